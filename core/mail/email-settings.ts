import { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { inTransaction } from '../../db/transaction.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { nowIso } from '../shared/time.ts';
import { fieldErrorsFrom, hasControlCharacters, type FormFailure } from '../shared/validation.ts';
import { emailType, EMAIL_TYPES, type EmailTypeId } from './email-types.ts';
import { NO_OWNER_TEXTS, type OwnerMailTexts } from './email-texts.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { EMAIL_ADDITIONAL_MAX, EMAIL_HEADING_MAX, EMAIL_SUBJECT_MAX } from './email-limits.ts';

const MAX_RECIPIENTS = 10;

/** What one e-mail runs with when it is written in one language. */
export interface EmailSettingInLanguage {
  enabled: boolean;
  /** The shop's own e-mails: who gets them instead of the shop's address; empty: the shop's address. */
  recipient: string;
  texts: OwnerMailTexts;
}

/** One e-mail's settings as the admin edits them: the switch, the recipients, and the texts in each language. */
export interface EmailSettingForEdit {
  enabled: boolean;
  recipient: string;
  texts: Record<string, OwnerMailTexts>;
}

/** Whether an e-mail goes: one sent on request always does; another unless its saved row turns it off. */
function isOn(id: EmailTypeId, row: { enabled: number } | undefined): boolean {
  return !emailType(id).switchable || (row ? row.enabled === 1 : true);
}

/** The switch and recipients of every e-mail (no row: on, the shop's address). */
export async function listEmailSwitches(db: Db): Promise<Record<EmailTypeId, { enabled: boolean; recipient: string }>> {
  const rows = await db.selectFrom('email_settings').select(['email_id', 'enabled', 'recipient']).execute();
  const byId = new Map(rows.map((row) => [row.email_id, row]));
  return Object.fromEntries(
    EMAIL_TYPES.map((type) => {
      const row = byId.get(type.id);
      return [type.id, { enabled: isOn(type.id, row), recipient: row?.recipient ?? '' }];
    }),
  ) as Record<EmailTypeId, { enabled: boolean; recipient: string }>;
}

/**
 * The switch and one language's texts of an e-mail, in one read kept compiled (every order writes two
 * e-mails). Saving always writes the settings row, so texts without one do not exist.
 */
const settingInLanguage = reusableQuery((db, p: { id: string; language: string }) =>
  db
    .selectFrom('email_settings as s')
    .leftJoin('email_texts as t', (join) => join.onRef('t.email_id', '=', 's.email_id').on('t.language', '=', p.language))
    .select(['s.enabled', 's.recipient', 't.subject', 't.heading', 't.additional_content'])
    .where('s.email_id', '=', p.id),
);

/** One e-mail's settings for a message written in `language`: the switch and that language's texts. */
export async function readEmailSetting(db: Db, id: EmailTypeId, language: string): Promise<EmailSettingInLanguage> {
  const [row] = await settingInLanguage(db, { id, language });
  return {
    enabled: isOn(id, row),
    recipient: row?.recipient ?? '',
    texts: row && row.subject !== null ? { subject: row.subject, heading: row.heading ?? '', additionalContent: row.additional_content ?? '' } : NO_OWNER_TEXTS,
  };
}

export async function readEmailSettingForEdit(db: Db, id: EmailTypeId): Promise<EmailSettingForEdit> {
  const [setting, texts] = await Promise.all([
    db.selectFrom('email_settings').select(['enabled', 'recipient']).where('email_id', '=', id).executeTakeFirst(),
    db.selectFrom('email_texts').selectAll().where('email_id', '=', id).execute(),
  ]);
  return {
    enabled: isOn(id, setting),
    recipient: setting?.recipient ?? '',
    texts: Object.fromEntries(texts.map((row) => [row.language, { subject: row.subject, heading: row.heading, additionalContent: row.additional_content }])),
  };
}

const oneLineText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} under ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), `The ${what} is one line of text.`);

const recipientList = z
  .string()
  .trim()
  .max(2000, 'Too many addresses.')
  .transform((text) => text.split(',').map((each) => each.trim()).filter(Boolean))
  .refine((list) => list.length <= MAX_RECIPIENTS, `Name at most ${MAX_RECIPIENTS} addresses.`)
  .refine((list) => list.every((each) => z.email().safeParse(each).success), 'Write e-mail addresses separated by commas, such as shop@example.com, orders@example.com.')
  .transform((list) => list.join(', '));

