import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_LAYOUT } from './home-sections.ts';
import { homeMenu } from './home-view.ts';

describe('what the home page derives from its sections', () => {
  it('menus the shown sections that have a label, in their order', () => {
    expect(homeMenu(DEFAULT_HOME_LAYOUT)).toEqual([
      { id: 'story', label: 'Our story' },
      { id: 'collection', label: 'The collection' },
      { id: 'journal', label: 'Journal' },
      { id: 'visit', label: 'Visit us' },
    ]);
    const layout = DEFAULT_HOME_LAYOUT.map((section) => (section.key === 'journal' ? { ...section, enabled: false } : section.key === 'find-us' ? { ...section, menuLabel: 'Find us' } : section));
    expect(homeMenu(layout).map((entry) => entry.id)).toEqual(['story', 'collection', 'find-us', 'visit']);
  });
});
