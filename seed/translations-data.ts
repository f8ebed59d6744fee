import type { CategorySlug, KindName } from './catalog-data.ts';

/**
 * The demo store in French and German: category, product and page texts. Product descriptions are
 * written from the same choices as the English ones (see `demoProductTranslations`), shorter.
 */
export type DemoLocale = 'fr' | 'de';
export type Both<T> = Record<DemoLocale, T>;

export const CATEGORY_TRANSLATIONS: Record<CategorySlug, Both<{ name: string; description: string }>> = {
  'kitchen-dining': {
    fr: { name: 'Cuisine & table', description: 'Grès, bois et fonte pour cuisiner au quotidien et prendre son temps au petit-déjeuner.' },
    de: { name: 'Küche & Tisch', description: 'Steinzeug, Holz und Gusseisen für das tägliche Kochen und ausgiebige Frühstücke.' },
  },
  'home-decor': {
    fr: { name: 'Décoration', description: 'Vases, lampes, bougies et textiles qui rendent une pièce chaleureuse et vivante.' },
    de: { name: 'Wohnen & Deko', description: 'Vasen, Lampen, Kerzen und Textilien, die einen Raum bewohnt wirken lassen.' },
  },
  'bags-accessories': {
    fr: { name: 'Sacs & accessoires', description: 'Cabas en toile et en cuir, portefeuilles et foulards faits pour bien vieillir.' },
    de: { name: 'Taschen & Accessoires', description: 'Taschen aus Canvas und Leder, Geldbörsen und Schals, die mit den Jahren schöner werden.' },
  },
  stationery: {
    fr: { name: 'Papeterie', description: 'Carnets, agendas et stylos pour les listes, les croquis et les longues lettres.' },
    de: { name: 'Schreibwaren', description: 'Notizbücher, Kalender und Stifte für Listen, Skizzen und lange Briefe.' },
  },
  'outdoor-travel': {
    fr: { name: 'Plein air & voyage', description: 'Gourdes, plaids et lanternes pour les pique-niques, les randonnées et les week-ends au loin.' },
    de: { name: 'Outdoor & Reisen', description: 'Flaschen, Decken und Laternen für Picknicks, Wanderungen und Wochenenden unterwegs.' },
  },
  'bath-body': {
    fr: { name: 'Bain & soin', description: 'Savons doux, serviettes moelleuses et petits rituels pour la fin de la journée.' },
    de: { name: 'Bad & Pflege', description: 'Milde Seifen, weiche Handtücher und kleine Rituale für den Feierabend.' },
  },
};

