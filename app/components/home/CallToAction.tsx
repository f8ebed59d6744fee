import { useLocalizedHref } from '../i18n/locale-context.ts';
import { useTranslate } from '../i18n/translate-context.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { Paragraphs, SectionShell } from './SectionShell.tsx';

/**
 * A call to action whose button opens a dialog (`data-modal`), with the owner's text or a page fetched
 * into it (`data-modal-url`). Without JavaScript the button is a link: to the page, or to the dialog,
 * which the stylesheet shows in place while it is the target.
 */
export function CallToAction({ section, modalHref }: { section: SectionOf<'cta'>; modalHref: string | null }) {
  const t = useTranslate();
  const localized = useLocalizedHref();
  const dialogId = `${section.key}-dialog`;
  const pageHref = modalHref === null ? null : localized(modalHref);
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-cta">
      {section.text ? <Paragraphs text={section.text} className="home-cta__text" /> : null}
      <p>
        <a className="button home-cta__button" href={pageHref ?? `#${dialogId}`} data-modal={dialogId} data-modal-url={pageHref ?? undefined} aria-haspopup="dialog">
          {section.buttonLabel}
        </a>
      </p>
      <dialog id={dialogId} className="home-cta__dialog" aria-labelledby={`${dialogId}-title`}>
        <h3 id={`${dialogId}-title`}>{section.modalTitle}</h3>
        <div className="home-cta__dialog-body">
          <Paragraphs text={section.modalText} />
        </div>
        <form method="dialog">
          <button type="submit" className="button button--secondary">
            {t('catalog.home.close')}
          </button>
        </form>
      </dialog>
    </SectionShell>
  );
}
