import { describe, expect, it } from 'vitest';
import { DEMO_CHANNELS, DEMO_USERS } from '../../server/seed/demo';
import { unicodeEmojiByName } from '../../src/markdown';
import { DEMO_THREADS, type Who } from './conversations';
import { type DemoAction, planDemo, seededRandom } from './schedule';

const audience = (channel: string) =>
  (DEMO_CHANNELS.find((c) => c.name === channel)?.subscribers ?? []) as readonly Who[];
const plan = (seed: number, minutes: number) =>
  planDemo({
    threads: DEMO_THREADS,
    durationMs: minutes * 60_000,
    random: seededRandom(seed),
    audience,
  });
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe('the conversations', () => {
  const lines = DEMO_THREADS.flatMap((t) => t.lines);

  it('are enough, and varied, for a five-minute demo', () => {
    expect(lines.length).toBeGreaterThanOrEqual(150);
    expect(new Set(lines.map((l) => l.text)).size).toBe(lines.length);
    const channels = new Set(DEMO_THREADS.map((t) => t.channel).filter(Boolean));
    expect(channels.size).toBeGreaterThanOrEqual(5);
    expect(DEMO_THREADS.filter((t) => t.dm).length).toBeGreaterThanOrEqual(5);
  });

  it('let each person speak only where they may, with emoji the server knows', () => {
    const admins = DEMO_USERS.filter((u) => u.role <= 200).map((u) => u.key as Who);
    for (const t of DEMO_THREADS) {
      const may = t.dm ?? audience(t.move?.channel ?? t.channel!);
      for (const l of t.lines) {
        expect(may, `${l.who} in ${t.channel ?? t.dm}`).toContain(l.who);
        if (t.channel === 'announce') expect(admins).toContain(l.who);
        for (const e of l.react ?? []) expect(unicodeEmojiByName(e), e).toBeDefined();
      }
      // Polonius, a guest, may not move topics.
      if (t.move) expect(t.move.by).not.toBe('polonius');
    }
  });
});

describe('the plan', () => {
  const firstAt = (actions: DemoAction[], kind: DemoAction['kind']) =>
    actions.find((a) => a.kind === kind)?.at ?? Number.POSITIVE_INFINITY;

  it.each(SEEDS)('seed %i: every kind of event within the first 45 seconds', (seed) => {
    // In channels, where someone subscribed to all of them sees every one.
    const inChannels = new Set(
      plan(seed, 1).flatMap((a) => (a.kind === 'send' && 'channel' in a.place ? [a.ref] : [])),
    );
    const actions = plan(seed, 1).filter((a) => !('ref' in a) || inChannels.has(a.ref));
    for (const kind of ['typing', 'send', 'react', 'edit', 'move', 'resolve'] as const) {
      expect(firstAt(actions, kind), kind).toBeLessThan(45_000);
    }
  });

  it.each(SEEDS)('seed %i: stays within its minutes, in order, at a human pace', (seed) => {
    const actions = plan(seed, 5);
    expect(actions.at(-1)!.at).toBeLessThan(5 * 60_000);
    for (let i = 1; i < actions.length; i++) {
      expect(actions[i]!.at).toBeGreaterThanOrEqual(actions[i - 1]!.at);
    }
    const sends = actions.filter((a) => a.kind === 'send');
    // A lively room, not a flood: between 6 and 20 messages a minute.
    expect(sends.length).toBeGreaterThanOrEqual(30);
    expect(sends.length).toBeLessThanOrEqual(100);
    // Each line is typed first: a start before, a stop just before its send.
    for (const s of sends) {
      const before = actions.slice(0, actions.indexOf(s));
      const typing = before.filter((a) => a.kind === 'typing' && a.who === s.who);
      expect(typing.at(-1)).toMatchObject({ op: 'stop', place: s.place });
      expect(typing.at(-2)).toMatchObject({ op: 'start', place: s.place });
      expect(s.at - typing.at(-1)!.at).toBeLessThan(100);
    }
  });

  it.each(SEEDS)('seed %i: no line repeats within five minutes', (seed) => {
    const texts = plan(seed, 5)
      .filter((a) => a.kind === 'send')
      .map((a) => (a as { text: string }).text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps typing balanced: every start has its stop', () => {
    for (const seed of SEEDS) {
      const typing = plan(seed, 3).filter((a) => a.kind === 'typing');
      const starts = typing.filter((a) => a.kind === 'typing' && a.op === 'start').length;
      expect(typing.length - starts).toBe(starts);
    }
  });

  it('continues a moved thread in its new place', () => {
    const actions = plan(7, 30);
    const move = actions.find(
      (a): a is Extract<DemoAction, { kind: 'move' }> => a.kind === 'move' && 'channel' in a.to,
    )!;
    const thread = move.ref.split(':').slice(0, 2).join(':');
    const later = actions.filter(
      (a) => a.kind === 'send' && a.at > move.at && a.ref.startsWith(`${thread}:`),
    );
    expect(later.length).toBeGreaterThan(0);
    for (const s of later) expect(s).toMatchObject({ place: move.to });
  });
});
