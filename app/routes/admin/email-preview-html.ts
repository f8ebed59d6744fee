import { data } from 'react-router';
import type { Route } from './+types/email-preview-html.ts';
import { services } from '../../context.ts';
import { isSupportedLocale, shopLocales, type Locale } from '../../../core/i18n/locales.ts';
import { previewEmail } from '../../../core/mail/email-preview.ts';
import { readEmailSetting, readEmailTextsForm } from '../../../core/mail/email-settings.ts';
import { emailType, isEmailTypeId, type EmailTypeId } from '../../../core/mail/email-types.ts';
import { escapeHtml } from '../../../core/mail/escape.ts';
import type { OwnerMailTexts } from '../../../core/mail/email-texts.ts';
import { readAdminForm } from './guard.ts';
import { emailPreviewContext } from './mail-context.ts';

/** The preview frame's policy: as an outbox message's, but framed by the admin's own page. */
const PREVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; form-action 'none'; base-uri 'none'; sandbox";

function previewTarget(params: Route.LoaderArgs['params'], language: string | null, context: Route.LoaderArgs['context']): { id: EmailTypeId; language: Locale } {
  if (!isEmailTypeId(params.type)) throw data('Not found', { status: 404 });
  const languages = shopLocales(services(context).config);
  const shown = isSupportedLocale(language) && languages.includes(language) ? language : languages[0];
  return { id: params.type, language: emailType(params.type).to === 'shop' || !shown ? (languages[0] as Locale) : shown };
}

async function previewResponse(id: EmailTypeId, language: Locale, texts: OwnerMailTexts, context: Route.LoaderArgs['context']): Promise<Response> {
  const preview = await previewEmail(services(context).db, id, language, texts, emailPreviewContext(context));
  const body = preview
    ? preview.mail.html.replace(
        /<body([^>]*)>/,
        (whole) => `${whole}<p style="margin:0 0 12px;font:14px Arial,sans-serif;color:#1b1f24"><strong>Subject:</strong> ${escapeHtml(preview.mail.subject)}${preview.source.kind === 'order' ? ` · about order #${preview.source.orderId}` : preview.source.kind === 'example' ? ' · an example order, as the shop has none yet' : ''}</p>`,
      )
    : '<!doctype html><html lang="en"><body><p>Add a product to preview the order e-mails.</p></body></html>';
  return new Response(body, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PREVIEW_POLICY, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The e-mail with its saved texts, as the customer would get it now. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id, language } = previewTarget(params, new URL(request.url).searchParams.get('lang'), context);
  const saved = await readEmailSetting(services(context).db, id, language);
  return previewResponse(id, language, saved.texts, context);
}

/** The e-mail with the texts being typed on the settings page (nothing saved); a refused text shows its reason. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readAdminForm(request, context);
  const { id, language } = previewTarget(params, String(form.get('preview_language') ?? ''), context);
  const parsed = readEmailTextsForm(form, language);
  if (!parsed.ok) {
    const reasons = Object.values(parsed.errors).map((reason) => `<li>${escapeHtml(reason)}</li>`).join('');
    return new Response(`<!doctype html><html lang="en"><body><p>The preview cannot be shown:</p><ul>${reasons}</ul></body></html>`, {
      status: 400,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PREVIEW_POLICY, 'Cache-Control': 'private, no-store' },
    });
  }
  return previewResponse(id, language, parsed.value, context);
}
