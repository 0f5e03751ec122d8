import { describe, expect, it } from 'vitest';
import type { Draft as ServerDraft } from '../api/types/models';
import type { ComposeTarget } from './compose-target';
import { type LocalDraft, reconcile, type SyncLink, type SyncStep } from './draft-sync';

const SELF = 1;
const KEY = 'stream:10:lunch';
const lunch: ComposeTarget = { type: 'stream', stream_id: 10, topic: 'lunch' };
const local = (content: string, updated = 2_000_000): LocalDraft => ({
  target: lunch,
  content,
  updated,
});
const server = (id: number, content: string, timestamp = 1000): ServerDraft => ({
  id,
  type: 'stream',
  to: [10],
  topic: 'lunch',
  content,
  timestamp,
});
const link = (id: number, content: string, more: Partial<SyncLink> = {}): SyncLink => ({
  id,
  content,
  seen: true,
  echoes: [],
  ...more,
});
const sent = (content: string, updated = 2_000_000) => ({
  type: 'stream' as const,
  to: [10],
  topic: 'lunch',
  content,
  timestamp: Math.floor(updated / 1000),
});
const keep = (content: string, updated: number): SyncStep => ({
  kind: 'keep',
  key: KEY,
  target: lunch,
  content,
  updated,
});

interface Case {
  name: string;
  local?: LocalDraft[];
  server?: ServerDraft[];
  link?: SyncLink;
  tombstones?: number[];
  steps: SyncStep[];
}

