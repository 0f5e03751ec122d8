import { describe, expect, it } from 'vitest';
import type { UpdateMessageEvent, WireEvent } from '../api/types/event';
import { DESIGN, GENERAL, registerFixture, streamMessage } from '../store/test-support';
import { createClientStore } from './client-store';
import type { TopicMove } from './drafts';
import { type FeedNews, subscribeFeedNews } from './feed-events';
import { lunchEdit } from './feed-test-support';

const update = (extra: Partial<UpdateMessageEvent>) => lunchEdit(extra, 2);

function store() {
  const parley = createClientStore(registerFixture(), 0, { now: () => 0, log: () => {} });
  parley.receiveMessages([], {
    messages: [{ ...streamMessage(10), flags: [] }],
    found_oldest: true,
    found_newest: true,
  });
  return parley;
}

describe('what a batch means for views of messages', () => {
  it.each<[string, Partial<UpdateMessageEvent>, TopicMove | undefined]>([
    [
      'a whole topic renamed',
      { propagate_mode: 'change_all', subject: 'dinner' },
      { stream_id: GENERAL, topic: 'lunch', new_stream_id: GENERAL, new_topic: 'dinner' },
    ],
    [
      'its later part resolved',
      { propagate_mode: 'change_later', subject: '✔ lunch' },
      { stream_id: GENERAL, topic: 'lunch', new_stream_id: GENERAL, new_topic: '✔ lunch' },
    ],
    [
      'moved to another channel, keeping its name (the event names no topic)',
      { propagate_mode: 'change_all', orig_subject: undefined, new_stream_id: DESIGN },
      { stream_id: GENERAL, topic: 'lunch', new_stream_id: DESIGN, new_topic: 'lunch' },
    ],
    ['not one message moved', { propagate_mode: 'change_one', subject: 'dinner' }, undefined],
    ['not a content edit', { orig_subject: undefined, content: '<p>x</p>' } as never, undefined],
  ])('%s', (_name, extra, move) => {
    const parley = store();
    const heard: FeedNews[] = [];
    subscribeFeedNews(parley, (news) => heard.push(news));
    parley.applyEvents([update(extra)]);
    expect(heard.flatMap((n) => n.moves.map((m) => m.move))).toEqual(move ? [move] : []);
  });

  it('messages that arrived, as the store holds them', () => {
    const parley = store();
    const heard: number[] = [];
    subscribeFeedNews(parley, (news) => heard.push(...news.arrived.map((m) => m.id)));
    parley.applyEvents([
      { id: 3, type: 'message', message: streamMessage(20), flags: [] } as WireEvent,
      { id: 4, type: 'message', message: streamMessage(30), flags: ['read'] } as WireEvent,
    ]);
    expect(heard).toEqual([20, 30]);
  });

  it("the user's own messages that replaced their local echoes", () => {
    const parley = store();
    const heard: FeedNews['confirmed'] = [];
    subscribeFeedNews(parley, (news) => heard.push(...news.confirmed));
    parley.applyEvents([
      { id: 3, type: 'message', message: streamMessage(20), flags: [] } as WireEvent,
      {
        id: 4,
        type: 'message',
        message: streamMessage(30),
        flags: ['read'],
        local_message_id: '1',
      } as WireEvent,
    ]);
    expect(heard).toEqual([{ local_id: '1', id: 30 }]);
  });

  it('one listener on the store for all views, gone with the last of them', () => {
    const parley = store();
    let subscriptions = 0;
    const real = parley.subscribeEvents;
    parley.subscribeEvents = (listener) => {
      subscriptions++;
      return real(listener);
    };
    const stops = [subscribeFeedNews(parley, () => {}), subscribeFeedNews(parley, () => {})];
    expect(subscriptions).toBe(1);
    for (const stop of stops) stop();
    const heard: FeedNews[] = [];
    subscribeFeedNews(parley, (news) => heard.push(news));
    expect(subscriptions).toBe(2);
    parley.applyEvents([update({ propagate_mode: 'change_all', subject: 'dinner' })]);
    expect(heard).toHaveLength(1);
  });
});
