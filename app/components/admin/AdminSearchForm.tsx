import { Form } from 'react-router';
import { OWNER_SEARCH_MAX_LENGTH } from '../../../core/shared/owner-list.ts';

interface AdminSearchFormProps {
  /** The search box's id, for its label. */
  id: string;
  label: string;
  placeholder: string;
  /** What was searched for, shown again in the box. */
  search: string;
  /** Other query parameters the search keeps (a status filter, the order); empty ones are left out. */
  keep?: Record<string, string>;
}

/** The search box above an admin list: a GET form, so a search is an address that can be shared and paged. */
export function AdminSearchForm({ id, label, placeholder, search, keep = {} }: AdminSearchFormProps) {
  return (
    <Form method="get" className="admin-search" role="search">
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" name="s" defaultValue={search} maxLength={OWNER_SEARCH_MAX_LENGTH} placeholder={placeholder} />
      <button type="submit" className="button alt">
        Search
      </button>
    </Form>
  );
}
