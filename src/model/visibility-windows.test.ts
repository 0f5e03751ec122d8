/**
 * Following, muting and unmuting topics, and muting channels, move messages in and out of the
 * `is:followed`, `is:muted` and `in:home` windows (the store with the model's narrow predicate).
 */
import { describe, expect, it } from 'vitest';
import type { WireEvent } from '../api/types/event';
import type { NarrowTerm } from '../api/types/narrow';
import { narrowKey } from '../store/keys';
import { DESIGN, GENERAL, registerFixture, stored, streamMessage } from '../store/test-support';
import { createClientStore } from './client-store';

const FOLLOWED: NarrowTerm[] = [{ operator: 'is', operand: 'followed' }];
const HOME: NarrowTerm[] = [{ operator: 'in', operand: 'home' }];
const MUTED: NarrowTerm[] = [{ operator: 'is', operand: 'muted' }];

function setup() {
  const store = createClientStore({ ...registerFixture(), last_event_id: 0 }, 0, {
    log: () => {},
  });
  const lunch = [stored(streamMessage(3), ['read']), stored(streamMessage(4), ['read'])];
  const other = stored(streamMessage(8, GENERAL, 'other'), ['read']);
  const design = stored(streamMessage(9, DESIGN, 'plans'), ['read']);
  const page = (messages: ReturnType<typeof stored>[]) => ({
    messages,
    found_oldest: true,
    found_newest: true,
  });
  store.receiveMessages(HOME, page([...lunch, other, design]));
  store.receiveMessages(FOLLOWED, page([]));
  store.receiveMessages(MUTED, page([]));
  let id = 0;
  const apply = (event: Record<string, unknown>) => {
    const outcome = store.applyEvents([{ id: ++id, ...event } as WireEvent]);
    expect(outcome.needsResync).toBe(false);
  };
  const window = (narrow: NarrowTerm[]) => store.getState().messages.windows[narrowKey(narrow)]!;
  return { apply, window };
}

const topicPolicy = (topic_name: string, visibility_policy: number) => ({
  type: 'user_topic',
  stream_id: GENERAL,
  topic_name,
  last_updated: 1,
  visibility_policy,
});

describe('visibility windows follow user_topic and channel muting', () => {
  it('following a topic brings its held messages into is:followed, which stops claiming all', () => {
    const { apply, window } = setup();
    apply(topicPolicy('lunch', 3));
    // Messages of the topic the store never held may sit anywhere before its newest: the
    // window keeps what it can vouch for (from the newest on) and is fetched again below.
    expect(window(FOLLOWED).ids).toEqual([4]);
    expect(window(FOLLOWED).found_oldest).toBe(false);
    expect(window(HOME).ids).toEqual([3, 4, 8, 9]);
    apply(topicPolicy('lunch', 0));
    expect(window(FOLLOWED).ids).toEqual([]);
  });

  it('muting a topic takes it out of in:home and into is:muted; unmuting brings it back', () => {
    const { apply, window } = setup();
    apply(topicPolicy('lunch', 1));
    expect(window(HOME).ids).toEqual([8, 9]);
    expect(window(HOME).found_oldest).toBe(true); // nothing can be missing from in:home
    expect(window(MUTED).ids).toEqual([4]);
    expect(window(MUTED).found_oldest).toBe(false);
    apply(topicPolicy('lunch', 0));
    expect(window(HOME).ids).toEqual([4, 8, 9]);
    expect(window(HOME).found_oldest).toBe(false);
    expect(window(MUTED).ids).toEqual([]);
  });

  it('muting a channel takes its topics out of in:home, but not a followed one', () => {
    const { apply, window } = setup();
    apply(topicPolicy('other', 3));
    apply({
      type: 'subscription',
      op: 'update',
      stream_id: GENERAL,
      property: 'is_muted',
      value: true,
    });
    expect(window(HOME).ids).toEqual([8, 9]);
    expect(window(HOME).found_oldest).toBe(true);
    apply({
      type: 'subscription',
      op: 'update',
      stream_id: GENERAL,
      property: 'is_muted',
      value: false,
    });
    // Back from the channel's newest message the store knows of; older ones are fetched again.
    expect(window(HOME).ids).toEqual([8, 9]);
    expect(window(HOME).found_oldest).toBe(false);
  });
});