/** Product names, by the English name. */
export const PRODUCT_NAMES: Record<string, Both<string>> = {
  'Stoneware Coffee Mug': { fr: 'Mug à café en grès', de: 'Kaffeebecher aus Steinzeug' },
  'Speckled Espresso Cup Set': { fr: 'Tasses à expresso mouchetées', de: 'Gesprenkeltes Espressotassen-Set' },
  'Enamel Camp Mug': { fr: 'Tasse de camping émaillée', de: 'Emaille-Campingbecher' },
  'Hand-thrown Ramen Bowl': { fr: 'Bol à ramen tourné main', de: 'Handgedrehte Ramen-Schale' },
  'Nesting Prep Bowls, Set of 3': { fr: 'Bols de préparation gigognes, lot de 3', de: 'Stapelbare Vorbereitungsschalen, 3er-Set' },
  'Linen Glaze Dinner Plate': { fr: 'Assiette plate émail lin', de: 'Speiseteller mit Leinenglasur' },
  'Terracotta Side Plate': { fr: 'Assiette à dessert en terre cuite', de: 'Beilagenteller aus Terrakotta' },
  'Cast Iron Teapot': { fr: 'Théière en fonte', de: 'Teekanne aus Gusseisen' },
  'Glass Pour-over Kettle': { fr: 'Bouilloire col de cygne en verre', de: 'Glaskessel mit Schwanenhals' },
  'Olive Wood Cutting Board': { fr: 'Planche à découper en olivier', de: 'Schneidebrett aus Olivenholz' },
  'Walnut Serving Board': { fr: 'Planche de service en noyer', de: 'Servierbrett aus Nussbaum' },
  'Ceramic Butter Dish': { fr: 'Beurrier en céramique', de: 'Butterdose aus Keramik' },
  'Ribbed Ceramic Vase': { fr: 'Vase nervuré en céramique', de: 'Gerippte Keramikvase' },
  'Tall Bud Vase': { fr: 'Grand soliflore', de: 'Hohe Solitärvase' },
  'Hand-blown Glass Vase': { fr: 'Vase en verre soufflé bouche', de: 'Mundgeblasene Glasvase' },
  'Fig & Cedar Soy Candle': { fr: 'Bougie de soja figue & cèdre', de: 'Sojakerze Feige & Zeder' },
  'Beeswax Pillar Candle': { fr: 'Bougie pilier en cire d’abeille', de: 'Stumpenkerze aus Bienenwachs' },
  'Linen Cushion Cover': { fr: 'Housse de coussin en lin', de: 'Kissenbezug aus Leinen' },
  'Bouclé Throw Pillow': { fr: 'Coussin en bouclette', de: 'Bouclé-Kissen' },
  'Rattan Table Lamp': { fr: 'Lampe de table en rotin', de: 'Tischlampe aus Rattan' },
  'Brass Reading Lamp': { fr: 'Liseuse en laiton', de: 'Leselampe aus Messing' },
  'Concrete Planter': { fr: 'Cache-pot en béton', de: 'Pflanztopf aus Beton' },
  'Macramé Hanging Planter': { fr: 'Suspension pour plante en macramé', de: 'Makramee-Blumenampel' },
  'Wool Throw Blanket': { fr: 'Plaid en laine', de: 'Wolldecke' },
  'Waxed Canvas Tote': { fr: 'Cabas en toile cirée', de: 'Tragetasche aus gewachstem Canvas' },
  'Market Tote Bag': { fr: 'Sac de marché', de: 'Markttasche' },
  'Leather Crossbody Bag': { fr: 'Sac bandoulière en cuir', de: 'Umhängetasche aus Leder' },
  'Roll-top Backpack': { fr: 'Sac à dos à rabat enroulable', de: 'Rolltop-Rucksack' },
  'Everyday Daypack': { fr: 'Sac à dos du quotidien', de: 'Alltagsrucksack' },
  'Slim Leather Wallet': { fr: 'Portefeuille fin en cuir', de: 'Schmale Ledergeldbörse' },
  'Zip Card Holder': { fr: 'Porte-cartes zippé', de: 'Kartenetui mit Reißverschluss' },
  'Merino Scarf': { fr: 'Écharpe en mérinos', de: 'Merinoschal' },
  'Cotton Bandana': { fr: 'Bandana en coton', de: 'Baumwoll-Bandana' },
  'Canvas Zip Pouch': { fr: 'Trousse zippée en toile', de: 'Canvas-Etui mit Reißverschluss' },
  'Weekender Duffel': { fr: 'Sac week-end', de: 'Weekender-Reisetasche' },
  'Dot Grid Notebook A5': { fr: 'Carnet pointillé A5', de: 'Notizbuch A5, gepunktet' },
  'Linen-bound Sketchbook': { fr: 'Carnet de croquis relié lin', de: 'Skizzenbuch mit Leineneinband' },
  'Pocket Notebooks, 3-Pack': { fr: 'Carnets de poche, lot de 3', de: 'Notizhefte im Taschenformat, 3er-Pack' },
  'Weekly Planner 2027': { fr: 'Agenda semainier 2027', de: 'Wochenplaner 2027' },
  'Undated Daily Planner': { fr: 'Agenda journalier non daté', de: 'Undatierter Tagesplaner' },
  'Brass Ballpoint Pen': { fr: 'Stylo à bille en laiton', de: 'Kugelschreiber aus Messing' },
  'Fountain Pen Starter Set': { fr: 'Coffret stylo plume pour débuter', de: 'Füller-Einsteigerset' },
  'Graphite Pencil Set': { fr: 'Assortiment de crayons graphite', de: 'Bleistiftset aus Graphit' },
  'Walnut Desk Organiser': { fr: 'Organiseur de bureau en noyer', de: 'Schreibtisch-Organizer aus Nussbaum' },
  'Letterpress Greeting Cards': { fr: 'Cartes de vœux typographiées', de: 'Grußkarten im Buchdruck' },
  'Washi Tape Trio': { fr: 'Trio de rubans washi', de: 'Washi-Tape-Trio' },
  'Insulated Water Bottle': { fr: 'Gourde isotherme', de: 'Isolierte Trinkflasche' },
  'Glass Water Bottle': { fr: 'Gourde en verre', de: 'Trinkflasche aus Glas' },
  'Stainless Steel Flask': { fr: 'Bouteille isotherme en inox', de: 'Thermosflasche aus Edelstahl' },
  'Waterproof Picnic Blanket': { fr: 'Couverture de pique-nique imperméable', de: 'Wasserdichte Picknickdecke' },
  'Rechargeable Camp Lantern': { fr: 'Lanterne de camping rechargeable', de: 'Wiederaufladbare Campinglaterne' },
  'Solar String Lights': { fr: 'Guirlande lumineuse solaire', de: 'Solar-Lichterkette' },
  'Collapsible Camp Cup': { fr: 'Tasse de camping pliable', de: 'Faltbarer Campingbecher' },
  'Trail Cutlery Set': { fr: 'Couverts de randonnée', de: 'Wanderbesteck-Set' },
  'Outdoor Seat Cushion': { fr: 'Coussin d’assise d’extérieur', de: 'Sitzkissen für draußen' },
  'Bamboo Travel Utensils': { fr: 'Couverts de voyage en bambou', de: 'Reisebesteck aus Bambus' },
  'Olive Oil Soap Bar': { fr: 'Savon à l’huile d’olive', de: 'Olivenölseife' },
  'Oatmeal & Honey Soap': { fr: 'Savon avoine & miel', de: 'Seife Hafer & Honig' },
  'Waffle Bath Towel': { fr: 'Serviette de bain nid d’abeille', de: 'Badetuch in Waffelpiqué' },
  'Turkish Hand Towel': { fr: 'Fouta essuie-mains', de: 'Türkisches Handtuch' },
  'Ceramic Soap Dish': { fr: 'Porte-savon en céramique', de: 'Seifenschale aus Keramik' },
  'Eucalyptus Bath Salts': { fr: 'Sels de bain à l’eucalyptus', de: 'Eukalyptus-Badesalz' },
  'Neroli Hand Cream': { fr: 'Crème mains au néroli', de: 'Neroli-Handcreme' },
  'Konjac Face Sponge': { fr: 'Éponge visage konjac', de: 'Konjak-Gesichtsschwamm' },
  'Cotton Bath Robe': { fr: 'Peignoir en coton', de: 'Bademantel aus Baumwolle' },
  'Sea Salt Reed Diffuser': { fr: 'Diffuseur à bâtonnets sel marin', de: 'Duftstäbchen Meersalz' },
  'Cedar Shoe Trees': { fr: 'Embauchoirs en cèdre', de: 'Schuhspanner aus Zedernholz' },
};

