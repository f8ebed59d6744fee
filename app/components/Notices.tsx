import type { Notice } from '../../core/session/store.ts';

const CLASS_BY_TYPE = {
  success: 'woocommerce-message',
  error: 'woocommerce-error',
  info: 'woocommerce-info',
} as const;

/** Flash notices in WooCommerce's markup; errors are alerts so screen readers hear them at once. */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="woocommerce-notices-wrapper">
      {notices.map((notice, index) => (
        <div key={index} className={CLASS_BY_TYPE[notice.type]} role={notice.type === 'error' ? 'alert' : 'status'}>
          {notice.message}
        </div>
      ))}
    </div>
  );
}
