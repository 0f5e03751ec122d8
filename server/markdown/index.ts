import { marked } from 'marked';

/**
 * Zulip-flavoured Markdown → the HTML a Zulip server stores as `rendered_content`.
 * The renderer knows nothing of the database: the caller passes what it may refer to.
 */
export interface RenderContext {
  /** Active and deactivated users, for `@**Name**`, `@**Name|id**`, `@_**Name**`. */
  users: ReadonlyArray<{ id: number; full_name: string; is_active: boolean }>;
  /** User groups, for `@*group*`. */
  groups: ReadonlyArray<{ id: number; name: string }>;
  /** Channels, for `#**channel**` and `#**channel>topic**`. */
  streams: ReadonlyArray<{ id: number; name: string }>;
  /** Custom emoji, for `:name:`. */
  realmEmoji: ReadonlyArray<{ id: number; name: string; source_url: string; deactivated: boolean }>;
  /** Linkifiers in processing order. */
  linkifiers: ReadonlyArray<{ pattern: string; url_template: string }>;
  /** The realm's own URL, e.g. `http://localhost:9991`; links into it become relative. */
  realmUrl: string;
}

export interface Rendered {
  html: string;
  /** Users mentioned by a non-silent mention. */
  mentionedUserIds: Set<number>;
  /** Groups mentioned by a non-silent mention. */
  mentionedGroupIds: Set<number>;
  streamWildcardMentioned: boolean;
  topicWildcardMentioned: boolean;
  isMeMessage: boolean;
  hasLink: boolean;
  hasImage: boolean;
  /** `/user_uploads/...` path IDs the content links to. */
  uploadPathIds: string[];
}

// Placeholder until the full Zulip-flavoured renderer lands: CommonMark with raw HTML escaped.
export function renderMarkdown(content: string, _ctx: RenderContext): Rendered {
  const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = (marked.parse(escaped, { async: false, breaks: true }) as string).trim();
  return {
    html,
    mentionedUserIds: new Set(),
    mentionedGroupIds: new Set(),
    streamWildcardMentioned: false,
    topicWildcardMentioned: false,
    isMeMessage: content.startsWith('/me '),
    hasLink: /<a /.test(html),
    hasImage: false,
    uploadPathIds: [],
  };
}

/** `topic_links` for a topic: each linkifier match with its expanded URL. */
export function topicLinks(
  _topic: string,
  _linkifiers: RenderContext['linkifiers'],
): Array<{ text: string; url: string }> {
  return [];
}
