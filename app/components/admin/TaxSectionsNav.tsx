import { NavLink } from 'react-router';

/** A tax class as the sections list it: its rates page and how many rates it has. */
export interface TaxSection {
  href: string;
  label: string;
  count: number;
}

/** The tax settings' sections, as WooCommerce's "Tax options | Standard rates | Reduced rate rates …". */
export function TaxSectionsNav({ optionsHref, sections }: { optionsHref: string; sections: readonly TaxSection[] }) {
  return (
    <nav className="admin-subnav" aria-label="Tax sections">
      <ul>
        <li>
          <NavLink to={optionsHref} end>
            Tax options
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.href}>
            <NavLink to={section.href} end>
              {section.label}
              <span className="admin-subnav__count">{` (${section.count})`}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
