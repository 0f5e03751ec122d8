import { parseFragment } from 'parse5';
import { renderMarkdown } from './render';
import type { RenderContext, Rendered } from './types';

/** A context matching Zulip's test fixtures, plus a few users, groups and emoji to mention. */
export function testContext(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    users: [
      { id: 7, full_name: 'Zoe', is_active: true },
      { id: 10, full_name: 'King Hamlet', is_active: true },
      { id: 11, full_name: 'Old Timer', is_active: false },
    ],
    groups: [
      { id: 5, name: 'support' },
      { id: 6, name: 'retired', deactivated: true },
    ],
    streams: [
      { id: 1, name: 'Denmark' },
      { id: 13, name: 'social' },
      { id: 14, name: 'dev help' },
    ],
    realmEmoji: [
      {
        id: 1,
        name: 'green_tick',
        source_url: '/user_avatars/1/emoji/images/1.png',
        deactivated: false,
      },
      {
        id: 2,
        name: 'old_tick',
        source_url: '/user_avatars/1/emoji/images/2.png',
        deactivated: true,
      },
    ],
    linkifiers: [],
    realmUrl: 'http://zulip.testserver',
    ...overrides,
  };
}

export function render(content: string, overrides: Partial<RenderContext> = {}): Rendered {
  return renderMarkdown(content, testContext(overrides));
}

export type HtmlNode =
  | string
  | { tag: string; attrs: Record<string, string>; children: HtmlNode[] };

interface P5Node {
  nodeName: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: P5Node[];
}

function convert(nodes: P5Node[]): HtmlNode[] {
  const out: HtmlNode[] = [];
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      const last = out.at(-1);
      if (typeof last === 'string') out[out.length - 1] = last + node.value!;
      else out.push(node.value!);
    } else if (node.nodeName !== '#comment') {
      const attrs: Record<string, string> = {};
      for (const { name, value } of node.attrs ?? []) {
        attrs[name] =
          name === 'class' ? value.split(/\s+/).filter(Boolean).sort().join(' ') : value;
      }
      out.push({ tag: node.nodeName, attrs, children: convert(node.childNodes ?? []) });
    }
  }
  return out;
}

/**
 * An HTML fragment as a plain tree: elements, attributes (classes as a sorted set) and
 * text, with entities decoded, so two renderings compare by structure, not by spelling.
 */
export function htmlTree(html: string): HtmlNode[] {
  return convert((parseFragment(html) as unknown as P5Node).childNodes ?? []);
}
