import { describe, expect, it } from 'vitest';
import { escapeHtml, oneLine } from './escape.ts';
import { renderCustomerOrderMail, renderShopNotice, type OrderMailData } from './order-mail.ts';

const address = {
  first_name: '<script>alert(1)</script>',
  last_name: 'O\'Brien & Sons',
  company: '',
  address_1: '1 "Main" St',
  address_2: '',
  city: 'Dublin',
  state: '',
  postcode: 'D01',
  country: 'IE',
  phone: '+353 1 234 5678',
  email: 'buyer@example.ie',
};

const order: OrderMailData = {
  storeName: 'Shop <b>',
  shopEmail: 'shop@example.com',
  orderId: 42,
  createdAt: '2025-03-04T10:00:00.000Z',
  currency: 'USD',
  locale: 'en-US',
  lines: [{ name: 'Mug <img src=x onerror=alert(1)>', sku: 'M1', quantity: 2, total: 2400 }],
  subtotal: 2400,
  discount: 0,
  shipping: 500,
  total: 2900,
  paymentMethod: 'bacs',
  paymentTitle: 'Direct bank transfer',
  paymentInstructions: 'Pay to account 123.',
  customerNote: 'Leave at <door>',
  billing: address,
  shippingAddress: address,
  orderUrl: 'https://shop.example/checkout/order-received/42/?key=wc_order_abc&x="y"',
};

describe('order e-mails', () => {
  it('confirm the order to the customer with its number, lines and totals', () => {
    const mail = renderCustomerOrderMail(order, 'processing');
    expect(mail.to).toBe('buyer@example.ie');
    expect(mail.subject).toBe('Your Shop <b> order #42 has been received!');
    expect(mail.text).toContain('Order #42');
    expect(mail.text).toContain('Mug <img src=x onerror=alert(1)> × 2: $24.00');
    expect(mail.text).toContain('Total: $29.00');
    expect(mail.text).toContain('Pay to account 123.');
    expect(mail.html).toContain('Order #42');
  });

  it('escape every value in the HTML', () => {
    for (const mail of [renderCustomerOrderMail(order, 'processing'), renderShopNotice(order)]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).not.toContain('<door>');
      expect(mail.html).not.toContain('Shop <b>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(renderCustomerOrderMail(order, 'processing').html).toContain('href="https://shop.example/checkout/order-received/42/?key=wc_order_abc&amp;x=&quot;y&quot;"');
  });

  it('tell the shop about the new order', () => {
    const mail = renderShopNotice(order);
    expect(mail.to).toBe('shop@example.com');
    expect(mail.subject).toBe('[Shop <b>]: New order #42');
    expect(mail.text).toContain('Note: Leave at <door>');
  });

  it('keep headers on one line', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
    expect(renderShopNotice({ ...order, storeName: 'A\nB' }).subject).toBe('[A B]: New order #42');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('an order e-mail in the customer’s language', () => {
  const munich = { ...address, first_name: 'Jana', last_name: 'Huber', address_1: 'Marienplatz 8', city: 'München', postcode: '80331', country: 'DE', email: 'jana@example.de' };
  const german: OrderMailData = { ...order, language: 'de', billing: munich, shippingAddress: munich, createdAt: '2026-11-28T10:00:00.000Z' };

  it('writes prices, the date and the addresses as German does, the country named in German', () => {
    const mail = renderCustomerOrderMail(german, 'processing');
    expect(mail.text).toContain('28. November 2026');
    expect(mail.text).toMatch(/Gesamt\S*: 29,00\s\$/);
    expect(mail.text).toContain('Jana Huber\nMarienplatz 8\n80331 München\nDeutschland');
    expect(mail.text).not.toContain('$29.00');
    expect(mail.text).not.toContain('2026-11-28');
  });

  it('leaves the shop’s own notice in the shop’s language and its prices', () => {
    const notice = renderShopNotice(german);
    expect(notice.text).toContain('Total: $29.00');
    expect(notice.text).toContain('80331 München\nGermany');
  });
});

describe('the shop’s brand in its e-mails', () => {
  it('puts the logo above, from the shop’s origin, and the brand’s colour on the heading and links', async () => {
    const { mailBrand } = await import('./mail-brand.ts');
    const { BRAND_DEFAULTS } = await import('../contract/theme/brand.ts');
    const brand = mailBrand({ ...BRAND_DEFAULTS, colours: { ...BRAND_DEFAULTS.colours, brand: '#0B6E4F' }, logo: { url: '/uploads/logo.png', alt: 'Wombat "Wares"', height: 48, intrinsic: null } }, 'https://shop.example/');
    expect(brand).toEqual({ logo: { url: 'https://shop.example/uploads/logo.png', alt: 'Wombat "Wares"', height: 48 }, colour: '#0b6e4f' });
    const mail = renderCustomerOrderMail({ ...order, brand }, 'processing');
    expect(mail.html).toContain('<img src="https://shop.example/uploads/logo.png" alt="Wombat &quot;Wares&quot;" height="48"');
    expect(mail.html).toContain('<h1 style="font-size:22px;color:#0b6e4f">');
    expect(mail.html).toContain('<a style="color:#0b6e4f" href="https://shop.example/checkout/order-received/42/');
    // Without an origin a path cannot be fetched by a mail program: the name stands instead.
    expect(mailBrand({ ...BRAND_DEFAULTS, logo: { url: '/uploads/logo.png', alt: '', height: 40, intrinsic: null } }, null).logo).toBeNull();
  });

  it('gives the logo its width too when the picture’s size is known, so the mail keeps its layout while it loads', async () => {
    const { mailBrand } = await import('./mail-brand.ts');
    const { BRAND_DEFAULTS } = await import('../contract/theme/brand.ts');
    const brand = mailBrand({ ...BRAND_DEFAULTS, logo: { url: '/uploads/logo-3f9a.png', alt: 'Wombat', height: 48, intrinsic: { width: 600, height: 200 } } }, 'https://shop.example');
    expect(brand.logo).toEqual({ url: 'https://shop.example/uploads/logo-3f9a.png', alt: 'Wombat', height: 48, width: 144 });
    const mail = renderCustomerOrderMail({ ...order, brand }, 'processing');
    expect(mail.html).toContain('<img src="https://shop.example/uploads/logo-3f9a.png" alt="Wombat" width="144" height="48" style="display:block;height:48px;width:144px;border:0">');
  });
});
