// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { themeParams } from '../shared/widget.ts';
import { prepareNewTabLink, relWithNoopener, withoutMarker } from './new-tab-link.ts';
import { start } from './new-tab.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('#new_tab links', () => {
  it('drop the marker from the address', () => {
    expect(withoutMarker('https://example.com/a/#new_tab')).toBe('https://example.com/a/');
    expect(withoutMarker('/a/?b=1#new_tab')).toBe('/a/?b=1');
    expect(withoutMarker('/a/#part#new_tab')).toBe('/a/#part');
    expect(withoutMarker('#new_tab')).toBe('');
  });

  it('keep the owner’s rel tokens and add noopener once', () => {
    expect(relWithNoopener(null)).toBe('noopener');
    expect(relWithNoopener('nofollow')).toBe('nofollow noopener');
    expect(relWithNoopener('NoOpener nofollow')).toBe('NoOpener nofollow');
  });

  it('open in a new tab without access back to the page', () => {
    document.body.innerHTML = '<a href="https://example.com/#new_tab" rel="sponsored">x</a><a href="#new_tab">here</a>';
    const [external, here] = [...document.querySelectorAll('a')];
    prepareNewTabLink(external!);
    prepareNewTabLink(here!);
    expect([external!.getAttribute('href'), external!.target, external!.rel]).toEqual(['https://example.com/', '_blank', 'sponsored noopener']);
    expect(here!.getAttribute('href')).toBe(location.pathname);
  });

  it('are prepared on start, and links added later when they are followed', () => {
    document.body.innerHTML = '<p><a href="/a/#new_tab">a</a></p>';
    start({ document, window, params: themeParams(window), reducedMotion: () => false });
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/a/');
    document.body.insertAdjacentHTML('beforeend', '<a id="later" href="/b/#new_tab"><span>b</span></a>');
    const later = document.getElementById('later') as HTMLAnchorElement;
    later.addEventListener('click', (event) => event.preventDefault());
    later.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([later.getAttribute('href'), later.target, later.rel]).toEqual(['/b/', '_blank', 'noopener']);
  });
});
