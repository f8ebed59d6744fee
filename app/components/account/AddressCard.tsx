import { useTranslate } from '../i18n/translate-context.ts';

interface AddressCardProps {
  kind: 'billing' | 'shipping';
  /** The address as lines of text; null when none is saved. */
  lines: string[] | null;
  editHref: string;
}

/** One saved address on My account's "Addresses", with WooCommerce's markup and its Edit (or Add) link. */
export function AddressCard({ kind, lines, editHref }: AddressCardProps) {
  const t = useTranslate();
  const billing = kind === 'billing';
  const headingId = `${kind}-address-heading`;
  return (
    <section className={`address-card woocommerce-Address ${kind === 'billing' ? 'u-column1' : 'u-column2'} col-${billing ? 1 : 2}`} aria-labelledby={headingId}>
      <header className="woocommerce-Address-title title">
        <h3 id={headingId}>{t(billing ? 'account.addresses.billing' : 'account.addresses.shipping')}</h3>
      </header>
      <address>
        {lines ? lines.map((line, index) => <span key={index}>{line}</span>) : <span>{t('account.addresses.none')}</span>}
      </address>
      <p>
        <a href={editHref} className="edit">
          {lines ? t(billing ? 'account.addresses.editBilling' : 'account.addresses.editShipping') : t(billing ? 'account.addresses.addBilling' : 'account.addresses.addShipping')}
        </a>
      </p>
    </section>
  );
}