const cases: Case[] = [
  {
    name: 'a new draft here is created on the server',
    local: [local('Soup?')],
    steps: [{ kind: 'create', key: KEY, draft: sent('Soup?') }],
  },
  {
    name: 'created here, not yet in the server’s list: it waits',
    local: [local('Soup?')],
    link: link(7, 'Soup?', { seen: false }),
    steps: [],
  },
  {
    name: 'created here, not yet listed, but an older copy is: this browser goes with that one',
    local: [local('Soup?')],
    server: [server(5, 'Soup?')],
    link: link(7, 'Soup?', { seen: false }),
    steps: [
      { kind: 'link', key: KEY },
      { kind: 'link', key: KEY, link: link(5, 'Soup?') },
    ],
  },
  {
    name: 'the server shows the created draft: it is seen',
    local: [local('Soup?')],
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup?', { seen: false }),
    steps: [{ kind: 'link', key: KEY, link: link(7, 'Soup?') }],
  },
  {
    name: 'equal on both sides: nothing to do',
    local: [local('Soup?\n')],
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup?'),
    steps: [],
  },
  {
    name: 'changed here: the server is updated',
    local: [local('Soup and bread?')],
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup?'),
    steps: [{ kind: 'update', key: KEY, id: 7, draft: sent('Soup and bread?') }],
  },
  {
    name: 'the server still shows an older text of this browser’s: nothing to do',
    local: [local('Soup and bread?')],
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup and bread?', { echoes: ['Soup?'] }),
    steps: [],
  },
  {
    name: 'the server caught up with this browser’s writes: the echoes are forgotten',
    local: [local('Soup and bread?')],
    server: [server(7, 'Soup and bread?')],
    link: link(7, 'Soup and bread?', { echoes: ['Soup?'] }),
    steps: [{ kind: 'link', key: KEY, link: link(7, 'Soup and bread?') }],
  },
  {
    name: 'changed on another device: this browser takes the text',
    local: [local('Soup?')],
    server: [server(7, 'Stew?', 3000)],
    link: link(7, 'Soup?'),
    steps: [keep('Stew?', 3_000_000), { kind: 'link', key: KEY, link: link(7, 'Stew?') }],
  },
  {
    name: 'changed on both sides: both texts kept, the older first, and sent',
    local: [local('Soup here', 2_000_000)],
    server: [server(7, 'Stew there', 3000)],
    link: link(7, 'Soup?'),
    steps: [
      keep('Soup here\n\nStew there', 3_000_000),
      {
        kind: 'update',
        key: KEY,
        id: 7,
        draft: sent('Soup here\n\nStew there', 3_000_000),
      },
    ],
  },
  {
    name: 'never linked and different (another device wrote it too): joined',
    local: [local('Soup here', 4_000_000)],
    server: [server(7, 'Stew there', 3000)],
    steps: [
      keep('Stew there\n\nSoup here', 4_000_000),
      { kind: 'update', key: KEY, id: 7, draft: sent('Stew there\n\nSoup here', 4_000_000) },
    ],
  },
  {
    name: 'never linked and equal: linked',
    local: [local('Soup?')],
    server: [server(7, 'Soup?')],
    steps: [{ kind: 'link', key: KEY, link: link(7, 'Soup?') }],
  },
  {
    name: 'new on another device: this browser takes it',
    server: [server(7, 'Soup?', 3000)],
    steps: [keep('Soup?', 3_000_000), { kind: 'link', key: KEY, link: link(7, 'Soup?') }],
  },
  {
    name: 'sent or deleted here: deleted on the server',
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup?'),
    steps: [{ kind: 'delete', key: KEY, id: 7 }],
  },
  {
    name: 'deleted here but changed on another device meanwhile: taken back, not lost',
    server: [server(7, 'Stew?', 3000)],
    link: link(7, 'Soup?'),
    steps: [keep('Stew?', 3_000_000), { kind: 'link', key: KEY, link: link(7, 'Stew?') }],
  },
  {
    name: 'deleted here, its removal not yet in the server’s list: nothing to do',
    server: [server(7, 'Soup?')],
    tombstones: [7],
    steps: [],
  },
  {
    name: 'sent or deleted on another device: it goes here too',
    local: [local('Soup?')],
    link: link(7, 'Soup?'),
    steps: [
      { kind: 'forget', key: KEY, target: lunch },
      { kind: 'link', key: KEY },
    ],
  },
  {
    name: 'deleted on another device but changed here meanwhile: created again, not lost',
    local: [local('Soup and bread?')],
    link: link(7, 'Soup?'),
    steps: [
      { kind: 'link', key: KEY },
      { kind: 'create', key: KEY, draft: sent('Soup and bread?') },
    ],
  },
  {
    name: 'two server drafts for one conversation: the first stays, the other’s text joins it',
    local: [local('Soup?')],
    server: [server(7, 'Soup?'), server(9, 'Bread?')],
    link: link(7, 'Soup?'),
    steps: [
      keep('Bread?\n\nSoup?', 2_000_000),
      { kind: 'delete', key: KEY, id: 9 },
      { kind: 'update', key: KEY, id: 7, draft: sent('Bread?\n\nSoup?') },
    ],
  },
  {
    name: 'two server drafts, this browser’s the later: the first still stays (as on the other device)',
    local: [local('Bread?')],
    server: [server(7, 'Soup?'), server(9, 'Bread?')],
    link: link(9, 'Bread?'),
    steps: [
      { kind: 'delete', key: KEY, id: 9 },
      keep('Soup?\n\nBread?', 2_000_000),
      { kind: 'update', key: KEY, id: 7, draft: sent('Soup?\n\nBread?') },
    ],
  },
  {
    name: 'longer than a message may be (the server would cut it): left as it is on both sides',
    local: [local(`${'a'.repeat(10_000)}b`)],
    server: [server(7, 'Soup?')],
    link: link(7, 'Soup?'),
    steps: [],
  },
  {
    name: 'a draft with no recipient yet, and an unaddressed server draft, stay where they are',
    local: [
      { target: { type: 'stream', stream_id: undefined, topic: 'x' }, content: 'a', updated: 1 },
    ],
    server: [{ id: 3, type: '', to: [], topic: '', content: 'b', timestamp: 1 }],
    steps: [],
  },
];

describe('reconcile', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const steps = reconcile({
      local: c.local ?? [],
      server: c.server ?? [],
      links: c.link ? { [KEY]: c.link } : {},
      tombstones: new Set(c.tombstones ?? []),
      selfId: SELF,
      maxLength: 10_000,
    });
    expect(steps).toEqual(c.steps);
  });

  it('a direct message draft goes to its recipients and comes back to the same conversation', () => {
    const dm: ComposeTarget = { type: 'private', to: [4, 5] };
    const [create] = reconcile({
      local: [{ target: dm, content: 'Hi', updated: 5000 }],
      server: [],
      links: {},
      tombstones: new Set(),
      selfId: SELF,
      maxLength: 10_000,
    });
    expect(create).toEqual({
      kind: 'create',
      key: 'dm:4,5',
      draft: { type: 'private', to: [4, 5], topic: '', content: 'Hi', timestamp: 5 },
    });
    const back = reconcile({
      local: [{ target: dm, content: 'Hi', updated: 5000 }],
      server: [{ id: 2, type: 'private', to: [5, 4], topic: '', content: 'Hi', timestamp: 5 }],
      links: {},
      tombstones: new Set(),
      selfId: SELF,
      maxLength: 10_000,
    });
    expect(back).toEqual([{ kind: 'link', key: 'dm:4,5', link: link(2, 'Hi') }]);
  });
});
