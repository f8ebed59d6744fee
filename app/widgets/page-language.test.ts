// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_MESSAGES_OBJECT } from '../../core/contract/i18n/browser-messages.ts';
import { pageBrowserMessages } from '../../core/i18n/browser-text.ts';
import type { MessageLocale } from '../../core/i18n/messages/index.ts';
import { showToggleState, toggleButton } from './background/toggle.ts';
import { buildDialog } from './lightbox/viewer/dialog.ts';
import type { LightboxItem } from './lightbox/viewer/items.ts';
import { addConsentNote } from './map/consent-note.ts';
import { openModal } from './modal/dialog.ts';
import { openRemoteModal } from './modal/remote.ts';

/** The page object the server writes on a page in `locale` (none in English). */
function pageIn(locale: MessageLocale): void {
  const messages = pageBrowserMessages(locale);
  if (messages) Object.assign(window, { [BROWSER_MESSAGES_OBJECT]: messages });
  else Reflect.deleteProperty(window, BROWSER_MESSAGES_OBJECT);
}

afterEach(() => {
  Reflect.deleteProperty(window, BROWSER_MESSAGES_OBJECT);
  document.body.replaceChildren();
});

const items: LightboxItem[] = [
  { kind: 'image', url: 'https://shop.test/a.jpg', caption: 'Mug', thumbnail: null, links: [] },
  { kind: 'image', url: 'https://shop.test/b.jpg', caption: '', thumbnail: null, links: [] },
];

function lightboxLabels(): string[] {
  const { buttons, thumbButtons } = buildDialog(document, items);
  return [...Object.values(buttons), ...thumbButtons].map((button) => button.getAttribute('aria-label') ?? '');
}

describe('the widgets in the page’s language', () => {
  it('name the lightbox’s buttons in English on an English page', () => {
    pageIn('en');
    expect(lightboxLabels()).toEqual(['Slideshow', 'Full screen', 'Thumbnails', 'Close', 'Previous', 'Next', 'Show 1 of 2: Mug', 'Show 2 of 2']);
  });

  it('name the lightbox’s buttons in French and German', () => {
    pageIn('fr');
    expect(lightboxLabels()).toEqual(['Diaporama', 'Plein écran', 'Miniatures', 'Fermer', 'Précédent', 'Suivant', 'Afficher 1 sur 2\u00a0: Mug', 'Afficher 2 sur 2']);
    pageIn('de');
    expect(lightboxLabels()).toEqual(['Diashow', 'Vollbild', 'Miniaturansichten', 'Schließen', 'Zurück', 'Weiter', '1 von 2 anzeigen: Mug', '2 von 2 anzeigen']);
  });

  it('name the modal’s close button', () => {
    pageIn('de');
    const dialog = document.createElement('dialog');
    const trigger = document.createElement('button');
    document.body.append(dialog, trigger);
    openModal(dialog, trigger);
    expect(dialog.querySelector('.modal-close')?.getAttribute('aria-label')).toBe('Schließen');
  });

  it('say what the slideshow’s button does', () => {
    pageIn('fr');
    const element = document.createElement('div');
    const button = toggleButton(element);
    showToggleState(button, true);
    expect(button.textContent).toBe('Mettre l’arrière-plan en pause');
    showToggleState(button, false);
    expect(button.textContent).toBe('Lire l’arrière-plan');
  });

  it('explain why a map waits, and offer to load it', () => {
    pageIn('fr');
    const note = addConsentNote(document.createElement('div'), 'note-1', 'tile.example', 'Marketing', () => {});
    expect(note.querySelector('p')?.textContent).toBe(
      'La carte provient de tile.example, qui voit alors votre adresse IP. Elle se charge dès que vous autorisez «\u00a0Marketing\u00a0» dans les paramètres des cookies, ou tout de suite, pour cette carte seulement, avec ce bouton.',
    );
    expect(note.querySelector('button')?.textContent).toBe('Charger la carte');
    pageIn('en');
    const english = addConsentNote(document.createElement('div'), 'note-2', null, 'Marketing', () => {});
    expect(english.querySelector('p')?.textContent).toBe(
      'The map is not loaded yet. It loads once you allow “Marketing” in the cookie settings, or now, for this map only, with this button.',
    );
  });

  it('say a modal is loading, and that its content failed, in French', async () => {
    pageIn('fr');
    const trigger = document.createElement('button');
    trigger.dataset.modalUrl = '/size-guide/';
    trigger.textContent = 'Guide des tailles';
    document.body.append(trigger);
    let fail: (error: Error) => void = () => {};
    const win = Object.create(window, { fetch: { value: () => new Promise((_resolve, reject) => (fail = reject)) } }) as Window;
    expect(openRemoteModal(trigger, win)).toBe(true);
    const body = document.querySelector('dialog .modal-body')!;
    expect(body.textContent).toBe('Chargement…');
    fail(new Error('offline'));
    await vi.waitFor(() => expect(body.textContent).toBe('Le contenu demandé ne peut pas être chargé. Veuillez réessayer plus tard.'));
  });
});
