import { RE2JS } from 're2js';
import { parseTemplate, type Template } from 'url-template';
import { sanitizeUrl, webLinkRegex } from './links';
import { compileRe2, PythonRegexError, translatePythonRegex } from './python-regex';
import type { Linkifier } from './types';
import { templateVariables } from './uri-template';

/**
 * Linkifiers: a Python-style pattern with named groups and an RFC 6570 URL template
 * (`#(?P<id>[0-9]+)` → `https://tracker/{id}`). A match counts only after the start,
 * whitespace, a quote, `(`, `,`, `:` or `<`, and before the end or a character that is
 * not a letter or digit (Zulip's `prepare_linkifier_pattern`). Patterns run on re2js, in
 * time linear in the text whatever the pattern.
 */

export interface LinkifierMatch {
  /** Where the matched text starts. */
  index: number;
  text: string;
  groups: Record<string, string>;
}

export interface CompiledLinkifier {
  /** The first match starting at or after `from` (what comes before is still its context). */
  find(text: string, from: number): LinkifierMatch | null;
  template: Template;
}

const compiledCache = new Map<string, CompiledLinkifier | null>();

/**
 * A pattern with Zulip's context around it: the match is group 1. RE2 has no lookahead, so
 * the character after is matched (and given back: the next search starts at group 1's end).
 */
function prepare(pattern: string): { re: RE2JS; groups: string[] } {
  const { source, flags, groups } = translatePythonRegex(pattern);
  const context = `(?<=^|[\\s\\x{85}\\pZ'"(,:<])(${source})(?:$|[^\\pL\\pN])`;
  return { re: compileRe2(context, flags, RE2JS.LOOKBEHINDS), groups };
}

/** The linkifier compiled once (and cached), or null if it cannot be compiled. */
export function compileLinkifier(linkifier: Linkifier): CompiledLinkifier | null {
  const key = `${linkifier.pattern}\u0000${linkifier.url_template}`;
  let compiled = compiledCache.get(key);
  if (compiled !== undefined) return compiled;
  try {
    const { re, groups } = prepare(linkifier.pattern);
    compiled = {
      template: parseTemplate(linkifier.url_template),
      find(text, from) {
        const m = re.matcher(text);
        if (!m.find(from)) return null;
        const values: Record<string, string> = {};
        for (const name of groups) {
          const value = m.group(name);
          if (value !== null) values[name] = value;
        }
        return { index: m.start(1), text: m.group(1) ?? '', groups: values };
      },
    };
  } catch {
    compiled = null;
  }
  if (compiledCache.size > 1000) compiledCache.clear();
  compiledCache.set(key, compiled);
  return compiled;
}

/** The URL for a match: the template expanded with the match's named groups. */
export function expandMatch(linkifier: CompiledLinkifier, match: LinkifierMatch): string {
  return linkifier.template.expand(match.groups);
}

const repr = (name: string) => `'${name}'`;

/**
 * What the linkifier endpoints check, with Zulip's messages: null if the linkifier is
 * valid, else why not.
 */
export function validateLinkifier(pattern: string, urlTemplate: string): string | null {
  let groups: string[];
  try {
    // Compiled as messages will run it, so what is accepted here always runs.
    groups = prepare(pattern).groups;
  } catch (e) {
    if (e instanceof PythonRegexError) return `Bad regular expression: ${e.message}`;
    throw e;
  }
  const variables = templateVariables(urlTemplate);
  if (variables === null) return 'Invalid URL template.';
  const notInPattern = variables.filter((v) => !groups.includes(v)).sort();
  if (notInPattern.length > 0) {
    return `Group ${repr(notInPattern[0]!)} in URL template is not present in linkifier pattern.`;
  }
  const notInTemplate = groups.filter((g) => !variables.includes(g)).sort();
  if (notInTemplate.length > 0) {
    return `Group ${repr(notInTemplate[0]!)} in linkifier pattern is not present in URL template.`;
  }
  return null;
}

interface TopicLinkMatch {
  url: string;
  text: string;
  index: number;
  precedence: number | null;
}

// Raw URLs in topics are looked for between these characters.
const TOPIC_SPLITTER = /[ !;),'"]/g;

/**
 * `topic_links` for a topic (Zulip's `topic_links`): every linkifier match, earlier
 * linkifiers winning overlaps, then the raw URLs in the topic; in topic order.
 */
export function topicLinks(
  topic: string,
  linkifiers: ReadonlyArray<Linkifier>,
): Array<{ text: string; url: string }> {
  const matches: TopicLinkMatch[] = [];
  linkifiers.forEach((linkifier, precedence) => {
    const compiled = compileLinkifier(linkifier);
    if (!compiled) return;
    for (let m = compiled.find(topic, 0); m; ) {
      // Zulip's index includes the character before the match, which its pattern consumes.
      const index = m.index > 0 ? m.index - 1 : 0;
      matches.push({ url: expandMatch(compiled, m), text: m.text, index, precedence });
      const next = m.index + Math.max(m.text.length, 1);
      m = next > topic.length ? null : compiled.find(topic, next);
    }
  });
  matches.sort((a, b) => a.precedence! - b.precedence! || a.index - b.index);

  let pos = 0;
  while (pos < topic.length) {
    TOPIC_SPLITTER.lastIndex = pos;
    const split = TOPIC_SPLITTER.exec(topic);
    const end = split ? split.index : topic.length;
    const web = webLinkRegex();
    web.lastIndex = 0;
    const m = web.exec(topic.slice(pos, end));
    if (m) {
      const text = m.groups!.url!;
      matches.push({ url: topicUrl(text), text, index: pos, precedence: null });
    }
    pos = end + 1;
  }

  const applied: TopicLinkMatch[] = [];
  for (const match of matches) {
    if (applied.every((old) => !overlapping(old, match))) applied.push(match);
  }
  applied.sort((a, b) => a.index - b.index);
  return applied.map(({ text, url }) => ({ text, url }));
}

function overlapping(a: TopicLinkMatch, b: TopicLinkMatch): boolean {
  return (
    (b.index <= a.index && a.index < b.index + b.text.length) ||
    (a.index <= b.index && b.index < a.index + a.text.length)
  );
}

/** A raw URL in a topic: `https://` when it has no scheme. */
function topicUrl(text: string): string {
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(text)) return text;
  const slash = text.indexOf('/');
  const [host, path] = slash < 0 ? [text, ''] : [text.slice(0, slash), text.slice(slash)];
  return sanitizeUrl(`https://${host}${path}`) ?? `https://${text}`;
}
