import { data } from 'react-router';

/** A posted form's fields; a body that is not a form (JSON, broken multipart) is a 400, not a crash. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('The form could not be read. Please go back, reload the page and try again.', { status: 400, statusText: 'Bad Request' });
  }
}
