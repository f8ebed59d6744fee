import { describe, expect, it } from 'vitest';
import { additionalHtml, fillPlaceholders, ownerOr } from './email-texts.ts';
import { readEmailSettingForm, readEmailTextsForm } from './email-settings.ts';

const values = { siteTitle: 'Wombat Wares', siteUrl: 'https://wombat.example/', orderNumber: '42', orderDate: '28. November 2026' };

describe('the owner’s e-mail texts', () => {
  it('fills WooCommerce’s placeholders and leaves one the e-mail has no value for as written', () => {
    expect(fillPlaceholders('{site_title}: order #{order_number} of {order_date} on {site_url}', values)).toBe('Wombat Wares: order #42 of 28. November 2026 on wombat.example');
    expect(fillPlaceholders('Welcome to {site_title}, {customer_name} {order_number}', { siteTitle: 'Wombat Wares' })).toBe('Welcome to Wombat Wares, {customer_name} {order_number}');
  });

  it('keeps the shop’s own words when the owner wrote none, blank included', () => {
    expect(ownerOr('', values, () => 'Own words')).toBe('Own words');
    expect(ownerOr('   ', values, () => 'Own words')).toBe('Own words');
    expect(ownerOr('Danke, {site_title}', values, () => 'Own words')).toBe('Danke, Wombat Wares');
  });

  it('writes the closing words as escaped paragraphs and lines', () => {
    expect(additionalHtml('')).toBe('');
    expect(additionalHtml('See you <soon>\nAda\n\nP.S. & more')).toBe('<p>See you &lt;soon&gt;<br>Ada</p><p>P.S. &amp; more</p>');
  });
});

describe('the e-mail settings form', () => {
  const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

  it('takes the switch, the recipients and each language’s texts, recipients tidied', () => {
    const read = readEmailSettingForm('new_order', form({ enabled: '1', recipient: ' a@shop.example ,b@shop.example,', subject_en: ' New order {order_number} ' }), ['en']);
    expect(read).toEqual({ ok: true, value: { enabled: true, recipient: 'a@shop.example, b@shop.example', texts: { en: { subject: 'New order {order_number}', heading: '', additionalContent: '' } } } });
    // Unchecked: off. A customer's e-mail has no recipients to set.
    const off = readEmailSettingForm('customer_completed_order', form({ recipient: 'not read', heading_fr: 'Merci' }), ['en', 'fr']);
    expect(off).toMatchObject({ ok: true, value: { enabled: false, recipient: '', texts: { fr: { heading: 'Merci' } } } });
  });

  it('keeps e-mails sent on request on, whatever the form says', () => {
    expect(readEmailSettingForm('customer_invoice', form({}), ['en'])).toMatchObject({ ok: true, value: { enabled: true } });
    expect(readEmailSettingForm('customer_reset_password', form({}), ['en'])).toMatchObject({ ok: true, value: { enabled: true } });
  });

  it('refuses bad addresses, a subject on two lines and text too long, by the field, keeping what was typed', () => {
    const read = readEmailSettingForm('failed_order', form({ recipient: 'owner@shop.example, nope', subject_en: 'Line one\nline two', additional_content_en: 'x'.repeat(2001) }), ['en']);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors).sort()).toEqual(['additional_content_en', 'recipient', 'subject_en']);
    expect(read.errors.recipient).toMatch(/separated by commas/);
    expect(read.values.recipient).toBe('owner@shop.example, nope');
    expect(readEmailTextsForm(form({ heading_de: 'a\u0007b' }), 'de')).toMatchObject({ ok: false, errors: { heading_de: 'The heading is one line of text.' } });
  });
});
