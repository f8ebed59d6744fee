import { useTranslate } from '../i18n/translate-context.ts';
import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { SectionShell } from './SectionShell.tsx';

/**
 * The workshop on a map (`[data-map]`): the widget draws the tiles once the visitor allows them; until
 * then, and without JavaScript, the box shows the address and a link to a map site. Its size is held.
 */
export function MapSection({ section }: { section: SectionOf<'map'> }) {
  const t = useTranslate();
  const lines = section.address.split(/\r?\n/).filter((line) => line.trim() !== '');
  const external = `https://www.openstreetmap.org/?mlat=${section.lat}&mlon=${section.lng}#map=${section.zoom}/${section.lat}/${section.lng}`;
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-map-section">
      <div className="home-map" id={`${section.key}-map`} data-map="" data-lat={section.lat} data-lng={section.lng} data-zoom={section.zoom} data-type={section.mapType}>
        <address className="home-map__address">
          {lines.map((line, index) => (
            <span key={index}>
              {line}
              {index < lines.length - 1 ? <br /> : null}
            </span>
          ))}
        </address>
        <p className="home-map__link">
          <a href={external}>{t('catalog.home.openMap')}</a>
        </p>
      </div>
    </SectionShell>
  );
}