/** What each kind of object is for, after "Le compagnon idéal pour" and "Wie gemacht für". */
const USES: Record<KindName, Both<string>> = {
  mug: { fr: 'le premier café de la journée', de: 'den ersten Kaffee des Tages' },
  espresso: { fr: 'un café serré après le déjeuner', de: 'einen kurzen, starken Kaffee nach dem Mittagessen' },
  cup: { fr: 'un thé au coin du feu ou au camping', de: 'Tee am Kaminfeuer oder auf dem Zeltplatz' },
  'camp-cup': { fr: 'un café au départ du sentier', de: 'Kaffee am Ausgangspunkt der Wanderung' },
  bowl: { fr: 'les nouilles, les bowls et les grandes salades', de: 'Nudeln, Bowls und große Salate' },
  'nesting-bowls': { fr: 'peser, fouetter et servir', de: 'Abwiegen, Verquirlen und Servieren' },
  plate: { fr: 'les dîners de semaine et les longs déjeuners', de: 'Abendessen unter der Woche und lange Mittagessen' },
  teapot: { fr: 'une théière partagée autour de la table', de: 'eine Kanne Tee, geteilt am Tisch' },
  kettle: { fr: 'un café filtre versé lentement et régulièrement', de: 'einen langsam und gleichmäßig aufgegossenen Filterkaffee' },
  board: { fr: 'découper, servir et composer des planches à partager', de: 'Schneiden, Servieren und Platten zum Teilen' },
  'butter-dish': { fr: 'un beurre bien tendre sur la table du petit-déjeuner', de: 'weiche Butter auf dem Frühstückstisch' },
  vase: { fr: 'quelques tiges rapportées du marché', de: 'ein paar Stiele vom Markt' },
  planter: { fr: 'les herbes sur le rebord de la fenêtre et les plantes grasses sur le bureau', de: 'Kräuter auf der Fensterbank und Sukkulenten auf dem Schreibtisch' },
  'hanging-planter': { fr: 'les plantes retombantes près d’une fenêtre ensoleillée', de: 'Hängepflanzen an einem sonnigen Fenster' },
  candle: { fr: 'les soirées tranquilles et les longs bains', de: 'ruhige Abende und lange Bäder' },
  cushion: { fr: 'les canapés, les coins lecture et les banquettes', de: 'Sofas, Leseecken und Fensterbänke' },
  lamp: { fr: 'une douce lumière près du lit ou du bureau', de: 'warmes Licht am Bett oder am Schreibtisch' },
  'reading-lamp': { fr: 'les longs chapitres dans le fauteuil', de: 'lange Kapitel im Sessel' },
  blanket: { fr: 'les pique-niques, le canapé et les soirées fraîches', de: 'Picknicks, das Sofa und kühle Abende' },
  bag: { fr: 'le trajet du matin, le marché et tout le reste', de: 'den Arbeitsweg, den Markt und alles dazwischen' },
  crossbody: { fr: 'les clés, le téléphone et le portefeuille, les mains libres', de: 'Schlüssel, Handy und Geldbörse bei freien Händen' },
  backpack: { fr: 'les trajets quotidiens, les randonnées et les courts voyages', de: 'den Arbeitsweg, Tageswanderungen und kurze Reisen' },
  duffel: { fr: 'les week-ends au loin et la salle de sport', de: 'Wochenendausflüge und das Fitnessstudio' },
  wallet: { fr: 'les cartes, quelques billets et un ou deux tickets', de: 'Karten, ein paar Scheine und den einen oder anderen Beleg' },
  pouch: { fr: 'les chargeurs, les stylos et les petites choses du sac', de: 'Ladekabel, Stifte und Kleinkram in der Tasche' },
  scarf: { fr: 'les matins froids et les trains pleins de courants d’air', de: 'kalte Morgen und zugige Züge' },
  notebook: { fr: 'les listes, les croquis et les idées à peine esquissées', de: 'Listen, Skizzen und halbfertige Ideen' },
  planner: { fr: 'organiser sa semaine sans écran', de: 'die Wochenplanung ohne Bildschirm' },
  pen: { fr: 'les notes, les lettres et les signatures', de: 'Notizen, Briefe und Unterschriften' },
  pencils: { fr: 'le dessin, les ombres et les mots croisés', de: 'Skizzen, Schattierungen und Kreuzworträtsel' },
  tray: { fr: 'garder les petites choses à leur place', de: 'Ordnung bei den kleinen Dingen' },
  card: { fr: 'les mots de remerciement et les anniversaires', de: 'Dankeschön-Grüße und Geburtstage' },
  tape: { fr: 'les carnets, les colis et les affiches', de: 'Tagebücher, Päckchen und Wandbilder' },
  bottle: { fr: 'les longues marches, le sac de sport et le bureau', de: 'lange Spaziergänge, die Sporttasche und den Schreibtisch' },
  lantern: { fr: 'les tables de camping, les balcons et les coupures de courant', de: 'Campingtische, Balkone und Stromausfälle' },
  'string-lights': { fr: 'les balcons, les jardins et les soirées d’été', de: 'Balkone, Gärten und Sommerabende' },
  cutlery: { fr: 'les déjeuners à emporter et les pique-niques', de: 'das Mittagessen unterwegs und Picknicks' },
  soap: { fr: 'les mains, le visage et le corps', de: 'Hände, Gesicht und Körper' },
  sponge: { fr: 'une toilette du visage tout en douceur le matin', de: 'eine sanfte Gesichtsreinigung am Morgen' },
  towel: { fr: 'la salle de bain, la plage et la salle de sport', de: 'das Bad, den Strand und das Fitnessstudio' },
  robe: { fr: 'les dimanches matin sans se presser', de: 'gemütliche Sonntagmorgen' },
  'soap-dish': { fr: 'garder un savon au sec entre deux utilisations', de: 'ein Stück Seife, das zwischen den Anwendungen trocknen soll' },
  jar: { fr: 'quelques minutes de calme', de: 'ein paar ruhige Minuten' },
  diffuser: { fr: 'une entrée ou une salle de bain qui sent bon', de: 'einen frisch duftenden Flur oder ein frisches Bad' },
  'shoe-trees': { fr: 'garder la forme de vos belles chaussures', de: 'gute Schuhe, die in Form bleiben sollen' },
};

