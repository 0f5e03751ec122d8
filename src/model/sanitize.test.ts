// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSanitizeCache,
  isExternal,
  sanitizeCacheSize,
  sanitizeHtml,
  sanitizeMessageHtml,
} from './sanitize';

/** Parses the output and reports anything that could run code. */
function executable(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'base', 'meta'].includes(tag))
      found.push(tag);
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value.replace(/[\s\0]/g, '')))
        found.push(`${tag}[${attr.name}=${attr.value}]`);
      if (['srcdoc', 'formaction', 'action'].includes(attr.name))
        found.push(`${tag}[${attr.name}]`);
    }
  }
  return found;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "https://evil.example/x.css";</style><p>hi</p>',
  '<p><a href="https://example.com" target="_self" onmouseover="alert(1)">x</a></p>',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('leaves nothing executable: %s', (payload) => {
    expect(executable(sanitizeHtml(payload))).toEqual([]);
  });

  it('keeps what Zulip renders: paragraphs, code, mentions, KaTeX styles, emoji images', () => {
    const html =
      '<p>Hi <span class="user-mention" data-user-id="8">@Iago</span> ' +
      '<code>x</code> <span class="katex"><span style="height:0.43em;">x</span></span> ' +
      '<img alt=":+1:" class="emoji" src="/static/emoji/1f44d.png" title="+1"></p>' +
      '<div class="codehilite"><pre><span></span><code>a\n</code></pre></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('external links open in a new tab with rel=noopener noreferrer', () => {
    const out = sanitizeHtml('<a href="https://example.com/x">x</a>');
    expect(out).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('links on this origin (narrows, uploads) keep the tab but still get rel', () => {
    expect(sanitizeHtml('<a href="#narrow/channel/1-general" target="_top">g</a>')).toBe(
      '<a href="#narrow/channel/1-general" rel="noopener noreferrer">g</a>',
    );
    expect(sanitizeHtml(`<a href="${location.origin}/user_uploads/1/a.png">a</a>`)).not.toContain(
      'target',
    );
  });

  it('isExternal compares origins', () => {
    const base = 'https://chat.example.com/#narrow';
    expect(isExternal('/user_uploads/x', base)).toBe(false);
    expect(isExternal('#narrow/dm/1', base)).toBe(false);
    expect(isExternal('https://chat.example.com/x', base)).toBe(false);
    expect(isExternal('https://other.example.com/x', base)).toBe(true);
    expect(isExternal('mailto:a@example.com', base)).toBe(true);
  });
});

describe('sanitizeMessageHtml', () => {
  afterEach(clearSanitizeCache);

  it('sanitizes once per (id, version) and again when either changes', () => {
    const first = sanitizeMessageHtml(1, 0, '<p onclick="x()">a</p>');
    expect(first).toBe('<p>a</p>');
    expect(sanitizeMessageHtml(1, 0, '<p onclick="x()">a</p>')).toBe(first);
    expect(sanitizeMessageHtml(1, 1700000000, '<p>b<script>x()</script></p>')).toBe('<p>b</p>');
    // A re-render with the same version (rendering_only) still shows the new HTML.
    expect(sanitizeMessageHtml(1, 1700000000, '<p>c</p>')).toBe('<p>c</p>');
    expect(sanitizeCacheSize()).toBe(1);
  });

  it('returns the cached string itself on a hit', () => {
    const html = '<p>hello <b>world</b></p>';
    const a = sanitizeMessageHtml(7, 3, html);
    const b = sanitizeMessageHtml(7, 3, html);
    expect(Object.is(a, b)).toBe(true);
  });
});

describe('what the screens need from server HTML', () => {
  it("keeps a search's highlight spans (match_content, match_subject)", () => {
    const html = '<p>Anyone up for <span class="highlight">lunch</span>?</p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<span class="highlight">lunch</span> plans')).toBe(
      '<span class="highlight">lunch</span> plans',
    );
  });

  it('defers uploaded images to a temporary URL, leaving other images alone', () => {
    const html = sanitizeHtml(
      '<div class="message_inline_image"><a href="/user_uploads/1/ab/x/p.png"><img src="/user_uploads/1/ab/x/p.png"></a></div><img src="/static/images/logo.svg">',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    const [upload, other] = root.querySelectorAll('img');
    expect(upload!.hasAttribute('src')).toBe(false);
    expect(upload!.getAttribute('data-upload-src')).toBe('/user_uploads/1/ab/x/p.png');
    expect(other!.getAttribute('src')).toBe('/static/images/logo.svg');
    expect(root.querySelector('a')!.getAttribute('href')).toBe('/user_uploads/1/ab/x/p.png');
  });

  it('defers an upload linked relative to the realm (a pasted full link) by its path from the root', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<div class="message_inline_image"><a href="user_uploads/1/ab/x/p.png"><img src="user_uploads/1/ab/x/p.png"></a></div>',
    );
    const img = root.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('data-upload-src')).toBe('/user_uploads/1/ab/x/p.png');
  });

  it('shows Unicode emoji as characters, keeping their names', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<p><span aria-label="smile" class="emoji emoji-1f642" role="img" title="smile">:smile:</span> <span aria-label="technologist" class="emoji emoji-1f469-200d-1f4bb" role="img" title="technologist">:technologist:</span> <span class="emoji emoji-zzzz">:bad:</span></p>',
    );
    const spans = root.querySelectorAll('span');
    expect(spans[0]!.textContent).toBe('🙂');
    expect(spans[0]!.getAttribute('aria-label')).toBe('smile');
    expect(spans[1]!.textContent).toBe('👩‍💻');
    expect(spans[2]!.textContent).toBe(':bad:');
  });
});
