import type { SectionOf } from '../../../core/theme/home-sections.ts';
import { Paragraphs, SectionShell } from './SectionShell.tsx';

/**
 * WAI-ARIA tabs (`[role=tablist]` with `data-tabs-hash`): every panel is served visible, so the text is
 * all there without JavaScript; the tabs widget then shows one panel at a time.
 */
export function Tabs({ section }: { section: SectionOf<'tabs'> }) {
  const tabId = (index: number) => `${section.key}-tab-${index + 1}`;
  const panelId = (index: number) => `${section.key}-panel-${index + 1}`;
  return (
    <SectionShell id={section.key} heading={section.heading} className="home-tabs">
      <div className="tabs">
        <div className="tabs__list" role="tablist" aria-labelledby={`${section.key}-title`} data-tabs-hash="">
          {section.tabs.map((tab, index) => (
            <button key={index} type="button" role="tab" id={tabId(index)} aria-controls={panelId(index)} aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1} className="tabs__tab">
              {tab.title}
            </button>
          ))}
        </div>
        {section.tabs.map((tab, index) => (
          <div key={index} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} tabIndex={0} className="tabs__panel">
            <Paragraphs text={tab.text} />
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
