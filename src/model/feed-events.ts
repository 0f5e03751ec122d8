/**
 * What the store's event batches mean for views of messages, worked out once per batch for all
 * of them: which topics moved (and how), and which messages arrived. Feeds and compose listen
 * here, never to the raw events; one listener on the store serves them all while any is there.
 */
import type { MessageEvent, UpdateMessageEvent, WireEvent } from '../api/types/event';
import type { StoredMessage } from '../store/state';
import type { ParleyStore } from '../store/store';
import { type TopicMove, topicMoveOf } from './drafts';

/** A topic moved (renamed, resolved, or to another channel), whole or from a message on. */
export interface MovedTopic {
  event: UpdateMessageEvent;
  move: TopicMove;
}

export interface FeedNews {
  moves: MovedTopic[];
  /** Messages that came as message events, as the store holds them after the batch. */
  arrived: StoredMessage[];
  /** The user's own messages among them that took the place of their local echoes. */
  confirmed: { local_id: string; id: number }[];
}

export type FeedNewsListener = (news: FeedNews) => void;

/** The news in one batch, read after the store applied it. */
export function newsOf(parley: ParleyStore, events: readonly WireEvent[]): FeedNews {
  const { byId } = parley.getState().messages;
  const news: FeedNews = { moves: [], arrived: [], confirmed: [] };
  for (const event of events) {
    if (event.type === 'message') {
      const { message, local_message_id } = event as MessageEvent;
      const m = byId.get(message.id);
      if (m) news.arrived.push(m);
      if (local_message_id) news.confirmed.push({ local_id: local_message_id, id: message.id });
    } else if (event.type === 'update_message') {
      const e = event as UpdateMessageEvent;
      const moved = byId.get(e.message_id);
      const move = topicMoveOf(e, moved?.type === 'stream' ? moved.subject : undefined);
      if (move) news.moves.push({ event: e, move });
    }
  }
  return news;
}

const listenersOf = new WeakMap<ParleyStore, Set<FeedNewsListener>>();
const stops = new WeakMap<ParleyStore, () => void>();

/** Calls `listener` with the news of every batch that has any; returns the way to stop. */
export function subscribeFeedNews(parley: ParleyStore, listener: FeedNewsListener): () => void {
  let listeners = listenersOf.get(parley);
  if (!listeners) {
    listeners = new Set();
    listenersOf.set(parley, listeners);
  }
  const all = listeners;
  if (all.size === 0) {
    stops.set(
      parley,
      parley.subscribeEvents((events) => {
        const news = newsOf(parley, events);
        if (news.moves.length === 0 && news.arrived.length === 0) return;
        for (const l of [...all]) l(news);
      }),
    );
  }
  all.add(listener);
  return () => {
    if (!all.delete(listener) || all.size > 0) return;
    stops.get(parley)?.();
    stops.delete(parley);
  };
}
