import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_LAYOUT } from '../theme/home-sections.ts';
import { homeFormFields, homeFormValues, parseHomeForm, readHomeForm, type HomeFormValues } from './home-form.ts';

/** The form as a browser posts it, read back. */
function posted(values: HomeFormValues): HomeFormValues {
  const fields = new Map(Object.entries(homeFormFields(values)));
  return readHomeForm({ get: (name) => fields.get(name) ?? null }, DEFAULT_HOME_LAYOUT);
}

const section = (values: HomeFormValues, key: string) => {
  const found = values.find((entry) => entry.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('the home page form', () => {
  it('gives back the same layout when nothing is changed', () => {
    const parsed = parseHomeForm(posted(homeFormValues(DEFAULT_HOME_LAYOUT)));
    expect(parsed).toEqual({ ok: true, value: DEFAULT_HOME_LAYOUT });
  });

  it('orders by the numbers, an empty one last, the hero first whatever its number', () => {
    const values = homeFormValues(DEFAULT_HOME_LAYOUT);
    section(values, 'visit').order = '1';
    section(values, 'story').order = '';
    section(values, 'hero').order = '50';
    section(values, 'gallery').enabled = false;
    const parsed = parseHomeForm(posted(values));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value.map((entry) => entry.key)).toEqual(['hero', 'visit', 'numbers', 'collection', 'on-sale', 'new-arrivals', 'gallery', 'journal', 'good-to-know', 'newsletter', 'find-us', 'story']);
    expect(parsed.value.find((entry) => entry.key === 'gallery')?.enabled).toBe(false);
  });

  it('reads lists from lines and slots: headlines, slides, gallery images, counters, tabs', () => {
    const values = homeFormValues(DEFAULT_HOME_LAYOUT);
    const hero = section(values, 'hero').values;
    hero.headlines = 'One\r\n\r\n  Two  \nThree';
    hero.slides = '/uploads/a.webp\n https://vimeo.com/1 ';
    const gallery = section(values, 'gallery').values;
    gallery.source = 'images';
    gallery.images = '/uploads/shop.jpg | The shop | in spring\n/uploads/bare.jpg';
    const counters = section(values, 'numbers').values;
    counters['items.1.label'] = '';
    counters['items.1.stop'] = '';
    counters['items.1.prefix'] = '';
    counters['items.1.suffix'] = '';
    counters['items.1.max'] = '';
    counters['items.3.max'] = '10';
    section(values, 'good-to-know').values['tabs.3.title'] = 'Gifts';
    section(values, 'good-to-know').values['tabs.3.text'] = 'Wrapped on request.';
    const parsed = parseHomeForm(posted(values));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const byKey = (key: string) => parsed.value.find((entry) => entry.key === key);
    expect(byKey('hero')).toMatchObject({ headlines: ['One', 'Two', 'Three'], slides: ['/uploads/a.webp', 'https://vimeo.com/1'] });
    expect(byKey('gallery')).toMatchObject({ source: 'images', images: [{ src: '/uploads/shop.jpg', caption: 'The shop | in spring' }, { src: '/uploads/bare.jpg', caption: '' }] });
    const numbers = byKey('numbers');
    expect(numbers?.type === 'counters' && numbers.items.map((item) => [item.label, item.stop, item.max, item.circle])).toEqual([
      ['Makers we work with', 24, null, false],
      ['Plastic-free packaging', 100, 100, true],
      ['Repairs free for', 5, 10, false],
    ]);
    const tabs = byKey('good-to-know');
    expect(tabs?.type === 'tabs' && tabs.tabs.map((tab) => tab.title)).toEqual(['Shipping', 'Returns', 'Care', 'Gifts']);
  });

  it('names each message by the field it is about, keeping what was typed', () => {
    const values = homeFormValues(DEFAULT_HOME_LAYOUT);
    section(values, 'numbers').values['items.2.stop'] = '1e3';
    section(values, 'numbers').values['items.3.label'] = '';
    section(values, 'find-us').values.zoom = '20';
    section(values, 'find-us').values.lng = 'west';
    section(values, 'on-sale').values.count = '0';
    section(values, 'on-sale').order = '100';
    section(values, 'hero').values.headlines = '';
    section(values, 'good-to-know').values['tabs.1.text'] = '';
    const parsed = parseHomeForm(posted(values));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      'sections.numbers.items.2.stop': 'Enter a whole number.',
      'sections.numbers.items.3.label': 'Enter some text.',
      'sections.find-us.zoom': 'Enter a number from 1 to 19.',
      'sections.find-us.lng': 'Enter a number.',
      'sections.on-sale.count': 'Enter a number from 1 to 12.',
      'sections.on-sale.order': 'Enter a whole number from 1 to 99, or leave it empty to put the section last.',
      'sections.hero.headlines': 'Enter at least the headline.',
      'sections.good-to-know.tabs.1.text': 'Enter the tab’s text.',
    });
    expect(section(parsed.values, 'numbers').values['items.2.stop']).toBe('1e3');
    expect(section(parsed.values, 'find-us').values.lng).toBe('west');
  });

  it('reads only the sections of the saved layout, and nothing from a hostile field name', () => {
    const fields = new Map(Object.entries({ ...homeFormFields(homeFormValues(DEFAULT_HOME_LAYOUT)), 'sections.__proto__.enabled': '1', 'sections.evil.enabled': '1' }));
    const values = readHomeForm({ get: (name) => fields.get(name) ?? null }, DEFAULT_HOME_LAYOUT);
    expect(values.map((entry) => entry.key)).toEqual(DEFAULT_HOME_LAYOUT.map((entry) => entry.key));
  });
});
