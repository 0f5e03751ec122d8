/**
 * Zulip-flavoured Markdown → the HTML a Zulip server stores as `rendered_content`.
 * The renderer knows nothing of the database: the caller passes what it may refer to.
 */
export interface RenderContext {
  /** Active and deactivated users, for `@**Name**`, `@**Name|id**`, `@_**Name**`. */
  users: ReadonlyArray<{ id: number; full_name: string; is_active: boolean }>;
  /**
   * User groups, for `@*group*`. A deactivated group renders as a silent mention; a system
   * group (`role:members`) may only be mentioned silently (feature level 333).
   */
  groups: ReadonlyArray<{ id: number; name: string; deactivated?: boolean; system?: boolean }>;
  /** Channels, for `#**channel**` and `#**channel>topic**`. */
  streams: ReadonlyArray<{ id: number; name: string }>;
  /** Custom emoji, for `:name:`. */
  realmEmoji: ReadonlyArray<{ id: number; name: string; source_url: string; deactivated: boolean }>;
  /** Linkifiers in processing order. */
  linkifiers: ReadonlyArray<{ pattern: string; url_template: string }>;
  /** The realm's own URL, e.g. `http://localhost:9991`; links into it become relative. */
  realmUrl: string;
  /**
   * The first message of a channel topic, for topic links that follow moves with
   * `/with/{id}` (feature level 347); absent where the renderer has no message store.
   */
  topicFirstMessageId?: (streamId: number, topic: string) => number | undefined;
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

export type Linkifier = RenderContext['linkifiers'][number];
