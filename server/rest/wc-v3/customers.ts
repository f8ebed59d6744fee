import type { Request, Response } from 'express';
import { z } from 'zod';
import { createCustomer, deleteCustomer, getAccountRow, payingCustomerIds, updateCustomer, type CustomerWriteError, type NewCustomer, type WelcomeMail } from '../../../core/accounts/customer-accounts.ts';
import { readSavedAddressesOf } from '../../../core/accounts/customer-addresses.ts';
import { CUSTOMER_LIST_ORDERS, listCustomers } from '../../../core/accounts/customer-list.ts';
import { ROLES } from '../../../core/accounts/user-view.ts';
import { isValidEmail } from '../../../core/checkout/validators.ts';
import { localizedPath } from '../../../core/i18n/locale-path.ts';
import { isRowId } from '../../../core/shared/row-id.ts';
import type { Db } from '../../../db/connect.ts';
import type { User } from '../../../db/schema.ts';
import { requestServices } from '../../request/request-services.ts';
import { requireOwner } from '../auth.ts';
import { REST_ERRORS, sendRest, sendRestError, type RestError } from '../errors.ts';
import { pickFields } from '../fields.ts';
import { readJsonBody } from '../json-body.ts';
import { offsetQuery, pageOffset, pagingQuery, setPagingHeaders } from '../paging.ts';
import { fieldsParam, parseQuery, queryValue } from '../query.ts';
import type { RestContext } from '../route-table.ts';
import { batchErrorItem, batchSchema, readBatchBody } from './batch.ts';
import { contextQuery, forced, idListQuery, linkBase, orderQuery, pathId } from './common.ts';
import { CUSTOMER_ERRORS, customerJson, CUSTOMERS_ROUTE, parseCustomerBody } from './customer-json.ts';
import { restUrl, type WcLinkBase } from './wc-format.ts';

const ROLE_FILTERS = ['all', ...ROLES] as const;

const listSchema = z.object({
  ...pagingQuery,
  ...offsetQuery,
  ...contextQuery,
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  email: z
    .string()
    .max(254, 'must be at most 254 characters')
    .refine((value) => isValidEmail(value.trim()), 'must be an e-mail address')
    .optional(),
  role: z.enum(ROLE_FILTERS, { error: `must be one of ${ROLE_FILTERS.join(', ')}` }).default('customer'),
  include: idListQuery.optional(),
  exclude: idListQuery.optional(),
  orderby: z.enum(CUSTOMER_LIST_ORDERS, { error: `must be one of ${CUSTOMER_LIST_ORDERS.join(', ')}` }).default('name'),
  order: orderQuery('asc'),
});

const itemSchema = z.object({ ...contextQuery });

/** The accounts as WooCommerce's customers, their addresses and paid orders read in two queries; outside a request too (a webhook's body). */
export async function customersJsonWith(db: Db, users: readonly User[], base: Pick<WcLinkBase, 'siteOrigin'>) {
  const ids = users.map((user) => user.id);
  const [addresses, paying] = await Promise.all([readSavedAddressesOf(db, ids), payingCustomerIds(db, ids)]);
  return users.map((user) => customerJson({ user, addresses: addresses.get(user.id) ?? { billing: null, shipping: null }, paying: paying.has(user.id) }, base));
}

async function oneCustomerJson(db: Db, user: User, base: Pick<WcLinkBase, 'siteOrigin'>) {
  return (await customersJsonWith(db, [user], base))[0];
}

/** WooCommerce's new-account e-mail for an account made here: in the shop's default language, linking to My account. */
function welcomeMail(res: Response, context: RestContext): WelcomeMail {
  const { store } = requestServices(res).config;
  const language = store.locales.default;
  return { storeName: store.name, language, accountUrl: `${context.siteOrigin}${localizedPath('/my-account/', language, store.locales)}`, siteUrl: context.siteOrigin };
}

