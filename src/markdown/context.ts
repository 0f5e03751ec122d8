import type { BasicChannel, Linkifier, RealmEmoji, User, UserGroup } from '../api/types/models';
import { renderMarkdown } from './render';
import type { RenderContext, Rendered } from './types';

/**
 * The renderer's context from what a client holds. The server fills RenderContext from its
 * database as the author sees it (server/domain/render-context.ts); a client fills the same
 * plain data from its store, in the register's shapes keyed by ID, which holds exactly what
 * the user may see: so local echo and the compose preview render what the server will store.
 */
export interface ClientRenderState {
  /** Active and deactivated users (the register's realm_users and realm_non_active_users). */
  users: Readonly<Record<number, Pick<User, 'user_id' | 'full_name'> & { is_active: boolean }>>;
  /** realm_user_groups, system groups included. */
  groups: Readonly<
    Record<number, Pick<UserGroup, 'id' | 'name' | 'is_system_group' | 'deactivated'>>
  >;
  /** The channels the user knows of. */
  channels: Readonly<Record<number, Pick<BasicChannel, 'stream_id' | 'name'>>>;
  /** realm_emoji, by ID. */
  realmEmoji: Readonly<
    Record<string, Pick<RealmEmoji, 'id' | 'name' | 'source_url' | 'deactivated'>>
  >;
  /** realm_linkifiers, in processing order. */
  linkifiers: ReadonlyArray<Pick<Linkifier, 'pattern' | 'url_template'>>;
  /** The realm's URL (register's realm_url): links into it are made relative. */
  realmUrl: string;
  /** The first message of a channel topic, where the client knows it (topic links). */
  topicFirstMessageId?: RenderContext['topicFirstMessageId'];
}

// Lists derived from a store record are kept while the record is the same object, so the
// renderer's lookup tables (kept per list) are not rebuilt on every keystroke.
const derived = new WeakMap<object, unknown>();
function memo<S extends object, T>(source: S, make: (source: S) => T): T {
  if (derived.has(source)) return derived.get(source) as T;
  const value = make(source);
  derived.set(source, value);
  return value;
}

/** The RenderContext for a client's state (the same lists while the store's are the same). */
export function contextFromClientState(state: ClientRenderState): RenderContext {
  return {
    users: memo(state.users, (users) =>
      Object.values(users).map((u) => ({
        id: u.user_id,
        full_name: u.full_name,
        is_active: u.is_active,
      })),
    ),
    // As on the server: deactivated groups are not mentionable, system ones only silently.
    groups: memo(state.groups, (groups) =>
      Object.values(groups)
        .filter((g) => !g.deactivated)
        .map((g) => ({ id: g.id, name: g.name, system: g.is_system_group })),
    ),
    streams: memo(state.channels, (channels) =>
      Object.values(channels).map((c) => ({ id: c.stream_id, name: c.name })),
    ),
    realmEmoji: memo(state.realmEmoji, (emoji) =>
      Object.values(emoji).map((e) => ({
        id: Number(e.id),
        name: e.name,
        source_url: e.source_url,
        deactivated: e.deactivated,
      })),
    ),
    linkifiers: state.linkifiers,
    realmUrl: state.realmUrl,
    ...(state.topicFirstMessageId ? { topicFirstMessageId: state.topicFirstMessageId } : {}),
  };
}

/** What the server does to content before rendering it: trailing space and leading blank lines go. */
export const trimMessageContent = (content: string) => content.trimEnd().replace(/^\n+/, '');

/**
 * Renders a message as the server will store it, for local echo and the compose preview
 * (content longer than the server's max_message_length is refused before sending).
 */
export function renderForClient(content: string, state: ClientRenderState): Rendered {
  return renderMarkdown(trimMessageContent(content), contextFromClientState(state));
}