/** The English openings, middles and closings (catalog-data.ts), in the same order. */
const OPENINGS: Both<string[]> = {
  fr: [
    'Fabrication en petites séries, par un atelier que nous connaissons depuis des années',
    'Un objet pensé pour servir chaque jour et s’embellir avec le temps',
    'Une pièce discrète et bien faite, sans rien d’ostentatoire',
    'L’un des objets dont nos clients nous parlent le plus',
    'Simple, solide et honnête sur ses matériaux',
  ],
  de: [
    'In kleinen Serien gefertigt, von einer Werkstatt, die wir seit Jahren kennen',
    'Für den täglichen Gebrauch entworfen und mit der Zeit immer schöner',
    'Ein ruhiges, gut gemachtes Stück ohne überflüssigen Schnickschnack',
    'Eines der Dinge, über die uns Kundinnen und Kunden am häufigsten schreiben',
    'Schlicht, robust und ehrlich in seinen Materialien',
  ],
};

const MIDDLES: Both<string[]> = {
  fr: [
    'Chaque pièce est vérifiée à la main avant de partir, et les petites différences de l’une à l’autre font partie de son charme.',
    'Nous avons choisi les matériaux pour leur façon de vieillir, pas pour leur allure le premier jour.',
    'L’emballage est recyclé et sans plastique : à utiliser tout de suite ou à offrir.',
  ],
  de: [
    'Jedes Stück wird vor dem Versand von Hand geprüft, und kleine Unterschiede von einem zum nächsten gehören zu seinem Charme.',
    'Wir haben die Materialien danach ausgewählt, wie sie über Jahre altern, nicht danach, wie sie am ersten Tag aussehen.',
    'Geliefert in recycelter Verpackung ohne Plastik – bereit zum Benutzen oder Verschenken.',
  ],
};

