import { useEffect, type ReactNode } from 'react';

/** How long the owner may pause typing before the preview follows the form. */
const PREVIEW_DELAY_MS = 600;

/**
 * The storefront in a frame, with the form's unsaved settings. The form's "Update preview" button posts
 * into the frame; once the page runs its script, any change to a field does the same after a short pause.
 */
export function ThemePreview({ formId, frameName, src }: { formId: string; frameName: string; src: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    const button = form?.querySelector<HTMLButtonElement>('button[data-theme-preview]');
    if (!(form instanceof HTMLFormElement) || !button) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => form.requestSubmit(button), PREVIEW_DELAY_MS);
    };
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, [formId]);
  return (
    <section className="theme-preview" aria-labelledby="theme-preview-title">
      <h2 id="theme-preview-title">Preview</h2>
      <p className="form-row__hint">The shop with the settings of the form, before you save them. Nothing shown here is recorded.</p>
      <iframe name={frameName} title="Preview of the shop with these settings" src={src} className="theme-preview__frame" />
    </section>
  );
}

/**
 * A previewed settings form's buttons, after its own `children`: "Update preview" posts the unsaved values
 * into the preview frame (`formtarget`), "Save changes" posts them to the page.
 */
export function PreviewFormActions({ previewUrl, previewFrame, children }: { previewUrl: string; previewFrame: string; children?: ReactNode }) {
  return (
    <div className="theme-settings-form__actions">
      {children}
      <button type="submit" className="button button--secondary" formAction={previewUrl} formTarget={previewFrame} data-theme-preview="">
        Update preview
      </button>
      <button type="submit" className="button">
        Save changes
      </button>
    </div>
  );
}
