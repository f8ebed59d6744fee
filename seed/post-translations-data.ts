import type { AboutUsTexts } from './about-us-page.ts';
import type { Both } from './translations-data.ts';
import { studioAddressLines } from './demo-studio.ts';

/**
 * The demo journal posts and the HTML "About us" page in French and German. Each post's content keeps the
 * English paragraphs one for one (text format: blank lines between paragraphs); the About us page is
 * rendered from its texts with the same markup as the English page (see `aboutUsPage`).
 */

/** Journal post titles, excerpts and content, by slug. */
export const POST_TRANSLATIONS: Record<string, Both<{ title: string; excerpt: string; content: string }>> = {
  'caring-for-cast-iron': {
    fr: {
      title: 'Prendre soin de la fonte',
      excerpt: 'Cinq minutes après le dîner, et une théière ou une poêle vous accompagne pendant des générations.',
      content: [
        'La fonte récompense un peu d’attention. Rincez-la à l’eau chaude tant qu’elle est encore tiède, séchez-la parfaitement, puis passez-y un voile d’huile aussi fin que possible.',
        'Ne la laissez jamais tremper et tenez-la loin du lave-vaisselle. Si la rouille apparaît, un coup de brosse dure et une nouvelle couche d’huile lui rendent son éclat.',
      ].join('\n\n'),
    },
    de: {
      title: 'Gusseisen richtig pflegen',
      excerpt: 'Fünf Minuten nach dem Abendessen, und eine Teekanne oder Pfanne hält über Generationen.',
      content: [
        'Gusseisen dankt jede kleine Aufmerksamkeit. Spülen Sie es noch warm mit heißem Wasser ab, trocknen Sie es gründlich und reiben Sie es mit einem hauchdünnen Ölfilm ein.',
        'Lassen Sie es nie einweichen und halten Sie es von der Spülmaschine fern. Zeigt sich Rost, bringen eine kräftige Bürste und eine frische Schicht Öl es wieder in Ordnung.',
      ].join('\n\n'),
    },
  },
  'a-visit-to-the-pottery': {
    fr: {
      title: 'Une visite à la poterie',
      excerpt: 'Nous avons passé une matinée avec les potiers qui tournent nos bols et nos mugs, du pétrissage de l’argile jusqu’à la dernière cuisson d’émail. Il faut neuf jours pour faire un mug, et chacun passe entre les mains d’au moins quatre personnes.',
      content: [
        'L’atelier se trouve au bout d’un chemin, et les fours sont déjà chauds à sept heures. Chaque potier a son tour près de la fenêtre et une étagère de pièces qui sèchent lentement sous un linge.',
        'Rien ne presse. Un mug est tourné, tournassé, muni de son anse, cuit une première fois en biscuit, émaillé puis cuit à nouveau, et ce sont les petites différences entre eux qui font de chacun le vôtre.',
        'Nous sommes repartis avec de l’argile sur les manches et un respect tout neuf pour une tasse de café.',
      ].join('\n\n'),
    },
    de: {
      title: 'Zu Besuch in der Töpferei',
      excerpt: 'Wir haben einen Vormittag in der Töpferei verbracht, die unsere Schalen und Becher dreht – vom Kneten des Tons bis zum letzten Glasurbrand. Ein Becher braucht neun Tage, und jeder geht durch mindestens vier Hände.',
      content: [
        'Die Werkstatt liegt am Ende eines Feldwegs, und um sieben Uhr sind die Brennöfen schon warm. Jeder Arbeitsplatz hat eine Drehscheibe am Fenster und ein Regal voller Stücke, die unter Tüchern langsam trocknen.',
        'Nichts wird überstürzt. Ein Becher wird gedreht, abgedreht, mit einem Henkel versehen, geschrüht, glasiert und noch einmal gebrannt – und gerade die kleinen Unterschiede machen jeden zu Ihrem ganz eigenen.',
        'Wir gingen mit Ton an den Ärmeln und mit neuem Respekt vor einer Tasse Kaffee.',
      ].join('\n\n'),
    },
  },
  'the-case-for-paper-planners': {
    fr: {
      title: 'Plaidoyer pour l’agenda papier',
      excerpt: 'Écrire sa semaine à la main la rend plus petite, plus claire et plus facile à changer.',
      content: [
        'Un écran vous rappellera tout ; une page vous demande de choisir. Quand vous recopiez une tâche au mardi pour la troisième fois, vous apprenez quelque chose sur elle.',
        'Commencez simplement : une ligne par jour, trois choses qui comptent, et une marge pour tout le reste.',
      ].join('\n\n'),
    },
    de: {
      title: 'Ein Plädoyer für den Papierkalender',
      excerpt: 'Wer seine Woche von Hand aufschreibt, macht sie kleiner, klarer und leichter zu ändern.',
      content: [
        'Ein Bildschirm erinnert Sie an alles; eine Seite verlangt, dass Sie auswählen. Wenn Sie eine Aufgabe zum dritten Mal auf den Dienstag übertragen, lernen Sie etwas über sie.',
        'Fangen Sie einfach an: eine Zeile pro Tag, drei Dinge, die zählen, und ein Rand für alles andere.',
      ].join('\n\n'),
    },
  },
  'packing-a-better-picnic': {
    fr: {
      title: 'Pour un pique-nique réussi',
      excerpt: 'Un plaid qui ne craint pas l’herbe humide, des bouteilles qui gardent au frais, et une planche pour tout le reste.',
      content: [
        'Les meilleurs pique-niques se préparent autour de ce qui voyage bien : du pain, du fromage, des fruits, quelque chose de mariné et quelque chose de sucré.',
        'Mettez le plus lourd au fond, gardez le couteau dans son étui, et emportez une bouteille d’eau de plus que ce que vous croyez nécessaire.',
      ].join('\n\n'),
    },
    de: {
      title: 'Besser packen fürs Picknick',
      excerpt: 'Eine Decke, der feuchtes Gras nichts ausmacht, Flaschen, die kühl halten, und ein Brett für alles andere.',
      content: [
        'Die besten Picknicks plant man um das, was gut reist: Brot, Käse, Obst, etwas Eingelegtes und etwas Süßes.',
        'Packen Sie Schweres nach unten, lassen Sie das Messer in seiner Hülle und nehmen Sie eine Flasche Wasser mehr mit, als Sie zu brauchen glauben.',
      ].join('\n\n'),
    },
  },
  'why-we-choose-vegetable-tanned-leather': {
    fr: {
      title: 'Pourquoi nous choisissons le cuir tanné végétal',
      excerpt: 'Il est plus long à fabriquer et d’abord plus raide, mais il fonce, s’assouplit et raconte une histoire. Voici en quoi consiste le tannage, et pourquoi il compte pour le portefeuille que vous avez en poche.',
      content: [
        'Le tannage végétal utilise les tanins de l’écorce et des feuilles plutôt que des sels de chrome. Il prend des semaines au lieu d’une journée.',
        'Il en résulte un cuir ferme qui se patine à l’usage. Un portefeuille couleur miel pâle aura pris une teinte ambre profond en un an.',
      ].join('\n\n'),
    },
    de: {
      title: 'Warum wir pflanzlich gegerbtes Leder wählen',
      excerpt: 'Seine Herstellung dauert länger und anfangs ist es steifer, aber es dunkelt nach, wird weicher und erzählt eine Geschichte. Was beim Gerben geschieht und warum das für die Geldbörse in Ihrer Tasche wichtig ist.',
      content: [
        'Bei der pflanzlichen Gerbung kommen Gerbstoffe aus Rinde und Blättern zum Einsatz statt Chromsalze. Sie dauert Wochen statt eines Tages.',
        'Das Ergebnis ist ein festes Leder, das mit dem Gebrauch eine Patina bekommt. Eine Geldbörse, die hell wie Honig beginnt, ist nach einem Jahr tief bernsteinfarben.',
      ].join('\n\n'),
    },
  },
  'five-ways-to-style-a-bud-vase': {
    fr: {
      title: 'Cinq façons d’habiller un soliflore',
      excerpt: 'Une seule tige suffit.',
      content: [
        'Une tulipe seule, un brin de romarin de la cuisine, une branche en fleurs, trois graminées séchées, ou rien du tout : un beau vase se suffit à lui-même.',
        'Regroupez des vases de hauteurs différentes en nombre impair, et laissez-en un dépasser les autres.',
      ].join('\n\n'),
    },
    de: {
      title: 'Fünf Ideen für eine Solitärvase',
      excerpt: 'Ein Stiel genügt.',
      content: [
        'Eine einzelne Tulpe, ein Zweig Rosmarin aus der Küche, ein Blütenzweig, drei getrocknete Gräser oder gar nichts: Eine gute Vase wirkt auch für sich allein.',
        'Stellen Sie Vasen unterschiedlicher Höhe in ungerader Zahl zusammen und lassen Sie eine die höchste sein.',
      ].join('\n\n'),
    },
  },
  'slow-mornings': {
    fr: {
      title: 'Des matins sans hâte',
      excerpt: 'Dix minutes de calme avant que la journée commence : une théière, une fenêtre ouverte, une page de notes. Nous avons demandé à nos clients comment ils commencent leur journée, et rassemblé les plus belles réponses.',
      content: [
        'Beaucoup d’entre vous nous ont décrit le même petit rituel : la bouilloire qui chauffe, le téléphone laissé dans une autre pièce, quelques minutes à regarder par la fenêtre.',
        'D’autres écrivent trois lignes dans un carnet, arrosent les plantes ou font le tour du pâté de maisons avant que quiconque soit réveillé.',
      ].join('\n\n'),
    },
    de: {
      title: 'Langsame Morgen',
      excerpt: 'Zehn ruhige Minuten, bevor der Tag beginnt: eine Kanne Tee, ein offenes Fenster, eine Seite Notizen. Wir haben unsere Kundschaft gefragt, wie sie in den Tag startet, und die schönsten Antworten gesammelt.',
      content: [
        'Viele von Ihnen beschrieben dasselbe kleine Ritual: Der Wasserkocher läuft, das Handy bleibt in einem anderen Zimmer, ein paar Minuten Blick aus dem Fenster.',
        'Andere schreiben drei Zeilen in ein Notizbuch, gießen die Pflanzen oder gehen einmal um den Block, bevor sonst jemand wach ist.',
      ].join('\n\n'),
    },
  },
  'how-to-wash-linen': {
    fr: {
      title: 'Comment laver le lin',
      excerpt: 'Eau fraîche, essorage doux, pas d’assouplissant. Le lin s’embellit à chaque lavage.',
      content: [
        'Lavez le lin entre 30 et 40 °C avec une lessive douce, et oubliez l’assouplissant, qui enrobe les fibres.',
        'Faites-le sécher à l’air libre si vous le pouvez. Pour un aspect net, repassez-le encore humide ; pour un style plus décontracté, secouez-le simplement.',
      ].join('\n\n'),
    },
    de: {
      title: 'Leinen richtig waschen',
      excerpt: 'Kühles Wasser, sanftes Schleudern, kein Weichspüler. Leinen wird mit jeder Wäsche schöner.',
      content: [
        'Waschen Sie Leinen bei 30–40 °C mit einem milden Waschmittel und verzichten Sie auf Weichspüler, der die Fasern überzieht.',
        'Trocknen Sie es nach Möglichkeit an der Leine. Wer es glatt mag, bügelt es noch feucht; wer es lässig mag, schüttelt es einfach aus.',
      ].join('\n\n'),
    },
  },
  'meet-the-maker-lantern-workshop': {
    fr: {
      title: 'À la rencontre des artisans : l’atelier de lanternes',
      excerpt: 'Un atelier de deux personnes qui soude chaque lanterne à la main et répare toutes celles qui lui reviennent.',
      content: [
        'Leur atelier est un ancien garage, avec un établi le long de chaque mur. L’un découpe et plie l’acier ; l’autre pose le verre et le câblage.',
        'Chaque lanterne porte un petit poinçon avec sa date de fabrication, et ils réparent toutes celles qui leur reviennent.',
      ].join('\n\n'),
    },
    de: {
      title: 'Zu Besuch in der Laternenwerkstatt',
      excerpt: 'Eine Werkstatt mit zwei Leuten, die jede Laterne von Hand lötet und jede repariert, die zurückkommt.',
      content: [
        'Ihre Werkstatt ist eine umgebaute Garage mit einer Werkbank an jeder Wand. Einer schneidet und biegt den Stahl; der andere setzt Glas und Kabel ein.',
        'Jede Laterne trägt einen kleinen Stempel mit ihrem Herstellungsdatum, und die beiden reparieren jede, die zu ihnen zurückkommt.',
      ].join('\n\n'),
    },
  },
  'gift-guide-under-30': {
    fr: {
      title: 'Idées cadeaux à moins de 30 $',
      excerpt: 'Des cadeaux petits, utiles et bien faits, qui ne finiront pas au fond d’un tiroir. Du savon aux cartes, des carnets de poche aux crayons, tout à moins de trente dollars, et rien que des objets que nous utilisons nous-mêmes.',
      content: [
        'Un beau cadeau n’a pas besoin d’être grand. Un pain de savon à l’huile d’olive et une serviette pour les mains forment un joli duo.',
        'Pour ceux qui écrivent : des carnets de poche et un assortiment de crayons graphite. Pour ceux qui cuisinent : une assiette à dessert et un beurrier.',
      ].join('\n\n'),
    },
    de: {
      title: 'Geschenkideen unter 30 $',
      excerpt: 'Kleine, nützliche, gut gemachte Geschenke, die nicht in einer Schublade landen. Von Seife und Karten bis zu Notizbüchern im Taschenformat und Bleistiften – alles unter dreißig Dollar und alles Dinge, die wir selbst benutzen.',
      content: [
        'Gute Geschenke müssen nicht groß sein. Ein Stück Olivenölseife und ein Handtuch sind ein schönes Paar.',
        'Für alle, die schreiben: Notizbücher im Taschenformat und ein Set Graphitstifte. Für alle, die kochen: ein Frühstücksteller und eine Butterdose.',
      ].join('\n\n'),
    },
  },
  'the-right-bottle-for-you': {
    fr: {
      title: 'La gourde qu’il vous faut',
      excerpt: 'Inox ou verre ? Tout dépend de l’endroit où vous l’emportez.',
      content: [
        'L’inox isotherme garde les boissons fraîches toute une journée et survit aux chutes. Le verre n’a aucun goût et fait très joli sur un bureau.',
        'Si elle part dans un sac à dos, choisissez l’inox. Si elle reste à la maison, le verre est un bonheur.',
      ].join('\n\n'),
    },
    de: {
      title: 'Die richtige Flasche für Sie',
      excerpt: 'Edelstahl oder Glas? Das hängt davon ab, wohin Sie sie mitnehmen.',
      content: [
        'Isolierter Edelstahl hält Getränke einen Tag lang kalt und übersteht auch einen Sturz. Glas schmeckt nach gar nichts und sieht auf dem Schreibtisch wunderschön aus.',
        'Kommt sie in den Rucksack, nehmen Sie Edelstahl. Bleibt sie zu Hause, ist Glas eine Freude.',
      ].join('\n\n'),
    },
  },
  'candles-and-how-to-burn-them': {
    fr: {
      title: 'Les bougies, et comment les faire brûler',
      excerpt: 'Laissez la première combustion atteindre les bords, coupez la mèche, et ne laissez jamais une flamme sans surveillance. Trois habitudes qui doublent la durée de vie d’une bougie et gardent le verre propre.',
      content: [
        'La première combustion laisse une mémoire : laissez la cire fondue atteindre le bord du contenant, sinon la bougie creusera un puits pour le reste de sa vie.',
        'Recoupez la mèche à 5 mm avant chaque allumage et tenez la bougie à l’abri des courants d’air.',
      ].join('\n\n'),
    },
    de: {
      title: 'Kerzen und wie man sie richtig abbrennt',
      excerpt: 'Beim ersten Mal bis zum Rand brennen lassen, den Docht kürzen und eine Flamme nie unbeaufsichtigt lassen. Drei Gewohnheiten, mit denen eine Kerze doppelt so lange hält und das Glas sauber bleibt.',
      content: [
        'Das erste Abbrennen prägt sich ein: Lassen Sie das Wachs bis zum Rand des Gefäßes schmelzen, sonst brennt die Kerze für den Rest ihres Lebens einen Tunnel.',
        'Kürzen Sie den Docht vor jedem Anzünden auf 5 mm und stellen Sie die Kerze nicht in die Zugluft.',
      ].join('\n\n'),
    },
  },
  'a-tidy-desk': {
    fr: {
      title: 'Un bureau rangé en dix minutes',
      excerpt: 'Chaque chose à sa place, et une place pour ce dont vous vous servez vraiment.',
      content: [
        'Débarrassez tout, essuyez la surface, et ne remettez que ce dont vous vous êtes servi cette semaine.',
        'Un plateau pour les stylos, une pile pour les carnets, et une chose qui vous rend heureux, comme une petite plante ou une carte postale.',
      ].join('\n\n'),
    },
    de: {
      title: 'Ein aufgeräumter Schreibtisch in zehn Minuten',
      excerpt: 'Alles an seinem Platz – und ein Platz für die Dinge, die Sie wirklich benutzen.',
      content: [
        'Räumen Sie alles herunter, wischen Sie die Fläche ab und stellen Sie nur zurück, was Sie diese Woche benutzt haben.',
        'Eine Schale für Stifte, ein Stapel für Notizbücher und ein Ding, das Sie glücklich macht, etwa eine kleine Pflanze oder eine Postkarte.',
      ].join('\n\n'),
    },
  },
  'our-packaging': {
    fr: {
      title: 'Nos emballages, déballés',
      excerpt: 'Carton recyclé, ruban de papier et zéro plastique : comment nous emballons, et pourquoi il nous a fallu un an pour y parvenir.',
      content: [
        'Nous avons testé une douzaine de boîtes avant d’adopter celles que nous utilisons aujourd’hui, en carton recyclé et fermées avec du ruban de papier.',
        'Les pièces fragiles voyagent dans de la pulpe moulée faite de vieux journaux, que vous pouvez composter ou recycler chez vous.',
      ].join('\n\n'),
    },
    de: {
      title: 'Unsere Verpackung, ausgepackt',
      excerpt: 'Recycelter Karton, Papierklebeband und kein Plastik: wie wir verpacken und warum es ein Jahr gedauert hat, bis alles stimmte.',
      content: [
        'Wir haben ein Dutzend Kartons getestet, bevor wir uns für die entschieden haben, die wir heute verwenden: aus recyceltem Karton und mit Papierklebeband verschlossen.',
        'Zerbrechliche Stücke reisen in Formteilen aus alten Zeitungen, die Sie zu Hause kompostieren oder ins Altpapier geben können.',
      ].join('\n\n'),
    },
  },
};

