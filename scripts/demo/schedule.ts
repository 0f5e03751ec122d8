/**
 * The demo's timeline, planned in advance from the conversations with an injected random source:
 * a few threads at a time take turns (each speaks once per round, in a shuffled order), every
 * line is typed (typing start … stop) and then sent at a human pace, and around the lines come
 * the reactions, edits, moves and resolves the script asks for. Pure: no clock, no network.
 */
import type { DemoThread, Who } from './conversations';

/** Where a message goes: a channel topic or a direct-message conversation. */
export type Place = { channel: string; topic: string } | { dm: Who[] };

/** `ref` names one sent message (`thread:cycle:line`), so later actions can find its ID. */
export type DemoAction =
  | { at: number; kind: 'typing'; op: 'start' | 'stop'; who: Who; place: Place }
  | { at: number; kind: 'send'; who: Who; place: Place; text: string; ref: string }
  | { at: number; kind: 'react'; who: Who; ref: string; emoji: string }
  | { at: number; kind: 'edit'; who: Who; ref: string; text: string }
  | { at: number; kind: 'move'; who: Who; ref: string; from: Place; to: Place }
  | { at: number; kind: 'resolve'; who: Who; ref: string; place: Place };

export interface PlanOptions {
  threads: readonly DemoThread[];
  /** Nothing is planned at or after this time (ms from the start). */
  durationMs: number;
  /** In [0, 1), as Math.random. */
  random(): number;
  /** How many threads run at once. */
  concurrency?: number;
  /** Who may react in a channel (its subscribers); DMs: their participants. */
  audience(channel: string): readonly Who[];
}

const between = (random: () => number, lo: number, hi: number) => lo + random() * (hi - lo);

/** Typing time grows with the line's length, within what keeps a demo lively. */
export const typingMs = (text: string, random: () => number) =>
  Math.min(4000, 1200 + text.length * 25) + between(random, 0, 500);

interface Running {
  index: number;
  cycle: number;
  thread: DemoThread;
  next: number;
  place: Place;
  lastRef?: string;
  /** Not before: after a move, the thread speaks in its new place. */
  readyAt: number;
}

function placeOf(t: DemoThread): Place {
  if (t.dm) return { dm: t.dm };
  if (t.channel === undefined || t.topic === undefined) throw new Error('A thread needs a place');
  return { channel: t.channel, topic: t.topic };
}

export function planDemo(o: PlanOptions): DemoAction[] {
  const { threads, random } = o;
  if (threads.length === 0) return [];
  const actions: DemoAction[] = [];
  let nextThread = 0;
  let cycle = 0;
  const open = (): Running => {
    const index = nextThread;
    const thread = threads[index]!;
    nextThread = (nextThread + 1) % threads.length;
    if (nextThread === 0) cycle++;
    return { index, cycle, thread, next: 0, place: placeOf(thread), readyAt: 0 };
  };
  const running: Running[] = [];
  const concurrency = Math.min(o.concurrency ?? 3, threads.length);
  while (running.length < concurrency) running.push(open());

  let t = between(random, 300, 1200);
  for (;;) {
    // One round: each running thread speaks once, in a shuffled order.
    const order = shuffle(running.slice(), random);
    for (const r of order) {
      t = Math.max(t, r.readyAt);
      const line = r.thread.lines[r.next]!;
      const typing = typingMs(line.text, random);
      const sendAt = t + typing;
      if (sendAt >= o.durationMs) return finish(actions);
      const ref = `${r.index}:${r.cycle}:${r.next}`;
      actions.push({ at: t, kind: 'typing', op: 'start', who: line.who, place: r.place });
      actions.push({ at: sendAt - 40, kind: 'typing', op: 'stop', who: line.who, place: r.place });
      actions.push({
        at: sendAt,
        kind: 'send',
        who: line.who,
        place: r.place,
        text: line.text,
        ref,
      });
      r.lastRef = ref;
      const others = audienceOf(r.place, o).filter((w) => w !== line.who);
      let reactAt = sendAt + between(random, 1500, 4000);
      for (const emoji of line.react ?? []) {
        const who = others[Math.floor(random() * others.length)];
        if (who && reactAt < o.durationMs)
          actions.push({ at: reactAt, kind: 'react', who, ref, emoji });
        reactAt += between(random, 800, 2500);
      }
      if (line.fix) {
        const at = sendAt + between(random, 2500, 5000);
        if (at < o.durationMs)
          actions.push({ at, kind: 'edit', who: line.who, ref, text: line.fix });
      }
      let ended = r.next + 1 >= r.thread.lines.length;
      const { move, resolve } = r.thread;
      if (move && move.after === r.next && !('dm' in r.place)) {
        const at = sendAt + between(random, 1500, 3500);
        const to: Place = { channel: move.channel ?? r.place.channel, topic: move.topic };
        if (at < o.durationMs) {
          actions.push({ at, kind: 'move', who: move.by, ref, from: r.place, to });
          r.place = to;
          r.readyAt = at + 500;
        } else ended = true;
      }
      if (resolve && resolve.after === r.next && !('dm' in r.place)) {
        const at = sendAt + between(random, 1500, 3500);
        if (at < o.durationMs)
          actions.push({ at, kind: 'resolve', who: resolve.by, ref, place: r.place });
        ended = true;
      }
      r.next++;
      if (ended) running[running.indexOf(r)] = open();
      t = sendAt + between(random, 800, 2500);
    }
  }
}

function audienceOf(place: Place, o: PlanOptions): readonly Who[] {
  return 'dm' in place ? place.dm : o.audience(place.channel);
}

function shuffle<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** In time order (a stable sort: a line's stop stays before its send). */
function finish(actions: DemoAction[]): DemoAction[] {
  return actions.sort((a, b) => a.at - b.at);
}

/** A small seeded generator (LCG), so a test or a rehearsal can replay the same demo. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
