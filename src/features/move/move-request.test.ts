import { describe, expect, it } from 'vitest';
import type { Connection } from '../../api/http';
import {
  defaultMode,
  type MoveRequest,
  moveMessages,
  partialMoveText,
  partialRequest,
} from './move-request';

const request: MoveRequest = {
  message_id: 40,
  topic: 'dinner',
  stream_id: 2,
  mode: 'change_all',
  notifyNew: true,
  notifyOld: false,
};

/** A connection whose fetch answers once with `body` and records the request. */
function answering(status: number, body: object) {
  const seen: { url: string; body: string }[] = [];
  const conn: Connection = {
    realm: 'http://x',
    email: 'a@b',
    apiKey: 'k',
    fetch: async (url, init) => {
      seen.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(body), { status });
    },
  };
  return { app: { conn }, seen };
}

describe('moving messages', () => {
  it('sends the topic, the channel, the mode and both notices', async () => {
    const { app, seen } = answering(200, { result: 'success', msg: '' });
    expect(await moveMessages(app, request, 380)).toEqual({ moved: true });
    const sent = new URLSearchParams(seen[0]!.body);
    expect(seen[0]!.url).toContain('/messages/40');
    expect(Object.fromEntries(sent)).toEqual({
      topic: 'dinner',
      stream_id: '2',
      propagate_mode: 'change_all',
      send_notification_to_new_thread: 'true',
      send_notification_to_old_thread: 'false',
    });
  });

  it('the empty topic in the words of the server', async () => {
    const { app, seen } = answering(200, { result: 'success', msg: '' });
    await moveMessages(app, { ...request, topic: '' }, 300);
    expect(new URLSearchParams(seen[0]!.body).get('topic')).toBe('(no topic)');
  });

  it('turns the time-limit refusal into a partial move', async () => {
    const { app } = answering(400, {
      result: 'error',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      msg: 'You only have permission to move the 3/5 most recent messages in this topic.',
      first_message_id_allowed_to_move: 43,
      total_messages_allowed_to_move: 3,
      total_messages_in_topic: 5,
    });
    const result = await moveMessages(app, request, 380);
    expect(result).toEqual({
      moved: false,
      partial: {
        first_message_id_allowed_to_move: 43,
        total_messages_allowed_to_move: 3,
        total_messages_in_topic: 5,
      },
    });
    if (result.moved) return;
    expect(partialRequest(request, result.partial)).toEqual({
      ...request,
      message_id: 43,
      mode: 'change_later',
    });
    expect(partialMoveText(result.partial)).toEqual({
      text: 'You can move only the 3 messages sent most recently, of 5 messages in this topic: the others are older than the time limit for moving messages. 2 messages will stay in the current topic.',
      offer: 'Move those 3 messages',
    });
  });

  it('a null first message: nothing may be moved, nothing is offered', async () => {
    const { app } = answering(400, {
      result: 'error',
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      msg: 'You only have permission to move the 0/4 most recent messages in this topic.',
      first_message_id_allowed_to_move: null,
      total_messages_allowed_to_move: 0,
      total_messages_in_topic: 4,
    });
    const result = await moveMessages(app, request, 380);
    if (result.moved) throw new Error('expected a refusal');
    expect(partialRequest(request, result.partial)).toBeNull();
    expect(partialMoveText(result.partial)).toEqual({
      text: 'None of the 4 messages in this topic can be moved: all are older than the time limit for moving messages.',
    });
  });

  it('other refusals are errors, in the server’s words', async () => {
    const { app } = answering(400, {
      result: 'error',
      code: 'BAD_REQUEST',
      msg: "You don't have permission to move this message",
    });
    await expect(moveMessages(app, request, 380)).rejects.toThrow(
      "You don't have permission to move this message",
    );
  });
});

describe('the mode the dialog starts in', () => {
  const run = { ids: [10, 11, 12], found_oldest: true, found_newest: true };
  it.each([
    ['the first message: the whole topic', 10, run, 'change_all'],
    ['the last message: only it', 12, run, 'change_one'],
    ['one in between: it and those after', 11, run, 'change_later'],
    ['the only message: the whole topic', 10, { ...run, ids: [10] }, 'change_all'],
    ['first loaded, but older ones exist', 10, { ...run, found_oldest: false }, 'change_later'],
    ['last loaded, but newer ones exist', 12, { ...run, found_newest: false }, 'change_later'],
    ['nothing known', 12, undefined, 'change_later'],
  ] as const)('%s', (_name, id, topicRun, expected) => {
    expect(defaultMode(id, topicRun)).toBe(expected);
  });
});