/** The About us page's texts; the page keeps the English markup, ids and widget attributes. */
export const ABOUT_US_TRANSLATIONS: Both<AboutUsTexts> = {
  fr: {
    title: 'À propos',
    excerpt: 'Une petite boutique d’objets du quotidien bien faits : qui nous sommes, qui fabrique ce que nous vendons, et comment nous travaillons.',
    intro: {
      lead: 'Nous sommes une petite équipe qui vend des objets du quotidien bien faits, choisis avec soin et vendus à un prix juste. Nous cherchons des objets faits pour ',
      typedWords: ['durer', 'être réparés', 'servir tous les jours', 'être transmis'],
      end: '.',
      next: 'Cette page vous dit qui nous sommes, d’où viennent nos pièces et comment nous travaillons.',
    },
    menuLabel: 'Sur cette page',
    sections: {
      'our-story': {
        menu: 'Notre histoire',
        heading: 'Notre histoire',
        paragraphs: [
          'Vitrine est née autour d’une table de cuisine, d’une idée simple : les objets de tous les jours devraient être agréables à utiliser, et durer. Nous en avions assez des mugs ébréchés au bout d’un mois et des sacs qui rendaient l’âme après une saison.',
          'La première collection comptait douze pièces venues de quatre ateliers que nous connaissions déjà. Nous les avons photographiées sur la même table, nous préparions les commandes le soir et répondions nous-mêmes à chaque message. La table est plus grande aujourd’hui ; notre façon de travailler n’a pas changé.',
          'Nous utilisons toujours tout ce que nous vendons. Avant d’entrer dans la boutique, chaque pièce passe quelques mois chez l’un d’entre nous : le mug au lave-vaisselle, le cabas au marché sous la pluie, le carnet jusqu’à la dernière page.',
        ],
      },
      makers: {
        menu: 'Les artisans',
        heading: 'Les artisans',
        paragraphs: [
          'L’essentiel de ce que nous vendons vient de petits ateliers : une poterie au bout d’un chemin, une tisserande et ses deux métiers, un relieur qui coud encore chaque cahier à la main. Nous leur rendons visite, nous connaissons leurs noms, et nous payons le prix qu’ils demandent.',
          'Beaucoup travaillent en petites séries. Quand une fournée d’émail est terminée, elle est terminée, et la suivante sera un peu différente. Pour nous, c’est une qualité, pas un défaut.',
          'Quand un artisan ne peut plus suivre les matériaux ou le rythme dont nous avons besoin, nous le lui disons franchement et l’aidons à trouver d’autres boutiques. Certaines de nos plus belles pièces nous sont revenues des années plus tard, meilleures qu’avant.',
        ],
      },
      materials: {
        menu: 'Matériaux',
        heading: 'Des matériaux honnêtes',
        paragraphs: [
          'Nous choisissons des matériaux qui vieillissent bien : grès, fonte, chêne huilé, coton ciré, cuir tanné végétal, papier recyclé. Ils portent la trace de l’usage, et on peut les entretenir et les réparer plutôt que les remplacer.',
          'Vous ne trouverez pas de plastique dans nos emballages. Les commandes voyagent dans du carton recyclé, avec du ruban de papier et un peu de papier déchiqueté de notre propre bureau, et les boîtes sont à la bonne taille pour que rien ne bouge.',
        ],
      },
      'how-we-work': {
        menu: 'Notre façon de travailler',
        heading: 'Notre façon de travailler',
        paragraphs: [
          'Nous gardons un petit stock et réapprovisionnons souvent, pour que la boutique montre ce qui se trouve vraiment sur nos étagères. Quand un article est épuisé, sa page le dit, au lieu d’accepter une commande que nous ne pourrions pas expédier.',
          'Chaque commande est préparée par l’un d’entre nous sous deux jours ouvrés. Si un article arrive abîmé, nous le remplaçons ou le remboursons, comme vous préférez, sans vous demander de photos.',
          'Nous répondons à chaque message sous un jour ouvré, et nous lisons les avis que vous nous envoyez, les gentils comme les autres.',
        ],
      },
      studio: {
        menu: 'L’atelier',
        heading: 'L’atelier',
        paragraphs: [
          'Notre atelier est une ancienne imprimerie aux grandes fenêtres, avec une longue table d’emballage. Il est ouvert pour les retraits le jeudi, de 10 h à 16 h ; passez boire une tasse de thé et découvrir quelques pièces qui ne sont pas encore en boutique.',
          'Si vous êtes artisan et pensez que votre travail trouverait sa place à côté du nôtre, écrivez à shop@vitrine.test avec quelques photos. Nous répondons à tout le monde, même si cela peut nous prendre une semaine.',
        ],
      },
    },
    stats: ['années d’activité', 'ateliers chez qui nous achetons', 'commandes emballées à la main'],
    circles: ['d’emballages sans plastique', 'des commandes expédiées sous deux jours ouvrés', 'de notre gamme fabriquée à moins de 500 km'],
    galleryAlts: [
      'Mugs, bols et un vase qui sèchent sur l’étagère de la poterie',
      'Carnets et agendas sur l’établi du relieur',
      'Portefeuilles et sacs qui attendent leurs derniers points',
      'Plaids, coussins et serviettes tout juste sortis du métier à tisser',
    ],
    craftsLabel: 'Nos savoir-faire',
    crafts: {
      pottery: { name: 'Poterie', text: 'Nos mugs, bols et assiettes viennent de trois poteries. Chaque pièce est tournée ou pressée à la main, séchée pendant une semaine et cuite deux fois ; les émaux sont préparés à l’atelier.' },
      weaving: { name: 'Tissage', text: 'Plaids, serviettes et housses de coussin sont tissés sur deux métiers à navette, en laine et en coton filés tout près, puis lavés et finis à la main pour être doux dès le premier jour.' },
      bookbinding: { name: 'Reliure', text: 'Carnets et agendas sont cousus cahier par cahier et reliés en toile. Le papier est sans acide : ce que vous y écrivez sera encore là dans cent ans.' },
      leather: { name: 'Cuir', text: 'Portefeuilles et sacs sont taillés dans des peaux tannées végétal et cousus main au point sellier avec du fil ciré : c’est plus lent qu’à la machine, et les coutures survivent au cuir.' },
    },
    furtherReading: { lead: 'Curieux de savoir d’où vient cette façon de fabriquer ? Découvrez le ', link: 'mouvement Arts & Crafts (en anglais, s’ouvre dans un nouvel onglet)', end: '.' },
    careNotes: {
      button: 'Comment entretenir les matières naturelles',
      items: [
        'Grès : passe au lave-vaisselle ; un trempage enlève les traces de thé sur l’émail.',
        'Bois : lavez-le à la main, séchez-le aussitôt et huilez-le quand il a l’air assoiffé.',
        'Cuir : un peu de baume deux fois par an ; s’il est mouillé, laissez-le sécher lentement.',
        'Toile cirée : brossez la saleté, et recirez-la une fois par an.',
      ],
    },
    promise: {
      button: 'Lire notre promesse',
      title: 'Notre promesse',
      paragraphs: [
        'Si un objet acheté chez nous casse en usage normal dans les deux ans, écrivez-nous : nous le réparons, le remplaçons ou le remboursons, et vous gardez la pièce cassée pour le jardin.',
        'Les retours sont gratuits pendant 30 jours, que l’objet ait servi ou non.',
      ],
    },
    addressLines: studioAddressLines('fr'),
    backToTop: 'Retour en haut',
  },
  de: {
    title: 'Über uns',
    excerpt: 'Ein kleiner Laden für gut gemachte Alltagsdinge: wer wir sind, wer herstellt, was wir verkaufen, und wie wir arbeiten.',
    intro: {
      lead: 'Wir sind ein kleines Team und verkaufen gut gemachte Alltagsdinge, mit Bedacht ausgewählt und fair verkauft. Wir suchen Dinge, die dafür gemacht sind, ',
      typedWords: ['lange zu halten', 'repariert zu werden', 'jeden Tag benutzt zu werden', 'weitergegeben zu werden'],
      end: '.',
      next: 'Auf dieser Seite erfahren Sie, wer wir sind, woher unsere Stücke kommen und wie wir arbeiten.',
    },
    menuLabel: 'Auf dieser Seite',
    sections: {
      'our-story': {
        menu: 'Unsere Geschichte',
        heading: 'Unsere Geschichte',
        paragraphs: [
          'Vitrine begann an einem Küchentisch mit einer einfachen Idee: Die Dinge, die man jeden Tag benutzt, sollen Freude machen und lange halten. Wir hatten genug von Bechern, die nach einem Monat angeschlagen waren, und von Taschen, die nach einer Saison aufgaben.',
          'Die erste Kollektion bestand aus zwölf Stücken aus vier Werkstätten, die wir schon kannten. Wir fotografierten sie auf demselben Tisch, packten abends die Bestellungen und beantworteten jede Nachricht selbst. Der Tisch ist inzwischen größer; an unserer Arbeitsweise hat sich nichts geändert.',
          'Wir benutzen immer noch alles, was wir verkaufen. Bevor ein Stück in den Laden kommt, verbringt es ein paar Monate bei einem von uns zu Hause: Der Becher geht in die Spülmaschine, die Tasche im Regen auf den Markt, das Notizbuch wird vollgeschrieben.',
        ],
      },
      makers: {
        menu: 'Die Werkstätten',
        heading: 'Die Werkstätten',
        paragraphs: [
          'Das meiste, was wir verkaufen, stammt aus kleinen Werkstätten: eine Töpferei am Ende eines Feldwegs, eine Weberin mit zwei Webstühlen, ein Buchbinder, der noch jede Lage von Hand heftet. Wir besuchen sie, wir kennen ihre Namen, und wir zahlen den Preis, den sie verlangen.',
          'Viele von ihnen fertigen in kleinen Serien. Wenn ein Glasurbrand zu Ende ist, ist er zu Ende, und der nächste wird ein wenig anders. Für uns ist das eine Eigenschaft, kein Makel.',
          'Wenn eine Werkstatt nicht mehr mit den Materialien oder in dem Tempo arbeiten kann, die wir brauchen, sagen wir das ehrlich und helfen ihr, andere Läden zu finden. Einige unserer besten Stücke kamen Jahre später zurück, besser als zuvor.',
        ],
      },
      materials: {
        menu: 'Materialien',
        heading: 'Ehrliche Materialien',
        paragraphs: [
          'Wir wählen Materialien, die gut altern: Steinzeug, Gusseisen, geölte Eiche, gewachste Baumwolle, pflanzlich gegerbtes Leder, Recyclingpapier. Man sieht ihnen den Gebrauch an, und man kann sie pflegen und reparieren, statt sie zu ersetzen.',
          'In unserer Verpackung finden Sie kein Plastik. Bestellungen reisen in recyceltem Karton mit Papierklebeband und etwas geschreddertem Papier aus unserem eigenen Büro, und die Kartons sind so bemessen, dass nichts klappert.',
        ],
      },
      'how-we-work': {
        menu: 'So arbeiten wir',
        heading: 'So arbeiten wir',
        paragraphs: [
          'Wir halten einen kleinen Bestand und bestellen oft nach, damit der Shop zeigt, was wirklich in unseren Regalen liegt. Ist etwas ausverkauft, steht das auf der Produktseite, statt dass wir eine Bestellung annehmen, die wir nicht verschicken können.',
          'Jede Bestellung wird innerhalb von zwei Werktagen von einem von uns gepackt. Kommt etwas beschädigt an, ersetzen oder erstatten wir es, ganz wie Sie möchten, ohne nach Fotos zu fragen.',
          'Wir beantworten jede Nachricht innerhalb eines Werktags und lesen die Bewertungen, die Sie uns schicken, die freundlichen und die anderen.',
        ],
      },
      studio: {
        menu: 'Das Studio',
        heading: 'Das Studio',
        paragraphs: [
          'Unser Studio ist eine ehemalige Druckerei mit großen Fenstern und einem langen Packtisch. Donnerstags von 10:00 bis 16:00 Uhr ist es für Abholungen geöffnet; kommen Sie auf eine Tasse Tee vorbei und sehen Sie sich ein paar Stücke an, die noch nicht im Shop sind.',
          'Wenn Sie selbst etwas herstellen und meinen, Ihre Arbeit passe gut zu unserer, schreiben Sie mit ein paar Fotos an shop@vitrine.test. Wir antworten allen, auch wenn es eine Woche dauern kann.',
        ],
      },
    },
    stats: ['Jahre im Geschäft', 'Werkstätten, bei denen wir einkaufen', 'von Hand gepackte Bestellungen'],
    circles: ['plastikfreie Verpackung', 'der Bestellungen innerhalb von zwei Werktagen verschickt', 'unseres Sortiments im Umkreis von 500 km gefertigt'],
    galleryAlts: [
      'Becher, Schalen und eine Vase trocknen im Regal der Töpferei',
      'Notizbücher und Kalender auf der Werkbank des Buchbinders',
      'Geldbörsen und Taschen warten auf ihre letzten Stiche',
      'Decken, Kissen und Handtücher frisch vom Webstuhl',
    ],
    craftsLabel: 'Unser Handwerk',
    crafts: {
      pottery: { name: 'Töpferei', text: 'Unsere Becher, Schalen und Teller kommen aus drei Töpfereien. Jedes Stück wird von Hand gedreht oder gepresst, eine Woche lang getrocknet und zweimal gebrannt; die Glasuren werden in der Werkstatt angemischt.' },
      weaving: { name: 'Weberei', text: 'Decken, Handtücher und Kissenbezüge werden auf zwei Schützenwebstühlen aus Wolle und Baumwolle gewebt, die ganz in der Nähe gesponnen werden, und dann von Hand gewaschen und ausgerüstet, damit sie vom ersten Tag an weich sind.' },
      bookbinding: { name: 'Buchbinderei', text: 'Notizbücher und Kalender werden Lage für Lage geheftet und in Leinen gebunden. Das Papier ist säurefrei, sodass Ihre Notizen auch in hundert Jahren noch da sind.' },
      leather: { name: 'Leder', text: 'Geldbörsen und Taschen werden aus pflanzlich gegerbten Häuten zugeschnitten und mit gewachstem Faden im Sattlerstich genäht: langsamer als mit der Maschine, und die Nähte überdauern das Leder.' },
    },
    furtherReading: { lead: 'Neugierig, woher diese Art zu arbeiten kommt? Lesen Sie mehr über das ', link: 'Arts and Crafts Movement (auf Englisch, öffnet in einem neuen Tab)', end: '.' },
    careNotes: {
      button: 'So pflegen Sie Naturmaterialien',
      items: [
        'Steinzeug: spülmaschinenfest; Einweichen löst Teeränder aus der Glasur.',
        'Holz: von Hand spülen, sofort abtrocknen und ölen, wenn es durstig aussieht.',
        'Leder: zweimal im Jahr etwas Balsam; wenn es nass wird, langsam trocknen lassen.',
        'Gewachstes Canvas: Schmutz abbürsten und einmal im Jahr neu wachsen.',
      ],
    },
    promise: {
      button: 'Unser Versprechen lesen',
      title: 'Unser Versprechen',
      paragraphs: [
        'Geht etwas, das Sie bei uns kaufen, innerhalb von zwei Jahren bei normalem Gebrauch kaputt, schreiben Sie uns: Wir reparieren es, ersetzen es oder erstatten den Preis, und Sie behalten das kaputte Stück für den Garten.',
        'Rücksendungen sind 30 Tage lang kostenlos, benutzt oder nicht.',
      ],
    },
    addressLines: studioAddressLines('de'),
    backToTop: 'Nach oben',
  },
};
