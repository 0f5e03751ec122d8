/**
 * Every place the wire protocol depends on the server's `zulip_feature_level`. Callers ask
 * here instead of comparing numbers, so that supporting an older server is one edit.
 */
import type { NarrowTerm } from './types/narrow';

/** The levels at which the API changed in ways this client cares about. */
export const FEATURE_LEVEL = {
  /** `POST /user_topics` replaces `PATCH /users/me/subscriptions/muted_topics`. */
  userTopics: 170,
  /** Message and typing `type: "direct"` replaces `"private"`. */
  directMessageType: 174,
  /** Linkifier requests take `url_template` instead of `url_format_string`. */
  linkifierUrlTemplate: 176,
  /** Narrow operators `dm`, `dm-including`, `is:dm` replace `pm-with`, `group-pm-with`, `is:private`. */
  dmNarrow: 177,
  /** Typing notifications for channel messages take `stream_id` (not `to`) and `topic`. */
  streamTypingById: 215,
  /** `type: "channel"` for sending a channel message. */
  channelMessageType: 248,
  /** Narrow operators `channel`, `channels` replace `stream`, `streams`. */
  channelNarrow: 250,
  /** `with` narrow operator. */
  withNarrow: 271,
  /** `message_ids` in GET /messages. */
  messageIdsFetch: 300,
} as const;

/** The `type` for sending a direct message (POST /messages, POST /typing). */
export const directMessageType = (fl: number): 'direct' | 'private' =>
  fl >= FEATURE_LEVEL.directMessageType ? 'direct' : 'private';

/** The `type` for sending a channel message. */
export const channelMessageType = (fl: number): 'channel' | 'stream' =>
  fl >= FEATURE_LEVEL.channelMessageType ? 'channel' : 'stream';

/** Whether to use POST /user_topics (else the muted_topics endpoint, which knows only mute). */
export const supportsUserTopics = (fl: number): boolean => fl >= FEATURE_LEVEL.userTopics;

/** The request field that carries a linkifier's URL template. */
export const linkifierTemplateField = (fl: number): 'url_template' | 'url_format_string' =>
  fl >= FEATURE_LEVEL.linkifierUrlTemplate ? 'url_template' : 'url_format_string';

const OLD_OPERATOR: Record<string, { name: string; level: number }> = {
  channel: { name: 'stream', level: FEATURE_LEVEL.channelNarrow },
  channels: { name: 'streams', level: FEATURE_LEVEL.channelNarrow },
  dm: { name: 'pm-with', level: FEATURE_LEVEL.dmNarrow },
  'dm-including': { name: 'group-pm-with', level: FEATURE_LEVEL.dmNarrow },
};

/** The names this client uses for operators that have an older alias. */
export const NEW_OPERATOR: Record<string, string> = {
  stream: 'channel',
  streams: 'channels',
  'pm-with': 'dm',
  'group-pm-with': 'dm-including',
};

/** Rewrites a narrow in the words the server understands (canonical names in, legacy out). */
export function narrowForServer(narrow: readonly NarrowTerm[], fl: number): NarrowTerm[] {
  return narrow.map((term) => {
    const old = OLD_OPERATOR[term.operator];
    let out = term;
    if (old && fl < old.level) out = { ...term, operator: old.name };
    if (term.operator === 'is' && term.operand === 'dm' && fl < FEATURE_LEVEL.dmNarrow) {
      out = { ...term, operand: 'private' };
    }
    return out;
  });
}