function textsSchema() {
  return z.object({
    subject: oneLineText(EMAIL_SUBJECT_MAX, 'subject'),
    heading: oneLineText(EMAIL_HEADING_MAX, 'heading'),
    additionalContent: z
      .string()
      .trim()
      .max(EMAIL_ADDITIONAL_MAX, `Keep the additional content under ${EMAIL_ADDITIONAL_MAX} characters.`)
      .refine((text) => !hasControlCharacters(text.replace(/[\n\t]/g, ' ')), 'The additional content is plain text.'),
  });
}

/** The admin form's field names for a language's texts: `subject_fr`, `heading_fr`, `additional_content_fr`. */
export function emailTextFieldNames(language: string): { subject: string; heading: string; additionalContent: string } {
  return { subject: `subject_${language}`, heading: `heading_${language}`, additionalContent: `additional_content_${language}` };
}

export type EmailSettingFormValues = Record<string, string>;

function formText(form: { get(name: string): unknown }, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 3 * EMAIL_ADDITIONAL_MAX).replace(/\r\n?/g, '\n') : '';
}

/** One language's texts from the admin's form (`subject_fr`…), or the messages by field. */
export function readEmailTextsForm(form: { get(name: string): unknown }, language: string): { ok: true; value: OwnerMailTexts; values: EmailSettingFormValues } | FormFailure<EmailSettingFormValues> {
  const names = emailTextFieldNames(language);
  const values: EmailSettingFormValues = { [names.subject]: formText(form, names.subject), [names.heading]: formText(form, names.heading), [names.additionalContent]: formText(form, names.additionalContent) };
  const parsed = textsSchema().safeParse({ subject: values[names.subject], heading: values[names.heading], additionalContent: values[names.additionalContent] });
  if (parsed.success) return { ok: true, value: parsed.data, values };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsFrom(parsed.error))) errors[names[field as keyof typeof names]] ??= message;
  return { ok: false, errors, values };
}

/**
 * Reads the admin's form for one e-mail: the switch (where it has one), the recipients (the shop's own
 * e-mails), and the three texts in each of the shop's languages; a refused form keeps what was typed.
 */
export function readEmailSettingForm(
  id: EmailTypeId,
  form: { get(name: string): unknown },
  languages: readonly string[],
): { ok: true; value: EmailSettingForEdit } | FormFailure<EmailSettingFormValues> {
  const type = emailType(id);
  let values: EmailSettingFormValues = { enabled: form.get('enabled') === '1' ? '1' : '', recipient: formText(form, 'recipient') };
  let errors: Record<string, string> = {};
  let recipient = '';
  if (type.to === 'shop') {
    const parsed = recipientList.safeParse(values.recipient);
    if (parsed.success) recipient = parsed.data;
    else errors.recipient = parsed.error.issues[0]?.message ?? 'Check the addresses.';
  }
  const texts: Record<string, OwnerMailTexts> = {};
  for (const language of languages) {
    const read = readEmailTextsForm(form, language);
    values = { ...values, ...read.values };
    if (read.ok) texts[language] = read.value;
    else errors = { ...errors, ...read.errors };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, value: { enabled: !type.switchable || values.enabled === '1', recipient, texts } };
}

/** Saves one e-mail's settings; a language whose texts are all empty keeps no row. */
export async function saveEmailSetting(db: Db, id: EmailTypeId, setting: EmailSettingForEdit): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = { enabled: setting.enabled ? 1 : 0, recipient: setting.recipient, updated_at: nowIso() };
    await trx
      .insertInto('email_settings')
      .values({ email_id: id, ...row })
      .onConflict((conflict) => conflict.column('email_id').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('email_texts').where('email_id', '=', id).execute();
    const written = Object.entries(setting.texts).filter(([, texts]) => texts.subject !== '' || texts.heading !== '' || texts.additionalContent !== '');
    if (written.length > 0) {
      await trx
        .insertInto('email_texts')
        .values(written.map(([language, texts]) => ({ email_id: id, language, subject: texts.subject, heading: texts.heading, additional_content: texts.additionalContent })))
        .execute();
    }
  });
}

/**
 * Queues one of the shop's e-mails as the owner set it up: nothing when it is turned off, the owner's
 * texts for its language handed to `render`, and the owner's recipients for the shop's own e-mails.
 * Call it with the transaction that writes what the e-mail is about.
 */
export async function queueShopEmail(db: Db, id: EmailTypeId, language: string, render: (texts: OwnerMailTexts) => OutgoingMail | null): Promise<OutgoingMail | null> {
  const setting = await readEmailSetting(db, id, language);
  if (!setting.enabled) return null;
  const mail = render(setting.texts);
  if (!mail) return null;
  const addressed = emailType(id).to === 'shop' && setting.recipient !== '' ? { ...mail, to: setting.recipient } : mail;
  if (!addressed.to) return null;
  await enqueueMail(db, addressed);
  return addressed;
}
