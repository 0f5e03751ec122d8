/**
 * The message typeahead (a chunk of its own, loaded when compose opens): the token before the
 * cursor, its choices from the store, the Markdown each becomes, and how each is shown.
 */
import { getStreamTopics } from '../../api/endpoints/channels';
import type { BasicChannel } from '../../api/types/models';
import { channelSuggestions, topicSuggestions } from '../../model/suggest';
import {
  channelLinkText,
  type EmojiName,
  emojiSuggestions,
  emojiText,
  type MentionItem,
  mentionSuggestions,
  mentionText,
  tokenAt,
  topicJump,
  topicLinkStart,
  topicLinkText,
} from '../../model/typeahead';
import { type AppServices, featureLevel } from '../common/app-context';
import { emojiLoaded, emojiNames, loadUnicodeEmoji } from './emoji-names';
import type { Suggestions, TypeaheadEngine } from './lazy-typeahead';

// The emoji names load with the typeahead, before the first `:` needs them.
void loadUnicodeEmoji();

function MentionOption({ item }: { item: MentionItem }) {
  switch (item.kind) {
    case 'user':
      return (
        <span>
          {item.user.full_name} <span className="suggestion-detail">{item.user.email}</span>
        </span>
      );
    case 'group':
      return (
        <span>
          {item.group.name}{' '}
          <span className="suggestion-detail">{item.group.description || 'User group'}</span>
        </span>
      );
    case 'wildcard':
      return (
        <span>
          {item.name} <span className="suggestion-detail">{item.description}</span>
        </span>
      );
  }
}

function EmojiOption({ emoji }: { emoji: EmojiName }) {
  return (
    <span>
      {emoji.url ? (
        <img className="emoji-glyph" src={emoji.url} alt="" width={18} height={18} />
      ) : (
        <span className="emoji-glyph" aria-hidden>
          {emoji.glyph}
        </span>
      )}{' '}
      :{emoji.name}:
    </span>
  );
}

/** The channel a link names (the server matches names without case). */
function channelNamed(channels: Record<number, BasicChannel>, name: string) {
  const folded = name.toLowerCase();
  return Object.values(channels).find((c) => c.name.toLowerCase() === folded);
}

const fetching = new Map<number, Promise<void>>();

/** A channel's topics; those the store has not listed yet are fetched (`pending`). */
function topicsOf(app: AppServices, channel: BasicChannel) {
  const topics = app.parley.getState().topics[channel.stream_id];
  let pending = fetching.get(channel.stream_id);
  if (!topics?.complete && !pending) {
    pending = getStreamTopics(app.conn, channel.stream_id, featureLevel(app.parley))
      .then((res) => app.parley.receiveTopics(channel.stream_id, res.topics))
      .catch(() => {})
      .finally(() => fetching.delete(channel.stream_id));
    fetching.set(channel.stream_id, pending);
  }
  return { topics, pending };
}

export const engine: TypeaheadEngine = {
  suggest(app, target, text, caret): Suggestions | undefined {
    const token = tokenAt(text, caret);
    if (!token) return undefined;
    const state = app.parley.getState();
    const range = { start: token.start, end: token.end };
    switch (token.kind) {
      case 'mention': {
        const items = mentionSuggestions(state, target, token.query, token.silent);
        return {
          ...range,
          label: 'Mention suggestions',
          items,
          insert: (i) => mentionText(i as MentionItem, token.silent, state),
          render: (i) => <MentionOption item={i as MentionItem} />,
        };
      }
      case 'channel':
        return {
          ...range,
          label: 'Channel suggestions',
          items: channelSuggestions(state, token.query),
          insert: (c) => channelLinkText((c as BasicChannel).name),
          render: (c) => <span>#{(c as BasicChannel).name}</span>,
          // Not on a bare `#`: nothing typed yet picks no channel.
          chain: token.query ? (c) => topicLinkStart((c as BasicChannel).name) : undefined,
        };
      case 'topic': {
        const channel = channelNamed(state.channels, token.channel);
        if (!channel) return undefined;
        const { topics, pending } = topicsOf(app, channel);
        return {
          ...range,
          label: 'Topic suggestions',
          pending,
          items: topicSuggestions(topics, token.query),
          insert: (t) => topicLinkText(channel.name, t as string),
          render: (t) => (
            <span>
              #{channel.name} › {t as string}
            </span>
          ),
        };
      }
      case 'emoji':
        return {
          ...range,
          label: 'Emoji suggestions',
          pending: emojiLoaded() ? undefined : loadUnicodeEmoji(),
          items: emojiSuggestions(emojiNames(state), token.query),
          insert: (e) => emojiText((e as EmojiName).name),
          render: (e) => <EmojiOption emoji={e as EmojiName} />,
        };
    }
  },

  topicJump(app, text, caret) {
    const jump = topicJump(text, caret);
    return jump && channelNamed(app.parley.getState().channels, jump.channel) ? jump : undefined;
  },
};