/** `GET /wc/v3/customers`: customers by name unless asked otherwise (`role=all` lists the owner's accounts too), paged. */
export async function listCustomersRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, listSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { query } = parsed;
  const { db } = requestServices(res);
  const { rows, total } = await listCustomers(db, {
    search: query.search?.trim() || undefined,
    email: query.email,
    role: query.role,
    include: query.include,
    exclude: query.exclude,
    orderBy: query.orderby,
    order: query.order,
    perPage: query.per_page,
    // As WordPress: an offset of 0 is no offset, and `page` counts.
    offset: query.offset || pageOffset(query),
  });
  setPagingHeaders(req, res, context.siteOrigin, query, total);
  sendRest(res, 200, pickFields(await customersJsonWith(db, rows, context), fieldsParam(req)));
}

/** `GET /wc/v3/customers/<id>`: any account, the owner's too (its `role` says which). */
export async function getCustomerRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: false }))) return;
  const parsed = parseQuery(req, itemSchema);
  if (!parsed.ok) return sendRestError(res, parsed.error);
  const { db } = requestServices(res);
  const id = pathId(context);
  const user = id === null ? null : await getAccountRow(db, id);
  if (!user) return sendRestError(res, CUSTOMER_ERRORS.notFound(404));
  sendRest(res, 200, pickFields(await oneCustomerJson(db, user, context), fieldsParam(req)));
}

type WriteResult = { ok: true; user: User } | { ok: false; error: RestError };

function writeError(code: CustomerWriteError, creating: boolean): RestError {
  switch (code) {
    case 'email_taken':
      return creating ? CUSTOMER_ERRORS.emailExists() : CUSTOMER_ERRORS.emailOfAnother();
    case 'username_taken':
      return CUSTOMER_ERRORS.usernameExists();
    case 'username_fixed':
      return CUSTOMER_ERRORS.usernameFixed();
    case 'not_customer':
      return CUSTOMER_ERRORS.cannotEdit();
    case 'invalid_reassign':
      return CUSTOMER_ERRORS.invalidReassign();
    case 'not_found':
      return CUSTOMER_ERRORS.notFound(400);
  }
}

/** One create (`current` null) or update of an account the caller may change. */
async function writeOne(db: Db, current: User | null, json: unknown, welcome: WelcomeMail): Promise<WriteResult> {
  if (current && current.role !== 'customer') return { ok: false, error: CUSTOMER_ERRORS.cannotEdit() };
  const body = parseCustomerBody(json, current === null);
  if (!body.ok) return body;
  const saved = current === null ? await createCustomer(db, body.customer as NewCustomer, welcome) : await updateCustomer(db, current.id, body.customer);
  return saved.ok ? { ok: true, user: saved.value } : { ok: false, error: writeError(saved.error.code, current === null) };
}

/** `POST /wc/v3/customers`: a new customer; `email` is required. It is sent WooCommerce's new-account e-mail. */
export async function createCustomerRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  await writeCustomerRoute(req, res, context, null);
}

/** `PUT`/`PATCH` (or a POST overriding to one) `/wc/v3/customers/<id>`: only the fields sent change. */
export async function updateCustomerRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  const id = pathId(context);
  if (id !== null) return writeCustomerRoute(req, res, context, id);
  if (await requireOwner(req, res, { write: true })) sendRestError(res, CUSTOMER_ERRORS.notFound(400));
}

async function writeCustomerRoute(req: Request, res: Response, context: RestContext, id: number | null): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const current = id === null ? null : await getAccountRow(db, id);
  if (id !== null && !current) return sendRestError(res, CUSTOMER_ERRORS.notFound(400));
  if (current && current.role !== 'customer') return sendRestError(res, CUSTOMER_ERRORS.cannotEdit());
  const body = readJsonBody(req, res);
  if (!body.ok) return sendRestError(res, body.error);
  const result = await writeOne(db, current, body.json, welcomeMail(res, context));
  if (!result.ok) return sendRestError(res, result.error);
  if (id === null) res.setHeader('Location', restUrl(context, `${CUSTOMERS_ROUTE}/${result.user.id}`));
  sendRest(res, id === null ? 201 : 200, pickFields(await oneCustomerJson(db, result.user, linkBase(res, context)), fieldsParam(req)));
}

