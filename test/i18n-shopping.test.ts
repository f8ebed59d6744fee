import { beforeAll, describe, expect, it } from 'vitest';
import type { ConfigFile } from '../config/schema.ts';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { saveStoreSettings, SETTINGS_DEFAULTS } from '../core/settings/settings.ts';
import { saveTranslations } from '../core/i18n/content-translations.ts';
import { DIALECTS } from './dialects.ts';
import { checkoutFields } from './fixtures/checkout.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { decode, nonceIn, Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

const LOCALES = { store: { locales: { default: 'en', others: ['fr', 'de'] } } } as ConfigFile;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function checkoutForm(nonce: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { ...checkoutFields(nonce, {}), ...overrides };
}

describe.each(DIALECTS)('shopping in the page language on %s', (dialect) => {
  const shop = useHttpShop(dialect, LOCALES);
  let lamp: number;
  beforeAll(async () => {
    lamp = await insertProduct(shop.database.db, { name: 'Brass lamp', price: 4500, stock: 50 });
  });

  async function frenchCart(): Promise<Visitor> {
    const visitor = new Visitor(shop);
    const added = await visitor.request(`/fr/?add-to-cart=${lamp}&quantity=2`);
    expect(added.status).toBe(303);
    return visitor;
  }

  it('shows the French cart page, its notice and its links in French', async () => {
    const visitor = await frenchCart();
    const html = decode(await (await visitor.request('/fr/cart/')).text());
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<h1>Panier</h1>');
    expect(html).toContain('«\u00a0Brass lamp\u00a0» a été ajouté à votre panier.');
    expect(html).toContain('Mettre à jour le panier');
    expect(html).toMatch(/<a href="\/fr\/checkout\/" class="checkout-button[^"]*">Valider la commande<\/a>/);
    expect(html).toContain('aria-label="Retirer «\u00a0Brass lamp\u00a0» du panier"');
    expect(html).toContain('<th scope="row">Livraison</th>');
    // 90.00 ships free: the method still titled with its default is named in French too.
    expect(html).toContain('Livraison gratuite');
    expect(html).not.toContain('Free shipping');
    expect(html).not.toContain('Proceed to checkout');
    // The browser's copy of the words (the root loader's data) is French too.
    expect(html).toContain('Valider la commande');
    expect(html).toContain('"wc_ajax_url":"/fr/?wc-ajax=%%endpoint%%"');
    expect(html).toContain('"cart_url":"/fr/cart/"');
  });

  it('keeps the English cart English', async () => {
    const visitor = new Visitor(shop);
    await visitor.request(`/?add-to-cart=${lamp}`);
    const html = decode(await (await visitor.request('/cart/')).text());
    expect(html).toContain('<h1>Cart</h1>');
    expect(html).toContain('“Brass lamp” has been added to your cart.');
    expect(html).toContain('"wc_ajax_url":"/?wc-ajax=%%endpoint%%"');
  });

  const LINK_NOTICES = {
    '/fr': {
      added: '«\u00a0Brass lamp\u00a0» a été ajouté à votre panier.',
      cannotPurchase: 'Désolé, ce produit ne peut pas être acheté.',
      expired: 'Le lien que vous avez suivi a expiré. Veuillez réessayer.',
      removed: '«\u00a0Brass lamp\u00a0» a été retiré.',
    },
    '/de': {
      added: '„Brass lamp“ wurde Ihrem Warenkorb hinzugefügt.',
      cannotPurchase: 'Dieses Produkt kann leider nicht gekauft werden.',
      expired: 'Der aufgerufene Link ist abgelaufen. Bitte versuchen Sie es erneut.',
      removed: '„Brass lamp“ entfernt.',
    },
  };

  it.each(Object.entries(LINK_NOTICES))('words every notice of the no-JS cart links on %s pages in the page language', async (prefix, notices) => {
    const visitor = new Visitor(shop);
    const added = await visitor.request(`${prefix}/shop/?add-to-cart=${lamp}`);
    expect(added.headers.get('location')).toBe(`${prefix}/shop/`);
    expect(decode(await visitor.page(`${prefix}/shop/`))).toContain(notices.added);
    await visitor.request(`${prefix}/shop/?add-to-cart=abc`);
    expect(decode(await visitor.page(`${prefix}/shop/`))).toContain(notices.cannotPurchase);

    const forged = await visitor.request(`${prefix}/blog/?remove_item=${cartItemKey(lamp)}&_wpnonce=forged`);
    expect(forged.headers.get('location')).toBe(`${prefix}/blog/`);
    const cart = decode(await visitor.page(`${prefix}/cart/`));
    expect(cart).toContain(notices.expired);
    expect(cart).not.toContain('The link you followed has expired.');

    const href = /href="([^"]*\?remove_item=[^"]+)"/.exec(cart)?.[1] ?? '';
    expect(href.startsWith(`${prefix}/cart/?remove_item=`)).toBe(true);
    const removed = await visitor.request(href);
    expect(removed.headers.get('location')).toBe(`${prefix}/cart/`);
    expect(decode(await visitor.page(`${prefix}/cart/`))).toContain(notices.removed);
  });

  it('goes to the cart in the page language after adding when the shop asks for it', async () => {
    await saveStoreSettings(shop.database.db, { ...SETTINGS_DEFAULTS, redirectAfterAdd: true });
    // The settings are read again after a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      for (const [prefix, notices] of Object.entries(LINK_NOTICES)) {
        const visitor = new Visitor(shop);
        const response = await visitor.request(`${prefix}/shop/?add-to-cart=${lamp}`);
        expect(response.headers.get('location')).toBe(`${prefix}/cart/`);
        expect(decode(await visitor.page(`${prefix}/cart/`))).toContain(notices.added);
      }
      expect((await new Visitor(shop).request(`/shop/?add-to-cart=${lamp}`)).headers.get('location')).toBe('/cart/');
    } finally {
      await saveStoreSettings(shop.database.db, SETTINGS_DEFAULTS);
    }
  });

  it('shows the French checkout form again with each message by its field, in French', async () => {
    const visitor = await frenchCart();
    const nonce = nonceIn(decode(await (await visitor.request('/fr/checkout/')).text()));
    const response = await visitor.post('/fr/checkout/', checkoutForm(nonce, { billing_email: 'ada@example', billing_first_name: '', terms: '' }));
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain('Veuillez corriger ces 3 points pour passer votre commande\u00a0:');
    expect(html).toContain('<a href="#billing_first_name">Le champ «\u00a0Prénom (facturation)\u00a0» est obligatoire.</a>');
    expect(html).toContain('<span class="checkout-inline-error-message" id="billing_email-description">Le champ «\u00a0Adresse e-mail (facturation)\u00a0» n’est pas une adresse e-mail valide.</span>');
    expect(html).toContain('Veuillez lire et accepter les conditions générales pour passer votre commande.');
    expect(html).toMatch(/<button[^>]*id="place_order"[^>]*>Commander<\/button>/);
    expect(html).toContain('<label for="billing_city">Ville');
  });

  it('answers a French wc-ajax add to cart with French fragments whose links keep the prefix', async () => {
    const visitor = new Visitor(shop);
    const response = await visitor.request('/fr/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: `product_id=${lamp}&quantity=1` });
    expect(response.status).toBe(200);
    const { fragments } = (await response.json()) as { fragments: Record<string, string> };
    const mini = fragments['div.widget_shopping_cart_content']!;
    expect(mini).toContain('>Voir le panier</a>');
    expect(mini).toContain('href="/fr/cart/"');
    expect(mini).toContain('href="/fr/checkout/"');
    expect(mini).toContain('<strong>Sous-total\u00a0:</strong>');
    expect(fragments['a.cart-contents']).toContain('<a href="/fr/cart/" class="cart-contents">Panier');
    const english = (await (await visitor.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers: FORM, body: '' })).json()) as { fragments: Record<string, string> };
    expect(english.fragments['div.widget_shopping_cart_content']).toContain('>View cart</a>');
  });

  it('writes the header’s mini cart on a French page as a French fragment refresh writes it: prices the French way', async () => {
    const visitor = await frenchCart();
    const html = decode(await (await visitor.request('/fr/shop/')).text());
    const refreshed = (await (await visitor.request('/fr/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers: FORM, body: '' })).json()) as { fragments: Record<string, string> };
    const mini = decode(refreshed.fragments['div.widget_shopping_cart_content']!);
    expect(mini).toMatch(/<span class="amount">90,00\s\$US<\/span>/);
    expect(html).toContain(mini);
  });

  it('tells a French checkout in French that the cart changed before the order was placed', async () => {
    const vase = await insertProduct(shop.database.db, { name: 'Glass vase', price: 2000, stock: 5 });
    const visitor = new Visitor(shop);
    await visitor.request(`/fr/?add-to-cart=${lamp}`);
    await visitor.request(`/fr/?add-to-cart=${vase}`);
    const nonce = nonceIn(decode(await (await visitor.request('/fr/checkout/')).text()));
    await shop.database.db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', vase).execute();
    const response = await visitor.post('/fr/checkout/', checkoutForm(nonce));
    expect(response.status).toBe(409);
    const html = decode(await response.text());
    expect(html).toContain('«\u00a0Glass vase\u00a0» a été retiré de votre panier, car il est en rupture de stock.');
    expect(html).not.toContain('has been removed from your cart');
  });

  async function placeOrder(prefix: string): Promise<{ id: number; location: string }> {
    const visitor = new Visitor(shop);
    expect((await visitor.request(`${prefix}/?add-to-cart=${lamp}`)).status).toBe(303);
    const nonce = nonceIn(decode(await (await visitor.request(`${prefix}/checkout/`)).text()));
    const response = await visitor.post(`${prefix}/checkout/`, checkoutForm(nonce, { billing_email: `${prefix.slice(1) || 'en'}@example.com` }));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    const id = Number(/order-received\/(\d+)\//.exec(location)?.[1]);
    return { id, location };
  }

  it('stores the language of a French checkout and writes the customer a French e-mail', async () => {
    const { id, location } = await placeOrder('/fr');
    expect(location.startsWith('/fr/checkout/order-received/')).toBe(true);
    const order = await shop.database.db.selectFrom('orders').select(['locale']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.locale).toBe('fr');
    const mail = await shop.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'fr@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Votre commande n°\u00a0${id} chez Vitrine Demo Store a bien été reçue\u202f!`);
    expect(mail.text).toContain(`Bonjour Ada, nous avons bien reçu votre commande n°\u00a0${id}`);
    expect(mail.text).toContain('Adresse de facturation');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    const page = decode(await (await new Visitor(shop).request(location)).text());
    expect(page).toContain('<h1>Commande reçue</h1>');
    expect(page).toContain('Merci. Votre commande a bien été reçue.');
    expect(page).toContain('Paiement à la livraison');
  });

  it('names a translated product in the page’s language from the notice to the order and its e-mail, which keep it', async () => {
    const db = shop.database.db;
    const jug = await insertProduct(db, { name: 'Copper jug', price: 3000, stock: 50 });
    await saveTranslations(db, 'product', jug, { fr: { name: 'Pichet en cuivre', short_description: '', description: '' } });
    const visitor = new Visitor(shop);
    expect((await visitor.request(`/fr/?add-to-cart=${jug}`)).status).toBe(303);
    const cart = decode(await (await visitor.request('/fr/cart/')).text());
    expect(cart).toContain('«\u00a0Pichet en cuivre\u00a0» a été ajouté à votre panier.');
    expect(cart).toContain('aria-label="Retirer «\u00a0Pichet en cuivre\u00a0» du panier"');
    const refreshed = (await (await visitor.request('/fr/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers: FORM, body: '' })).json()) as { fragments: Record<string, string> };
    expect(decode(refreshed.fragments['div.widget_shopping_cart_content']!)).toContain('Pichet en cuivre');
    // The same cart on an English page names it in English.
    expect(decode(await (await visitor.request('/cart/')).text())).toContain('Copper jug');
    const checkout = decode(await (await visitor.request('/fr/checkout/')).text());
    expect(checkout.replace(/<script[\s\S]*?<\/script>/g, '')).toContain('Pichet en cuivre');
    const placed = await visitor.post('/fr/checkout/', checkoutForm(nonceIn(checkout), { billing_email: 'pichet@example.com' }));
    expect(placed.status).toBe(303);
    const id = Number(/order-received\/(\d+)\//.exec(placed.headers.get('location') ?? '')?.[1]);
    const line = await db.selectFrom('order_lines').select('name').where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(line.name).toBe('Pichet en cuivre');
    const mail = await db.selectFrom('outbox').selectAll().where('to_address', '=', 'pichet@example.com').executeTakeFirstOrThrow();
    expect(mail.text).toContain('Pichet en cuivre');
    expect(mail.text).not.toContain('Copper jug');
    // Its link leads to the order's page in French, its prices and address as French writes them.
    expect(mail.text).toContain(`/fr/checkout/order-received/${id}/?key=`);
    expect(mail.text).toMatch(/30,00\s\$US/);
    expect(mail.text).toContain('Royaume-Uni');
    const received = decode(await (await visitor.request(placed.headers.get('location') ?? '')).text());
    expect(received.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('Copper jug');
    expect(received).toContain('<span class="order-address__line">London</span><span class="order-address__line">SW1Y 4JH</span><span class="order-address__line">Royaume-Uni</span>');
  });

  it('keeps an English checkout and its e-mail English', async () => {
    const { id } = await placeOrder('');
    const order = await shop.database.db.selectFrom('orders').select(['locale']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.locale).toBe('en');
    const mail = await shop.database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'en@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your Vitrine Demo Store order #${id} has been received!`);
    expect(mail.text).toContain('Billing address');
  });
});
