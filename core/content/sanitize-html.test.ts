import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeOwnerHtml } from './sanitize-html.ts';

const clean = (html: string) => sanitizeOwnerHtml(html) as string;

describe('sanitizeOwnerHtml refuses', () => {
  it('<script>, with its code', () => {
    expect(clean('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(clean('<SCRIPT src="https://evil.test/x.js"></SCRIPT>')).toBe('');
  });

  it('<style>, with its rules', () => {
    expect(clean('<style>body{display:none}</style><p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('<iframe>, and its srcdoc', () => {
    expect(clean('<iframe src="https://evil.test/" srcdoc="<script>alert(1)</script>">x</iframe><p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('<object> and <embed>', () => {
    const out = clean('<object data="https://evil.test/x.swf"><embed src="https://evil.test/x.swf"></object>');
    expect(out).not.toMatch(/<object|<embed|evil/);
  });

  it('<form>, <input> and the formaction of a button', () => {
    const out = clean('<form action="https://evil.test/"><input name="card"><button formaction="https://evil.test/">Go</button></form>');
    expect(out).toBe('<button type="button">Go</button>');
  });

  it('<textarea> and <select>, with their text', () => {
    expect(clean('<textarea>x</textarea><select><option>y</option></select>')).toBe('');
  });

  it('every on* event handler attribute', () => {
    const out = clean('<p onclick="x()" onmouseover="x()">a</p><img src="/a.png" alt="" onerror="x()"><details ontoggle="x()" open><summary>s</summary></details>');
    expect(out).not.toMatch(/\son[a-z]+=/i);
    expect(out).toContain('<p>a</p>');
  });

  it('style attributes', () => {
    expect(clean('<p style="position:fixed;inset:0">a</p>')).toBe('<p>a</p>');
  });

  it('javascript: URLs, however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'java\nscript:alert(1)', 'javascript&colon;alert(1)']) {
      expect(clean(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('vbscript: URLs', () => {
    expect(clean('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
  });

  it('data: URLs on links', () => {
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });

  it('data: images that are not raster images (HTML, SVG)', () => {
    expect(clean('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="">')).toBe('<img alt="" />');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('<img alt="" />');
    expect(clean('<img srcset="data:image/png;base64,AAAA 1x" alt="">')).toBe('<img alt="" />');
  });

  it('protocol-relative URLs, which leave the site without saying so', () => {
    expect(clean('<a href="//evil.test/">x</a>')).toBe('<a>x</a>');
  });

  it('srcdoc and formaction on any element', () => {
    expect(clean('<div srcdoc="<script>x</script>" formaction="https://evil.test/">a</div>')).toBe('<div>a</div>');
  });

  it('<base>, which would move every relative link', () => {
    expect(clean('<base href="https://evil.test/"><a href="/shop/">Shop</a>')).toBe('<a href="/shop/">Shop</a>');
  });

  it('<meta>, including a refresh', () => {
    expect(clean('<meta http-equiv="refresh" content="0;url=https://evil.test/"><p>a</p>')).toBe('<p>a</p>');
  });

  it('<link>', () => {
    expect(clean('<link rel="stylesheet" href="https://evil.test/x.css"><p>a</p>')).toBe('<p>a</p>');
  });

  it('<svg>, with any script inside it', () => {
    expect(clean('<svg onload="x()"><script>alert(1)</script><a href="javascript:x()"><text>t</text></a></svg><p>a</p>')).toBe('<p>a</p>');
  });

  it('<math>, <template> and <noscript>', () => {
    expect(clean('<math><mi>x</mi></math><template><script>x</script></template><noscript><p>n</p></noscript><p>a</p>')).toBe('<p>a</p>');
  });

  it('data-* attributes that are not the theme contract\'s', () => {
    expect(clean('<div data-reveal data-evil="x" data-bind="y">a</div>')).toBe('<div data-reveal>a</div>');
  });

  it('a modal URL on another origin', () => {
    expect(clean('<button data-modal-url="https://evil.test/x">a</button>')).toBe('<button type="button">a</button>');
    expect(clean('<button data-modal-url="//evil.test/x">a</button>')).toBe('<button type="button">a</button>');
  });

  it('ids that could shadow a script global or are not anchors', () => {
    expect(clean('<div id="wpApiSettings">a</div><div id="vitrine_theme_params">b</div><div id="1x">c</div>')).toBe('<div>a</div><div>b</div><div>c</div>');
  });

  it('positive tabindex', () => {
    expect(clean('<div tabindex="5">a</div>')).toBe('<div>a</div>');
  });

  it('link targets other than _blank and _self', () => {
    expect(clean('<a href="/a/" target="opener">x</a>')).toBe('<a href="/a/">x</a>');
  });

  it('markup hidden in comments and CDATA', () => {
    expect(clean('<!-- <script>alert(1)</script> --><p>a</p><![CDATA[<script>x</script>]]>')).not.toMatch(/<script|<!--/);
  });

  it('an unclosed tag that would swallow the page', () => {
    expect(clean('<p>a<a href="/x/" title="x')).not.toContain('title');
  });
});

describe('sanitizeOwnerHtml keeps the theme markup', () => {
  it('sections with ids, reveal and sticky markers', () => {
    const html = '<section id="story" data-reveal class="band"><h2>Story</h2><p>Text</p></section><header data-sticky="mobile shrinked" data-sticky-to="#visit">h</header>';
    expect(clean(html)).toBe('<section id="story" data-reveal class="band"><h2>Story</h2><p>Text</p></section><header data-sticky="mobile shrinked" data-sticky-to="#visit">h</header>');
  });

  it('an in-page navigation, #page-top and #new_tab links', () => {
    const html = '<nav aria-label="On this page"><ul><li><a href="#story">Story</a></li></ul></nav><a href="#page-top">Top</a><a href="https://example.org/#new_tab">Out</a>';
    expect(clean(html)).toBe(html);
  });

  it('new-tab links with rel noopener added', () => {
    expect(clean('<a href="https://example.org/" target="_blank">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="noopener">x</a>');
    expect(clean('<a href="https://example.org/" target="_blank" rel="nofollow">x</a>')).toBe('<a href="https://example.org/" target="_blank" rel="nofollow noopener">x</a>');
  });

  it('count-up, masonry and lightbox markup', () => {
    const html =
      '<span data-countup="circle" data-min="0" data-max="100" data-stop="87" data-prefix data-suffix="%" data-duration="2000" data-decimals="0">87%</span>' +
      '<ul data-masonry><li><a href="/uploads/a-1200.webp" data-lightbox="gallery"><img src="/uploads/a-300.webp" srcset="/uploads/a-300.webp 300w, /uploads/a-600.webp 600w" sizes="50vw" alt="A jug" width="300" height="300" loading="lazy" /></a></li></ul>' +
      '<a href="/about-us/" data-lightbox="pages" data-lightbox-type="ajax">About</a>';
    expect(clean(html)).toBe(html);
  });

  it('tabs, modal, dropdown, collapse and map markup', () => {
    const html =
      '<div role="tablist" data-tabs-hash><button type="button" role="tab" id="tab-a" aria-controls="panel-a" aria-selected="true">A</button></div>' +
      '<div role="tabpanel" id="panel-a" aria-labelledby="tab-a" tabindex="0">Panel</div><div role="tabpanel" id="panel-b" hidden="">B</div>' +
      '<button type="button" data-modal="sizes">Sizes</button><dialog id="sizes"><p>Chart</p></dialog>' +
      '<button type="button" data-modal-url="/size-guide/">Guide</button>' +
      '<button type="button" aria-expanded="false" aria-controls="more" data-collapse>More</button><div id="more" data-dropdown>…</div>' +
      '<div id="studio-map" data-map data-lat="52.37" data-lng="4.89" data-zoom="14" data-type="roadmap"></div>';
    expect(clean(html)).toBe(html);
  });

  it('a map with its address as text, and nothing hostile on the address', () => {
    const html = '<div id="visit-map" data-map data-lat="53.3498" data-lng="-6.2603" data-zoom="16"><address>12 Quay Street<br />Dublin</address></div>';
    expect(clean(html)).toBe(html);
    expect(clean('<address onclick="alert(1)" style="color:red" data-x="1"><a href="javascript:alert(1)">Call</a><script>x()</script>Quay</address>')).toBe('<address><a>Call</a>Quay</address>');
  });

  it('an address without handlers, styles or foreign attributes', () => {
    expect(clean('<address onclick="alert(1)" style="position:fixed" data-x="1" id="Contact">Studio<script>alert(1)</script></address>')).toBe('<address>Studio</address>');
  });

  it('a dialog that is closed until its trigger opens it, without handlers', () => {
    expect(clean('<dialog id="promise" open onclose="alert(1)" aria-labelledby="promise-title"><h2 id="promise-title">Promise</h2></dialog>')).toBe(
      '<dialog id="promise" aria-labelledby="promise-title"><h2 id="promise-title">Promise</h2></dialog>',
    );
  });

  it('background and text-effect JSON', () => {
    const html = '<div data-background="{&quot;images&quot;:[&quot;/uploads/a.webp&quot;]}"><h1 data-text-effect="[&quot;One&quot;,&quot;Two&quot;]" data-text-effect-mode="morph">One</h1></div>';
    expect(clean(html)).toBe(html);
  });

  it('raster data: images, tables, details and language links', () => {
    const html =
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />' +
      '<table><caption>Hours</caption><thead><tr><th scope="col">Day</th></tr></thead><tbody><tr><td>Thu</td></tr></tbody></table>' +
      '<details open><summary>More</summary><p>x</p></details>' +
      '<a href="/fr/" hreflang="fr" lang="fr">Français</a>';
    expect(clean(html)).toBe(html);
  });

  it('makes every button a plain button', () => {
    expect(clean('<button type="submit">Go</button><button>Go</button>')).toBe('<button type="button">Go</button><button type="button">Go</button>');
  });

  it('gives the same text when run twice', () => {
    const html = '<section id="a" data-reveal><a href="x" target="_blank">x</a><img src="/a.png" alt=""><p>a &amp; b</p></section>';
    expect(clean(clean(html))).toBe(clean(html));
  });
});

describe('htmlToText', () => {
  it('keeps the words, drops markup and code, and separates blocks', () => {
    expect(htmlToText('<h2>Title</h2><p>A &amp; B <strong>bold</strong></p><script>x()</script>')).toBe('Title A & B bold');
  });
});