const CLOSINGS: Both<string[]> = {
  fr: [
    'À combiner avec d’autres pièces de la même collection, ou tout simplement à part.',
    'Si jamais quelque chose ne va pas, écrivez-nous et nous arrangerons cela.',
    'Le genre d’objet qu’on finit par oublier, tout simplement parce qu’il fonctionne.',
  ],
  de: [
    'Lässt sich mit anderen Stücken derselben Serie kombinieren – oder wirkt ganz für sich.',
    'Sollte einmal etwas nicht stimmen, schreiben Sie uns – wir bringen es in Ordnung.',
    'Eines dieser Dinge, die man irgendwann nicht mehr bemerkt, weil sie einfach funktionieren.',
  ],
};

const USE_LEAD: Both<string> = { fr: 'Le compagnon idéal pour', de: 'Wie gemacht für' };

/** Which option the English text took: the opening, the middle and the closing, in that order. */
export type DescriptionChoices = [opening: number, middle: number, closing: number];

/** A demo product's French and German texts, written from the English description's choices. */
export function demoProductTranslations(name: string, kind: KindName, choices: DescriptionChoices): Both<{ name: string; short_description: string; description: string }> {
  const [opening, middle, closing] = choices;
  const texts = (locale: DemoLocale) => ({
    name: PRODUCT_NAMES[name]?.[locale] ?? '',
    short_description: `${OPENINGS[locale][opening]}. ${USE_LEAD[locale]} ${USES[kind][locale]}.`,
    description: [MIDDLES[locale][middle], CLOSINGS[locale][closing]].join('\n\n'),
  });
  return { fr: texts('fr'), de: texts('de') };
}

