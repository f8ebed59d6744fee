import { data } from 'react-router';
import { translator, type Translate } from '../../core/i18n/translator.ts';
import { DEFAULT_MESSAGE_LOCALE } from '../../core/i18n/messages/index.ts';

/**
 * A posted form's fields; a body that is not a form (JSON, broken multipart) is a 400, not a crash,
 * explained in `t`'s language (the page's; the admin speaks English).
 */
export async function readFormData(request: Request, t: Translate = translator(DEFAULT_MESSAGE_LOCALE)): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(t('error.formUnreadable'), { status: 400, statusText: 'Bad Request' });
  }
}
