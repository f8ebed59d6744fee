import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/coupon-edit.ts';
import { services } from '../../context.ts';
import { createCoupon, deleteCoupon, getCoupon, updateCoupon } from '../../../core/coupons/coupon-store.ts';
import { exampleAmount } from '../../../core/shared/money.ts';
import { CouponForm, type CouponFormValues } from '../../components/admin/CouponForm.tsx';
import { NonceField } from '../../components/admin/Field.tsx';
import { couponFormValues, expiryDay, expiryInstantText, parseCouponForm, readCouponForm } from './coupon-form-values.ts';
import { idParam, readAdminForm } from './guard.ts';
import { useAdminNonce } from './use-nonce.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const isNew = params.id === undefined;
  const coupon = isNew ? null : await getCoupon(db, idParam(params.id));
  if (!isNew && !coupon) throw data('Not found', { status: 404 });
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('menu_order').orderBy('name').execute();
  const currency = config.store.currency;
  return {
    isNew,
    id: coupon?.id ?? null,
    code: coupon?.code ?? null,
    // Changes on every save, so the form starts afresh from what was saved.
    revision: coupon?.updated_at ?? 'new',
    values: couponFormValues(coupon, currency),
    usageCount: coupon ? Number(coupon.usage_count) : null,
    expiryInstant: expiryInstantText(coupon?.expires_at ?? null),
    categories,
    currency,
    amountExample: exampleAmount(currency),
  };
}

type Failure = { errors: Record<string, string>; values: CouponFormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, session, config } = services(context);
  const form = await readAdminForm(request, context);
  const id = params.id === undefined ? null : idParam(params.id);
  const existing = id === null ? null : await getCoupon(db, id);
  if (id !== null && !existing) throw data('Not found', { status: 404 });

  if (existing && form.get('intent') === 'delete') {
    await deleteCoupon(db, existing.id);
    await session.addNotice({ type: 'success', message: `Coupon “${existing.code}” was deleted.` });
    return redirect('/admin/coupons/', 303);
  }

  const currency = config.store.currency;
  const values = readCouponForm(form);
  const fail = (errors: Record<string, string>) => data<Failure>({ errors, values }, { status: 400 });
  const parsed = parseCouponForm(values, currency, exampleAmount(currency));
  if (!parsed.ok) return fail(parsed.errors);
  // The form shows an expiry's day: the same day sent back keeps a time of day set through the REST API.
  const keepsExpiry = existing?.expires_at && values.date_expires.trim() === expiryDay(existing.expires_at);
  const input = keepsExpiry ? { ...parsed.value, expiresAt: existing.expires_at } : parsed.value;

  const saved = existing ? await updateCoupon(db, existing.id, input) : await createCoupon(db, input);
  if (!saved.ok) {
    if (saved.error.code === 'not_found') throw data('Not found', { status: 404 });
    return fail({ [saved.error.field ?? 'form']: saved.error.message });
  }
  await session.addNotice({ type: 'success', message: existing ? 'Coupon updated.' : 'Coupon created.' });
  return redirect(`/admin/coupons/${saved.value.id}/`, 303);
}

export default function AdminCouponEdit({ loaderData, actionData }: Route.ComponentProps) {
  const nonce = useAdminNonce();
  const { isNew, id, code, revision } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const title = isNew ? 'Add coupon' : `Edit coupon “${code ?? ''}”`;
  return (
    <>
      <title>{`${title} · Shop admin`}</title>
      <h1>{title}</h1>
      <p>
        <Link to="/admin/coupons/">← All coupons</Link>
      </p>
      <CouponForm
        key={`${id ?? 'new'}:${revision}`}
        nonce={nonce}
        values={values}
        errors={actionData?.errors}
        isNew={isNew}
        categories={loaderData.categories}
        currency={loaderData.currency}
        amountExample={loaderData.amountExample}
        usageCount={loaderData.usageCount}
        expiryInstant={loaderData.expiryInstant}
      />
      {id !== null ? (
        <Form method="post" className="admin-danger-zone">
          <NonceField nonce={nonce} />
          <h2>Delete coupon</h2>
          <p>Deleting removes the coupon for good: customers can no longer use it, and past orders keep their coupon lines. To stop it for now, set its status to Draft instead.</p>
          <button type="submit" name="intent" value="delete" className="button button--danger">
            Delete coupon
          </button>
        </Form>
      ) : null}
    </>
  );
}
