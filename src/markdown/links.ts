import TLDS from 'tlds';

/**
 * URLs as Zulip treats them: which schemes may be linked (`sanitize_url`), links into the
 * realm made relative (`rewrite_local_links_to_relative`), and the bare-URL pattern that
 * turns `https://…`, `example.com/path` and `a@b.com` in text into links.
 */

// https://html.spec.whatwg.org/multipage/system-state.html#safelisted-scheme
const ALLOWED_SCHEMES = new Set(
  (
    'http https ftp file bitcoin geo im irc ircs magnet mailto matrix mms news nntp ' +
    'openpgp4fpr sip sms smsto ssh tel urn webcal wtai xmpp'
  ).split(' '),
);

interface Parts {
  scheme: string;
  netloc: string;
  path: string;
  query: string;
  fragment: string;
}

/** Python's `urllib.parse.urlsplit`; undefined where Python raises. */
function urlsplit(input: string): Parts | undefined {
  let rest = input.replace(/[\t\r\n]/g, '');
  let scheme = '';
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(rest);
  if (m) {
    scheme = m[1]!.toLowerCase();
    rest = rest.slice(m[0].length);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?#]/);
    netloc = end < 0 ? rest.slice(2) : rest.slice(2, end + 2);
    rest = end < 0 ? '' : rest.slice(end + 2);
    if (netloc.includes('[') !== netloc.includes(']')) return undefined;
  }
  let fragment = '';
  let query = '';
  const hash = rest.indexOf('#');
  if (hash >= 0) [rest, fragment] = [rest.slice(0, hash), rest.slice(hash + 1)];
  const q = rest.indexOf('?');
  if (q >= 0) [rest, query] = [rest.slice(0, q), rest.slice(q + 1)];
  return { scheme, netloc, path: rest, query, fragment };
}

function urlunsplit({ scheme, netloc, path, query, fragment }: Parts): string {
  let url = path;
  if (netloc) url = `//${netloc}${url && !url.startsWith('/') ? `/${url}` : url}`;
  if (scheme) url = `${scheme}:${url}`;
  if (query) url += `?${query}`;
  if (fragment) url += `#${fragment}`;
  return url;
}

/**
 * Zulip's `sanitize_url`: null for a URL that must not become a link (a scheme outside the
 * safelist such as `javascript:`); relative and fragment links pass; no scheme means
 * `http://`, or `mailto:` for an address.
 */
export function sanitizeUrl(url: string): string | null {
  const parts = urlsplit(url.replace(/ /g, '%20'));
  if (!parts) return '';
  const { scheme, netloc, path, query, fragment } = parts;
  if (!scheme && !netloc && path.includes('@')) {
    parts.scheme = 'mailto';
  } else if (!scheme && !netloc && path.startsWith('/')) {
    return urlunsplit({ scheme: '', netloc: '', path, query, fragment });
  } else if (!scheme && !netloc && !path && !query && fragment) {
    return `#${fragment}`;
  }
  if (!parts.scheme) return sanitizeUrl(`http://${url}`);
  if (!ALLOWED_SCHEMES.has(parts.scheme)) return null;
  return urlunsplit(parts);
}

/** Links to `realm/#…` and `realm/user_uploads/…` become relative, opening in the app. */
export function relativeToRealm(href: string, realmUrl: string): string {
  // Without a realm URL (the demo seed renders before it knows its address) nothing is local.
  if (!realmUrl) return href;
  const prefix = `${realmUrl.replace(/\/+$/, '')}/`;
  if (href.startsWith(`${prefix}#`) || href.startsWith(`${prefix}user_uploads/`)) {
    return href.slice(prefix.length);
  }
  return href;
}

/** The href Zulip writes for a URL, or null when it is not linked. */
export function hrefFor(url: string, realmUrl: string): string | null {
  const href = sanitizeUrl(url);
  return href === null ? null : relativeToRealm(href, realmUrl);
}

let webLink: RegExp | undefined;

/**
 * Zulip's `get_web_link_regex`, with a `url` group: a URL with a scheme, a bare domain
 * under a real top-level domain (paths may hold up to six levels of balanced parentheses),
 * an e-mail address or a bitcoin address; after whitespace, a quote, `(`, `,`, `:` or `<`,
 * and followed by whitespace or the end, perhaps after closing punctuation.
 */
export function webLinkRegex(): RegExp {
  if (webLink) return webLink;
  // File extensions that would otherwise read as domains.
  const falsePositives = new Set(['java', 'md', 'mov', 'py', 'zip']);
  const tlds = TLDS.filter((tld) => !falsePositives.has(tld) && /^[\p{L}\p{N}-]+$/u.test(tld))
    .sort((a, b) => b.length - a.length)
    .join('|');
  const w = '\\p{L}\\p{N}_';
  const parenGroup = '[^\\s()"]*?(?:\\(%s\\)[^\\s()"]*?)*';
  let nested = parenGroup;
  for (let i = 0; i < 6; i++) nested = nested.replace('%s', parenGroup);
  nested = nested.replace('%s', '[^\\s()"]*');
  const source =
    `(?<![^\\s'"(,:<])(?<url>` +
    `(?:(?:https?://[${w}.:@-]+?|(?:[${w}-]+\\.)+(?:${tlds}))(?:/${nested})?)` +
    `|(?:[${w}.-]+@[${w}.-]+\\.[${w}]+)` +
    '|(?:bitcoin:[13][a-km-zA-HJ-NP-Z1-9]{25,34})' +
    `)(?=[!:;?),.'">]*(?:$|\\s))`;
  webLink = new RegExp(source, 'gu');
  return webLink;
}