/** The text pages' titles, excerpts and content, by slug (About us is in post-translations-data.ts). */
export const PAGE_TRANSLATIONS: Record<string, Both<{ title: string; excerpt: string; content?: string }>> = {
  about: {
    fr: {
      title: 'Qui sommes-nous',
      excerpt: 'Une petite boutique d’objets du quotidien bien faits, choisis avec soin et vendus à un prix juste.',
      content: [
        'Vitrine est née autour d’une table de cuisine, d’une idée simple : les objets de tous les jours devraient être agréables à utiliser, et durer.',
        '## Ce que nous recherchons',
        'Nous travaillons avec de petits ateliers et des artisans indépendants. Avant d’entrer dans la boutique, chaque objet passe quelques mois chez nous : le mug au lave-vaisselle, le cabas au marché sous la pluie, le carnet jusqu’à la dernière page.',
        '- Des matériaux honnêtes qui vieillissent bien',
        '- Des artisans payés équitablement pour leur travail',
        '- Des emballages sans plastique',
        '## Où nous trouver',
        'Nous préparons chaque commande nous-mêmes dans un petit atelier et l’expédions sous deux jours ouvrés.',
      ].join('\n\n'),
    },
    de: {
      title: 'Über uns',
      excerpt: 'Ein kleiner Laden für gut gemachte Alltagsdinge, mit Bedacht ausgewählt und fair verkauft.',
      content: [
        'Vitrine begann an einem Küchentisch mit einer einfachen Idee: Die Dinge, die man jeden Tag benutzt, sollen Freude machen und lange halten.',
        '## Worauf wir achten',
        'Wir arbeiten mit kleinen Werkstätten und unabhängigen Herstellern. Bevor etwas in den Laden kommt, benutzen wir es selbst ein paar Monate lang: Der Becher geht in die Spülmaschine, die Tasche im Regen auf den Markt, das Notizbuch wird vollgeschrieben.',
        '- Ehrliche Materialien, die gut altern',
        '- Hersteller, die für ihre Arbeit fair bezahlt werden',
        '- Verpackung ohne Plastik',
        '## Wo wir sind',
        'Wir packen jede Bestellung selbst in einem kleinen Studio und verschicken sie innerhalb von zwei Werktagen.',
      ].join('\n\n'),
    },
  },
  'shipping-returns': {
    fr: {
      title: 'Livraison & retours',
      excerpt: 'Livraison à prix fixe, offerte dès 75 $, et 30 jours pour changer d’avis.',
      content: [
        '## Livraison',
        'Les commandes sont préparées et expédiées sous deux jours ouvrés. La livraison coûte 5,00 $ par commande, et elle est offerte dès 75 $ d’achat.',
        '- Livraison standard : 3 à 5 jours ouvrés',
        '- Le numéro de suivi vous est envoyé par e-mail dès que votre colis part',
        '## Retours',
        'Si quelque chose ne vous convient pas, renvoyez-le sans l’avoir utilisé sous 30 jours pour un remboursement complet. Écrivez-nous d’abord et nous vous enverrons une étiquette de retour.',
        'Les articles défectueux ou abîmés sont toujours à notre charge : nous les remplaçons ou les remboursons, comme vous préférez.',
      ].join('\n\n'),
    },
    de: {
      title: 'Versand & Rückgabe',
      excerpt: 'Versand zum Festpreis, kostenlos ab 75 $, und 30 Tage Zeit, es sich anders zu überlegen.',
      content: [
        '## Versand',
        'Bestellungen werden innerhalb von zwei Werktagen gepackt und verschickt. Der Versand kostet pauschal 5,00 $ pro Bestellung und ist ab 75 $ kostenlos.',
        '- Standardversand: 3–5 Werktage',
        '- Die Sendungsverfolgung kommt per E-Mail, sobald Ihr Paket unterwegs ist',
        '## Rückgabe',
        'Wenn etwas nicht passt, schicken Sie es unbenutzt innerhalb von 30 Tagen zurück und erhalten den vollen Betrag. Schreiben Sie uns vorher, dann senden wir Ihnen ein Rücksendeetikett.',
        'Fehlerhafte oder beschädigte Artikel gehen immer auf uns: Wir ersetzen oder erstatten sie, ganz wie Sie möchten.',
      ].join('\n\n'),
    },
  },
  contact: {
    fr: {
      title: 'Contact',
      excerpt: 'Une question sur une commande ou un produit ? Nous répondons à chaque message sous un jour ouvré.',
      content: [
        'Nous sommes une petite équipe et nous lisons chaque message. Écrivez-nous à shop@vitrine.test et nous vous répondrons sous un jour ouvré.',
        '## Avant de nous écrire',
        '- Gardez votre numéro de commande sous la main si votre question porte sur une commande',
        '- Pour un retour, dites-nous quel article et pourquoi, pour que nous puissions vous aider plus vite',
        'Notre atelier est ouvert pour les retraits le jeudi, de 10 h à 16 h.',
      ].join('\n\n'),
    },
    de: {
      title: 'Kontakt',
      excerpt: 'Fragen zu einer Bestellung oder einem Produkt? Wir beantworten jede Nachricht innerhalb eines Werktags.',
      content: [
        'Wir sind ein kleines Team und lesen jede Nachricht. Schreiben Sie an shop@vitrine.test, wir antworten innerhalb eines Werktags.',
        '## Bevor Sie schreiben',
        '- Halten Sie Ihre Bestellnummer bereit, wenn es um eine Bestellung geht',
        '- Sagen Sie uns bei Rücksendungen, welcher Artikel und warum, dann können wir schneller helfen',
        'Unser Studio ist donnerstags von 10:00 bis 16:00 Uhr für Abholungen geöffnet.',
      ].join('\n\n'),
    },
  },
  'privacy-policy': {
    fr: {
      title: 'Politique de confidentialité',
      excerpt: 'Ce que nous collectons, pourquoi, et combien de temps nous le gardons.',
      content: [
        'Nous ne collectons que ce qui est nécessaire pour prendre et livrer votre commande, et nous ne vendons jamais vos données.',
        '## Ce que nous collectons',
        '- Vos nom, adresses, e-mail et numéro de téléphone lorsque vous passez commande',
        '- Le contenu de votre panier, conservé 48 heures dans un cookie de session',
        '- La provenance d’une visite (par exemple un lien de newsletter), seulement si vous l’acceptez',
        '## Cookies',
        'Les cookies nécessaires font fonctionner votre panier et votre connexion. Les cookies de statistiques et de marketing ne sont déposés qu’après votre accord dans le bandeau cookies, et vous pouvez changer d’avis à tout moment.',
        '## Vos droits',
        'Vous pouvez nous demander une copie de vos données, ou leur suppression, en écrivant à shop@vitrine.test.',
      ].join('\n\n'),
    },
    de: {
      title: 'Datenschutzerklärung',
      excerpt: 'Was wir erheben, warum wir es erheben und wie lange wir es aufbewahren.',
      content: [
        'Wir erheben nur, was wir brauchen, um Ihre Bestellung anzunehmen und zu liefern, und wir verkaufen Ihre Daten niemals.',
        '## Was wir erheben',
        '- Ihren Namen, Ihre Adressen, E-Mail-Adresse und Telefonnummer, wenn Sie bestellen',
        '- Den Inhalt Ihres Warenkorbs, 48 Stunden lang in einem Sitzungs-Cookie gespeichert',
        '- Woher ein Besuch kam (zum Beispiel ein Newsletter-Link), nur wenn Sie zustimmen',
        '## Cookies',
        'Notwendige Cookies halten Ihren Warenkorb und Ihre Anmeldung am Laufen. Statistik- und Marketing-Cookies werden erst gesetzt, wenn Sie im Cookie-Banner zustimmen, und Sie können Ihre Meinung jederzeit ändern.',
        '## Ihre Rechte',
        'Sie können eine Kopie Ihrer Daten oder deren Löschung verlangen, indem Sie an shop@vitrine.test schreiben.',
      ].join('\n\n'),
    },
  },
  terms: {
    fr: {
      title: 'Conditions générales de vente',
      excerpt: 'Les conditions, courtes et claires, qui s’appliquent à vos achats chez nous.',
      content: [
        'En passant commande, vous faites une offre d’achat ; nous l’acceptons en vous envoyant la confirmation d’expédition.',
        'Les prix incluent les taxes applicables. Si nous nous trompons sur un prix, nous vous prévenons avant d’expédier quoi que ce soit.',
        'Ces conditions ne portent pas atteinte à vos droits légaux.',
      ].join('\n\n'),
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      excerpt: 'Die kurzen, verständlichen Bedingungen, die gelten, wenn Sie bei uns kaufen.',
      content: [
        'Mit Ihrer Bestellung geben Sie ein Kaufangebot ab; wir nehmen es an, wenn wir Ihnen die Versandbestätigung schicken.',
        'Die Preise enthalten die jeweils geltenden Steuern. Sollten wir uns bei einem Preis irren, sagen wir Ihnen Bescheid, bevor wir etwas verschicken.',
        'Ihre gesetzlichen Rechte bleiben von diesen Bedingungen unberührt.',
      ].join('\n\n'),
    },
  },
};
