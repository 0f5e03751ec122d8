/**
 * RFC 6570 URL templates, as linkifiers use them: `https://github.com/{org}/{repo}/issues/{id}`.
 * Expansion is the `url-template` package's; it accepts anything, so validation is here.
 */

const OPERATORS = new Set('+#./;?&');
// varname: varchar *( ["."] varchar ), varchar = ALPHA / DIGIT / "_" / pct-encoded.
const VARCHAR = '(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})';
const VARSPEC = new RegExp(`^(${VARCHAR}+(?:\\.${VARCHAR}+)*)(?::([1-9]\\d{0,3})|\\*)?$`);

/** The variable names a template uses, or null if it is not a valid template. */
export function templateVariables(template: string): string[] | null {
  const names: string[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    const close = template.indexOf('}', i);
    if (open < 0) return close < 0 ? names : null;
    if (close >= 0 && close < open) return null;
    const end = template.indexOf('}', open);
    if (end < 0) return null;
    let body = template.slice(open + 1, end);
    if (OPERATORS.has(body[0] ?? '')) body = body.slice(1);
    if (!body) return null;
    for (const spec of body.split(',')) {
      const m = VARSPEC.exec(spec);
      if (!m) return null;
      if (!names.includes(m[1]!)) names.push(m[1]!);
    }
    i = end + 1;
  }
  return names;
}
