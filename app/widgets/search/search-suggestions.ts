import css from './search-suggestions.css?inline';
import type { WidgetContext } from '../shared/widget.ts';
import { PRODUCT_SEARCH_FIELD_SELECTOR, PRODUCT_SUGGESTIONS_PATH, type ProductSuggestionsJson } from '../../../core/contract/catalog/search-suggestions.ts';

/** How long the shopper may pause between letters before the shop is asked: one request per word, not per key. */
export const SUGGEST_DELAY_MS = 150;
/** Fewer letters than this ask nothing (the server suggests nothing for them either). */
const MIN_LETTERS = 2;
const STYLE_ID = 'search-suggestions-style';

/**
 * The product search field as a combobox (WAI-ARIA's "list autocomplete" pattern): as the shopper types, a
 * list of the products found shows under it, with a last option for every result. Up and Down move
 * through the list while focus stays in the field, Enter opens the option pointed at (or searches, as the
 * form does without script), Escape closes the list and then empties the field. A status line says how
 * many products were found. Without this the form searches as it always did.
 */
export function start({ document: doc, window: win }: WidgetContext): void {
  const fields = [...doc.querySelectorAll<HTMLInputElement>(PRODUCT_SEARCH_FIELD_SELECTOR)];
  if (fields.length === 0) return;
  ensureStyle(doc);
  for (const field of fields) enhance(doc, win, field);
}

function ensureStyle(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  doc.head.append(style);
}

interface Option {
  element: HTMLLIElement;
  url: string;
}

function enhance(doc: Document, win: Window, field: HTMLInputElement): void {
  const form = field.form;
  if (!form || field.getAttribute('role') === 'combobox') return;
  const base = field.id || `search-field-${Math.random().toString(36).slice(2)}`;
  field.id = base;
  const label = form.querySelector<HTMLLabelElement>(`label[for="${base}"]`);
  if (label && !label.id) label.id = `${base}-label`;

  const listbox = doc.createElement('ul');
  listbox.id = `${base}-suggestions`;
  listbox.className = 'search-suggestions';
  listbox.setAttribute('role', 'listbox');
  if (label) listbox.setAttribute('aria-labelledby', label.id);
  listbox.hidden = true;
  const status = doc.createElement('p');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  form.append(listbox, status);

  field.setAttribute('role', 'combobox');
  field.setAttribute('aria-autocomplete', 'list');
  field.setAttribute('aria-expanded', 'false');
  field.setAttribute('aria-controls', listbox.id);

  let options: Option[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;
  /** The search the list shows, so a late answer to an older one is dropped. */
  let shownFor = '';

  const setActive = (index: number) => {
    options[active]?.element.classList.remove('is-active');
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (!option) {
      field.removeAttribute('aria-activedescendant');
      return;
    }
    option.element.classList.add('is-active');
    option.element.setAttribute('aria-selected', 'true');
    field.setAttribute('aria-activedescendant', option.element.id);
    option.element.scrollIntoView?.({ block: 'nearest' });
  };
  const open = () => {
    if (options.length === 0) return;
    listbox.hidden = false;
    field.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    setActive(-1);
    listbox.hidden = true;
    field.setAttribute('aria-expanded', 'false');
  };
  const isOpen = () => !listbox.hidden;
  const clear = () => {
    close();
    options = [];
    listbox.replaceChildren();
    shownFor = '';
  };

  const show = (answer: ProductSuggestionsJson) => {
    const items = answer.products.map((product, index) => {
      const element = optionElement(doc, `${listbox.id}-${index}`);
      if (product.image) {
        const image = doc.createElement('img');
        image.className = 'search-suggestions__image';
        image.src = product.image.src;
        if (product.image.srcset) image.srcset = product.image.srcset;
        image.sizes = '40px';
        image.width = 40;
        image.height = 40;
        // The name follows: the picture adds nothing to what is read out.
        image.alt = '';
        image.loading = 'lazy';
        element.append(image);
      }
      element.append(textSpan(doc, 'search-suggestions__name', product.name), textSpan(doc, 'search-suggestions__price', product.price, true));
      element.append(textSpan(doc, 'visually-hidden', `, ${product.price_label}`));
      return { element, url: product.url };
    });
    if (answer.total > 0) {
      const all = optionElement(doc, `${listbox.id}-all`);
      all.classList.add('search-suggestions__all');
      all.append(textSpan(doc, 'search-suggestions__name', answer.results_label));
      items.push({ element: all, url: answer.results_url });
    }
    setActive(-1);
    options = items;
    listbox.replaceChildren(...items.map((item) => item.element));
    shownFor = answer.search;
    status.textContent = answer.summary;
    if (options.length > 0 && doc.activeElement === field) open();
    else close();
  };

  const ask = async (search: string) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const query = new URLSearchParams({ search, lang: doc.documentElement.lang || '' });
    if (!query.get('lang')) query.delete('lang');
    try {
      const response = await win.fetch(`${PRODUCT_SUGGESTIONS_PATH}?${query.toString()}`, { signal: controller.signal, headers: { Accept: 'application/json' } });
      if (!response.ok) return;
      const answer = (await response.json()) as ProductSuggestionsJson;
      // Only the answer to what the field holds now is shown.
      if (pending === controller && field.value.trim() === search) show(answer);
    } catch {
      // Offline, or overtaken by a newer search: the form still searches on Enter.
    }
  };

  field.addEventListener('input', () => {
    if (timer !== undefined) clearTimeout(timer);
    const search = field.value.trim();
    if ([...search].length < MIN_LETTERS) {
      pending?.abort();
      clear();
      return;
    }
    timer = setTimeout(() => void ask(search), SUGGEST_DELAY_MS);
  });

  field.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        if (options.length === 0) return;
        event.preventDefault();
        if (!isOpen()) open();
        setActive(active + 1 < options.length ? active + 1 : 0);
        return;
      case 'ArrowUp':
        if (options.length === 0) return;
        event.preventDefault();
        if (!isOpen()) open();
        setActive(active > 0 ? active - 1 : options.length - 1);
        return;
      case 'Enter': {
        const option = isOpen() ? options[active] : undefined;
        if (!option) return;
        event.preventDefault();
        win.location.assign(option.url);
        return;
      }
      case 'Escape':
        if (isOpen()) {
          event.preventDefault();
          close();
        } else if (field.value !== '') {
          event.preventDefault();
          field.value = '';
          clear();
        }
        return;
      default:
    }
  });

  field.addEventListener('focus', () => {
    if (shownFor !== '' && field.value.trim() === shownFor) open();
  });
  form.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !form.contains(next)) close();
  });
  // Picking with the pointer keeps focus in the field, as the keyboard does.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const element = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const option = options.find((candidate) => candidate.element === element);
    if (option) win.location.assign(option.url);
  });
}

function optionElement(doc: Document, id: string): HTMLLIElement {
  const element = doc.createElement('li');
  element.id = id;
  element.className = 'search-suggestions__option';
  element.setAttribute('role', 'option');
  element.setAttribute('aria-selected', 'false');
  return element;
}

function textSpan(doc: Document, className: string, text: string, hidden = false): HTMLSpanElement {
  const span = doc.createElement('span');
  span.className = className;
  span.textContent = text;
  if (hidden) span.setAttribute('aria-hidden', 'true');
  return span;
}
