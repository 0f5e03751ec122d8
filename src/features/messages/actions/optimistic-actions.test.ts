import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../api/http';
import { createClientStore } from '../../../model/client-store';
import { GENERAL, registerFixture, streamMessage } from '../../../store/test-support';
import { noticeStore } from '../../common/notices';
import { toggleReaction, toggleStar } from './optimistic-actions';

/** A store with message 40, and a server whose answers the test releases one by one. */
function setup() {
  const parley = createClientStore(registerFixture());
  parley.receiveMessages([], {
    messages: [{ ...streamMessage(40, GENERAL), flags: ['read'] }],
    found_oldest: true,
    found_newest: true,
  });
  const sent: string[] = [];
  const pending: ((r: Response) => void)[] = [];
  const conn: Connection = {
    realm: 'http://x',
    email: 'a@b',
    apiKey: 'k',
    fetch: (url, init) => {
      sent.push(`${init?.method} ${new URL(String(url)).pathname} ${String(init?.body ?? '')}`);
      return new Promise((resolve) => pending.push(resolve));
    },
  };
  const answer = (status: number, body: object) =>
    pending.shift()?.(new Response(JSON.stringify(body), { status }));
  const ok = () => answer(200, { result: 'success', msg: '', messages: [40] });
  const m = () => parley.getState().messages.byId.get(40)!;
  return { app: { parley, conn }, sent, answer, ok, m };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('message actions against the server', () => {
  it('star then unstar: shown at once, sent one after the other', async () => {
    const { app, sent, ok, m } = setup();
    const star = toggleStar(app, m());
    expect(m().flags).toContain('starred');
    const unstar = toggleStar(app, m());
    expect(m().flags).not.toContain('starred');
    await tick();
    expect(sent).toHaveLength(1); // the unstar waits for the star's answer
    ok();
    await star;
    await tick();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('op=remove');
    ok();
    expect(await unstar).toBe(true);
  });

  it('a refused reaction is taken back, with a notice offering to retry', async () => {
    const { app, answer, m } = setup();
    const emoji = {
      emoji_name: 'tada',
      emoji_code: '1f389',
      reaction_type: 'unicode_emoji',
    } as const;
    const adding = toggleReaction(app, 40, emoji);
    expect(m().reactions).toHaveLength(1);
    await tick();
    answer(400, { result: 'error', code: 'BAD_REQUEST', msg: 'Invalid message(s)' });
    expect(await adding).toBe(false);
    expect(m().reactions).toHaveLength(0);
    const notice = noticeStore.getState().notices.at(-1);
    expect(notice?.text).toBe('Could not add the reaction: Invalid message(s)');
    expect(notice?.retry).toBeTypeOf('function');
  });

  it('REACTION_ALREADY_EXISTS means the server is where the user wants it', async () => {
    const { app, answer, m } = setup();
    const emoji = {
      emoji_name: 'tada',
      emoji_code: '1f389',
      reaction_type: 'unicode_emoji',
    } as const;
    const adding = toggleReaction(app, 40, emoji);
    await tick();
    answer(400, {
      result: 'error',
      code: 'REACTION_ALREADY_EXISTS',
      msg: 'Reaction already exists.',
    });
    expect(await adding).toBe(true);
    expect(m().reactions).toHaveLength(1);
  });
});