/** `reassign` as WordPress reads it: absent or 0 for nobody, else an account's id; null when it is neither. */
function reassignParam(req: Request): { ok: true; to: number | null } | { ok: false } {
  const value = queryValue(req, 'reassign')?.trim();
  if (value === undefined || value === '' || value === '0') return { ok: true, to: null };
  return /^\d{1,9}$/.test(value) && isRowId(Number(value)) ? { ok: true, to: Number(value) } : { ok: false };
}

/**
 * `DELETE /wc/v3/customers/<id>?force=true` (customers have no trash): answers the customer as it was.
 * Its orders keep their data as guest orders; `reassign` gives its uploads to another account.
 */
export async function removeCustomerRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const { db } = requestServices(res);
  const id = pathId(context);
  const user = id === null ? null : await getAccountRow(db, id);
  if (user && user.role !== 'customer') return sendRestError(res, CUSTOMER_ERRORS.cannotDelete());
  // As WooCommerce: trashing is refused before the id is even looked at.
  if (!forced(req)) return sendRestError(res, CUSTOMER_ERRORS.trashNotSupported());
  if (id === null || !user) return sendRestError(res, CUSTOMER_ERRORS.notFound(400));
  const reassign = reassignParam(req);
  if (!reassign.ok) return sendRestError(res, REST_ERRORS.invalidParams({ reassign: 'must be the id of another account, or 0 for none' }));
  const json = await oneCustomerJson(db, user, context);
  const deleted = await deleteCustomer(db, id, reassign.to);
  if (!deleted.ok) return sendRestError(res, deleted.error.code === 'not_customer' ? CUSTOMER_ERRORS.cannotDelete() : writeError(deleted.error.code, false));
  sendRest(res, 200, pickFields(json, fieldsParam(req)));
}

const batchBody = batchSchema('customer', 'customers');

/**
 * `POST /wc/v3/customers/batch`: creates, updates and deletes in that order, as WooCommerce does (a batch
 * deletes for good); each item answers its customer or its own error, and one failure stops no other.
 */
export async function batchCustomersRoute(req: Request, res: Response, context: RestContext): Promise<void> {
  if (!(await requireOwner(req, res, { write: true }))) return;
  const batch = readBatchBody(req, res, batchBody);
  if (!batch) return;
  const { db } = requestServices(res);
  const welcome = welcomeMail(res, context);
  const idOf = (id: unknown) => (typeof id === 'number' && isRowId(id) ? id : null);
  const answer: Record<string, unknown[]> = {};
  if (batch.create) {
    answer.create = [];
    for (const item of batch.create) {
      const result = await writeOne(db, null, item, welcome);
      answer.create.push(result.ok ? await oneCustomerJson(db, result.user, context) : batchErrorItem(0, result.error));
    }
  }
  if (batch.update) {
    answer.update = [];
    for (const { id, ...item } of batch.update) {
      const valid = idOf(id);
      const current = valid === null ? null : await getAccountRow(db, valid);
      const result: WriteResult = current ? await writeOne(db, current, item, welcome) : { ok: false, error: CUSTOMER_ERRORS.notFound(400) };
      answer.update.push(result.ok ? await oneCustomerJson(db, result.user, context) : batchErrorItem(typeof id === 'number' ? id : 0, result.error));
    }
  }
  if (batch.delete) {
    answer.delete = [];
    for (const id of batch.delete) {
      const valid = idOf(id);
      const user = valid === null ? null : await getAccountRow(db, valid);
      const json = user?.role === 'customer' ? await oneCustomerJson(db, user, context) : null;
      const deleted = user?.role === 'customer' ? await deleteCustomer(db, user.id) : null;
      const error = user && user.role !== 'customer' ? CUSTOMER_ERRORS.cannotDelete() : CUSTOMER_ERRORS.notFound(400);
      answer.delete.push(json && deleted?.ok ? json : batchErrorItem(typeof id === 'number' ? id : 0, error));
    }
  }
  sendRest(res, 200, answer);
}
