import { Link } from 'react-router';
import type { Route } from './+types/coupons.ts';
import { services } from '../../context.ts';
import { listCoupons } from '../../../core/coupons/coupon-store.ts';
import { formatDate, formatNumber } from '../../../core/i18n/format.ts';
import { PERCENT_SCALE } from '../../../core/pricing/coupon.ts';
import { formatMoney } from '../../../core/shared/money.ts';
import type { ListSort, OwnerListQuery } from '../../../core/shared/owner-list.ts';
import { DISCOUNT_TYPE_OPTIONS } from '../../components/admin/CouponForm.tsx';
import { OwnerList } from '../../components/admin/OwnerList.tsx';
import { StatusBadge } from '../../components/admin/StatusBadge.tsx';
import { expiryInstantText } from './coupon-form-values.ts';
import { loadOwnerList } from './owner-list-loader.ts';

/** Newest first, as WooCommerce lists coupons; or by code. */
const COUPON_SORTS = ['date', 'code'] as const;
type CouponSort = (typeof COUPON_SORTS)[number];
const DEFAULT_SORT: ListSort<CouponSort> = { by: 'date', order: 'desc' };

const LIST = { path: '/admin/coupons/', perPage: 20, sort: { keys: COUPON_SORTS, initial: DEFAULT_SORT } };

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, config } = services(context);
  const { currency, locale } = config.store;
  const { list, rows } = await loadOwnerList(request, LIST, ({ search, sort, page, perPage }: Required<OwnerListQuery<CouponSort>>) =>
    listCoupons(db, { search, page, perPage, orderBy: sort?.by ?? DEFAULT_SORT.by, order: sort?.order ?? DEFAULT_SORT.order }),
  );
  return {
    list,
    coupons: rows.map((row) => {
      const amount = Number(row.amount);
      const used = Number(row.usage_count);
      return {
        id: row.id,
        code: row.code,
        type: DISCOUNT_TYPE_OPTIONS.find((option) => option.value === row.discount_type)?.label ?? row.discount_type,
        amount: row.discount_type === 'percent' ? formatNumber(amount / PERCENT_SCALE, locale, PERCENT) : formatMoney(amount, currency, locale),
        description: row.description,
        usage: `${used} / ${row.usage_limit ?? '∞'}`,
        usageLabel: row.usage_limit === null ? `Used ${used} times, no limit` : `Used ${used} of ${row.usage_limit} times`,
        // A day shows as the day; an instant within a day (set through the REST API) with its time.
        expires: row.expires_at ? formatDate(row.expires_at, locale, expiryInstantText(row.expires_at) ? DATE_AND_TIME : undefined) : null,
        expiresAt: row.expires_at,
        status: row.status,
      };
    }),
  };
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const { coupons, list } = loaderData;
  // A shop without a single coupon says so, and how to make one; a search that finds none says that.
  const none = list.total === 0 && list.search === '';
  return (
    <>
      <title>Coupons · Shop admin</title>
      <OwnerList
        view={list}
        title="Coupons"
        add={{ to: '/admin/coupons/new/', label: 'Add coupon' }}
        search={{ id: 'coupon-search', label: 'Search coupons', placeholder: 'Coupon code' }}
        noun={{ one: 'coupon', many: 'coupons' }}
        empty={none ? 'There are no coupons yet. Add one to offer customers a discount with a code.' : undefined}
        tableClass="coupons-table"
        columns={[
          { label: 'Code', sort: 'code' },
          { label: 'Coupon type' },
          { label: 'Coupon amount', numeric: true },
          { label: 'Description' },
          { label: 'Usage / Limit' },
          { label: 'Expiry date' },
        ]}
        items={coupons}
        row={(coupon) => (
          <tr key={coupon.id}>
            <th scope="row">
              <Link to={`/admin/coupons/${coupon.id}/`}>{coupon.code}</Link>
              {coupon.status === 'draft' ? (
                <>
                  {' '}
                  <StatusBadge status="draft" label="Draft" />
                </>
              ) : null}
            </th>
            <td data-label="Coupon type">{coupon.type}</td>
            <td data-label="Coupon amount" className="numeric">
              {coupon.amount}
            </td>
            <td data-label="Description">{coupon.description || '–'}</td>
            <td data-label="Usage / Limit">
              <span aria-hidden="true">{coupon.usage}</span>
              <span className="visually-hidden">{coupon.usageLabel}</span>
            </td>
            <td data-label="Expiry date">{coupon.expires && coupon.expiresAt ? <time dateTime={coupon.expiresAt}>{coupon.expires}</time> : 'Never'}</td>
          </tr>
        )}
        pagerLabel="Coupon pages"
      />
    </>
  );
}
