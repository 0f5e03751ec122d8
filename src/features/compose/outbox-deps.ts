/**
 * The outbox's connections to the app: the store's local echoes, POST /messages with
 * queue_id/local_id, GET /messages to look for a send that may have arrived, and Web Locks
 * so that of several tabs exactly one sends each message.
 */
import { getMessages, sendMessage } from '../../api/endpoints/messages';
import { ApiError, RateLimitError } from '../../api/http';
import type { NarrowTerm } from '../../api/types/narrow';
import { realTimers } from '../../events/types';
import { narrowOfTarget } from '../../model/compose-target';
import { Outbox, type OutboxDeps, type OutboxEntry, type SendOutcome } from '../../model/outbox';
import type { ParleyState } from '../../store/state';
import { type AppServices, featureLevel } from '../common/app-context';
import { renderForEcho } from './echo-render';

/** The newest message ID the store holds in any window (a server copy must be newer). */
export function newestKnownId(state: ParleyState): number {
  let max = 0;
  for (const w of Object.values(state.messages.windows)) {
    for (let i = w.ids.length - 1; i >= 0; i--) {
      const id = w.ids[i]!;
      if (id > 0) {
        if (id > max) max = id;
        break;
      }
    }
  }
  return max;
}

/** How far back the server's copy may be dated (clocks differ). */
const CLOCK_SLACK_S = 600;

const locks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' ? navigator.locks : undefined;

/** This page's ID, held as a Web Lock for as long as the page lives. */
function pageOwner(): string {
  const id = crypto.randomUUID();
  void locks()?.request(`parley-page-${id}`, () => new Promise(() => {}));
  return id;
}

let owner: string | undefined;

export function outboxDeps(app: AppServices, storageKey: string): OutboxDeps {
  const { parley, conn } = app;
  owner ??= pageOwner();
  const state = () => parley.getState();
  return {
    storage: localStorage,
    storageKey,
    owner,
    timers: { now: () => Date.now(), ...realTimers },
    showEcho(entry) {
      const t = entry.target;
      return parley.addLocalEcho({
        type: t.type,
        ...(t.type === 'stream' ? { stream_id: t.stream_id, topic: t.topic } : { to: t.to }),
        raw_content: entry.content,
        rendered_content: renderForEcho(entry.content),
      }).local_id;
    },
    setEchoFailed: (local_id, failed) =>
      failed ? parley.markLocalEchoFailed(local_id) : parley.markLocalEchoSending(local_id),
    removeEcho: (local_id) => parley.removeLocalEcho(local_id),
    echoShown: (local_id) => local_id in state().messages.echoes,
    queueId: () => state().queue_id,
    send: (entry, queue_id, local_id) => send(app, entry, queue_id, local_id),
    async findOnServer(entry, taken) {
      const self = state().current_user_id;
      const narrow: NarrowTerm[] = [
        ...(narrowOfTarget(entry.target, self) ?? []),
        { operator: 'sender', operand: self },
      ];
      const res = await getMessages(
        conn,
        { anchor: 'newest', num_before: 50, num_after: 0, narrow, apply_markdown: false },
        featureLevel(parley),
      );
      return res.messages.find(
        (m) =>
          m.id > entry.afterId &&
          !taken.has(m.id) &&
          m.content === entry.content &&
          m.timestamp >= entry.created / 1000 - CLOCK_SLACK_S,
      )?.id;
    },
    async ownerAlive(other) {
      const lm = locks();
      if (!lm) return false;
      const held = (await lm.query()).held ?? [];
      return held.some((l) => l.name === `parley-page-${other}`);
    },
    exclusive: <T>(fn: () => Promise<T>): Promise<T> => {
      const lm = locks();
      return lm ? (lm.request(`parley-outbox-${storageKey}`, fn) as Promise<T>) : fn();
    },
    random: () => crypto.randomUUID(),
    now: () => Date.now(),
  };
}

export const createOutbox = (app: AppServices, storageKey: string) =>
  new Outbox(outboxDeps(app, storageKey));

async function send(
  app: AppServices,
  entry: OutboxEntry,
  queue_id: string | null,
  local_id: string,
): Promise<SendOutcome> {
  const t = entry.target;
  const params =
    t.type === 'stream'
      ? { type: 'channel' as const, to: t.stream_id ?? 0, topic: t.topic, content: entry.content }
      : { type: 'direct' as const, to: t.to, content: entry.content };
  try {
    const res = await sendMessage(
      app.conn,
      params,
      featureLevel(app.parley),
      queue_id ? { queue_id, local_id } : {},
    );
    return { ok: true, id: res.id };
  } catch (e) {
    if (e instanceof RateLimitError) {
      return { ok: false, refused: e.message, retryAfterMs: e.retryAfterSeconds * 1000 };
    }
    if (e instanceof ApiError) return { ok: false, refused: e.message };
    return { ok: false, unanswered: e instanceof Error ? e.message : String(e) };
  }
}
