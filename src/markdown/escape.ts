// HTML escaping with the exact rules of the serializers Zulip's output goes through, so the
// strings match byte for byte where possible, not just in meaning.

const TEXT = /[&<>]/g;
const ATTR = /[&<>"]/g;
const CODE = /[&<>"']/g;
// `&` that does not start a character reference.
const TEXT_KEEP_ENTITIES = /[<>]|&(?!#\d{1,7};|#[xX][0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]*;)/g;

const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const replace = (ch: string) => REPLACEMENTS[ch[0]!]!;

/** Element text, as ElementTree writes it: `& < >`. */
export function escapeText(text: string): string {
  return text.replace(TEXT, replace);
}

/** Attribute values: `& < > "`. */
export function escapeAttr(value: string): string {
  return value.replace(ATTR, replace);
}

/** Message text: like {@link escapeText}, but character references pass through, as Zulip's
 * entity pattern lets them. */
export function escapeTextKeepEntities(text: string): string {
  return text.replace(TEXT_KEEP_ENTITIES, replace);
}

/** Code, as Pygments' HTML formatter escapes it: `& < > " '`. */
export function escapeCode(text: string): string {
  return text.replace(CODE, replace);
}

/** `<tag a="x" b="y">` with attributes sorted by name, as Zulip's serializer orders them. */
export function startTag(tag: string, attrs: Record<string, string | undefined>): string {
  let out = `<${tag}`;
  for (const name of Object.keys(attrs).sort()) {
    const value = attrs[name];
    if (value !== undefined) out += ` ${name}="${escapeAttr(value)}"`;
  }
  return `${out}>`;
}
