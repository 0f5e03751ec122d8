// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterResponse } from '../api/types/register';
import type { PageToWorker, WorkerToPage } from '../events/protocol';
import type { WorkerLike } from '../events/worker-client';
import { mainViewShown } from '../features/common/main-view-shown';
import { copyOf, stateFromCopy } from '../store/copy';
import type { ParleyState } from '../store/state';
import { createParleyStore } from '../store/store';
import { registerFixture } from '../store/test-support';
import { ConnectionStatus, describeConnection } from './ConnectionStatus';
import { type EventStoreOptions, useEventStore } from './useEventStore';

afterEach(cleanup);

const session = { realm: '', email: 'iago@example.com', apiKey: 'key', userId: 1 };

/** A worker the test speaks for: it records what the page posts and says what we tell it. */
function fakeWorker() {
  const posted: PageToWorker[] = [];
  const listeners: ((e: { data: WorkerToPage }) => void)[] = [];
  const terminate = vi.fn();
  const worker: WorkerLike = {
    postMessage: (m) => {
      posted.push(m);
      if (m.type === 'stop') queueMicrotask(() => say({ type: 'stopped' }));
    },
    addEventListener: (_t, l) => listeners.push(l),
    removeEventListener: (_t, l) => {
      listeners.splice(listeners.indexOf(l), 1);
    },
    terminate,
  };
  const say = (data: WorkerToPage) => {
    for (const l of listeners) l({ data });
  };
  return { worker, posted, terminate, say: (data: WorkerToPage) => act(() => say(data)) };
}

function fakeLifecycle() {
  const handlers = new Map<string, () => void>();
  const target = {
    addEventListener: (type: string, fn: () => void) => handlers.set(type, fn),
    removeEventListener: (type: string) => handlers.delete(type),
  } as unknown as Window;
  const doc = {
    addEventListener: () => {},
    removeEventListener: () => {},
    visibilityState: 'visible',
  } as unknown as Document;
  return { handlers, lifecycle: { window: target, document: doc } };
}

function setup(extra: Partial<EventStoreOptions> = {}) {
  const w = fakeWorker();
  const life = fakeLifecycle();
  const onFatal = vi.fn();
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useEventStore(session, {
        onFatal,
        createWorker: () => w.worker,
        renderLater: (render) => render(),
        ...life,
        ...extra,
      }),
    { wrapper },
  );
  return { ...w, ...life, onFatal, hook, invalidate };
}

const snapshot = (extra: Partial<RegisterResponse> = {}): RegisterResponse => ({
  ...registerFixture(),
  ...extra,
});

const rename = (id: number, value: string) => ({
  id,
  type: 'stream' as const,
  op: 'update' as const,
  stream_id: 10,
  name: 'general',
  property: 'name',
  value,
});

describe('useEventStore', () => {
  it('starts the worker with the session, builds the store from the first snapshot', () => {
    const t = setup();
    expect(t.posted).toEqual([
      { type: 'start', conn: { realm: '', email: 'iago@example.com', apiKey: 'key' } },
    ]);
    expect(t.hook.result.current.parley).toBeNull();
    t.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot: snapshot() });
    const parley = t.hook.result.current.parley!;
    expect(parley.getState().channels[10]!.name).toBe('general');
    expect(parley.getState().generation).toBe(1);
  });

  it('renders a new store in a task after the one that built it', async () => {
    const t = setup({ renderLater: undefined });
    t.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot: snapshot() });
    expect(t.hook.result.current.parley).toBeNull();
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(t.hook.result.current.parley!.getState().generation).toBe(1);
  });

  it('once the main view has shown its content, says the people may come; then takes them', async () => {
    const t = setup();
    const fixture = registerFixture();
    const own = fixture.realm_users.slice(0, 1);
    t.say({
      type: 'snapshot',
      generation: 1,
      reason: 'initial',
      snapshot: {
        ...fixture,
        realm_users: own,
        realm_non_active_users: [],
        cross_realm_bots: [],
        people_to_come: true,
      },
    });
    mainViewShown();
    await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(t.posted).toContainEqual({ type: 'drawn' });
    const parley = t.hook.result.current.parley!;
    expect(Object.keys(parley.getState().users)).toHaveLength(1);
    for (const u of fixture.realm_users) {
      t.say({ type: 'people-slice', generation: 1, json: JSON.stringify([u]) });
    }
    const ids = fixture.realm_users.map((u) => u.user_id);
    t.say({ type: 'people', generation: 1, channels: {}, userIds: ids, collation: '' });
    expect(Object.keys(parley.getState().users)).toHaveLength(ids.length);
    expect(parley.getState().awaitingPeople).toBeUndefined();
  });

  it('applies a batch with one store update and drops batches of an older generation', () => {
    const t = setup();
    t.say({ type: 'snapshot', generation: 2, reason: 'initial', snapshot: snapshot() });
    const parley = t.hook.result.current.parley!;
    const updates = vi.fn();
    parley.store.subscribe(updates);
    t.say({ type: 'events', generation: 2, events: [rename(1, 'a'), rename(2, 'b')] as never });
    expect(updates).toHaveBeenCalledTimes(1);
    expect(parley.getState().channels[10]!.name).toBe('b');
    t.say({ type: 'events', generation: 1, events: [rename(3, 'stale')] as never });
    expect(parley.getState().channels[10]!.name).toBe('b');
  });

  it('a batch the store cannot apply asks the worker for a resync; the new snapshot replaces the state', () => {
    const t = setup();
    t.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot: snapshot() });
    const parley = t.hook.result.current.parley!;
    const bad = { id: 1, type: 'message', message: null, flags: [] };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t.say({ type: 'events', generation: 1, events: [bad] as never });
    expect(t.posted).toContainEqual({ type: 'resync' });
    const fresh = snapshot({ realm_name: 'Renamed org' });
    t.say({ type: 'snapshot', generation: 2, reason: 'resync', snapshot: fresh });
    expect(t.hook.result.current.parley).toBe(parley); // same store, new state
    expect(parley.getState().realm.name).toBe('Renamed org');
    expect(parley.getState().generation).toBe(2);
    expect(t.invalidate).toHaveBeenCalled();
  });

  it('reports the connection, wakes the worker on retry, and hands a 401 to onFatal', () => {
    const t = setup();
    const failing = { status: 'offline', failures: 9, retryAt: 0, error: 'Failed to fetch' };
    t.say({ type: 'connection', state: failing as never });
    expect(t.hook.result.current.connection).toEqual(failing);
    act(() => t.hook.result.current.retryNow());
    expect(t.posted.at(-1)).toEqual({ type: 'wake' });
    t.say({
      type: 'connection',
      state: { status: 'fatal', code: 'INVALID_API_KEY', error: 'Invalid API key' },
    });
    expect(t.onFatal).toHaveBeenCalledTimes(1);
  });

  it('unmounting stops the worker (it deletes the queue) and removes the page listeners', async () => {
    const t = setup();
    t.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot: snapshot() });
    expect(t.handlers.has('pagehide')).toBe(true);
    t.hook.unmount();
    expect(t.posted.at(-1)).toEqual({ type: 'stop' });
    await act(async () => {});
    expect(t.terminate).toHaveBeenCalled();
    expect(t.handlers.has('pagehide')).toBe(false);
  });
});

describe('ConnectionStatus', () => {
  it('says what a failure means in an alert banner, with a retry', () => {
    const onRetry = vi.fn();
    render(
      <ConnectionStatus
        state={{ status: 'reconnecting', failures: 3, retryAt: 0, error: 'HTTP 502' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Unable to connect to the server. Reconnecting after 3 failed attempts…',
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Retry now' }).click());
    expect(onRetry).toHaveBeenCalled();
  });

  it('stays a quiet status region while connected', () => {
    render(<ConnectionStatus state={{ status: 'connected' }} onRetry={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Connected');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ status: 'connected' }, 'Connected'],
    [{ status: 'connecting' }, 'Connecting…'],
    [
      { status: 'offline', failures: 1, retryAt: 0, error: '' },
      'Offline after 1 failed attempt; retrying in the background',
    ],
  ] as const)('%o → %s', (state, text) => {
    expect(describeConnection(state)).toBe(text);
  });
});

describe('useEventStore with a kept queue', () => {
  /** The local copy of a store that was polling queue `q9` up to event 41. */
  const copyAt = (queue_id: string, last_event_id: number): ParleyState => {
    const live = createParleyStore(snapshot({ queue_id, last_event_id }), {}, 3).getState();
    return stateFromCopy(copyOf(live, [], 1000), live.current_user_id)!;
  };
  const kept = { queue_id: 'q9', last_event_id: 41 };
  const requests = vi.fn();
  const stubFetch = () => {
    requests.mockReset();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests(`${init.method} ${new URL(url, 'http://x').pathname}`, String(init.body ?? ''));
      return new Response('{"result":"success","msg":""}');
    });
  };
  afterEach(() => vi.unstubAllGlobals());
  // A macrotask: the hook's chain of promises (claim the queue, read the copy) has settled.
  const settled = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

  it('opens from the copy and resumes its queue: no register; live once it answers', async () => {
    stubFetch();
    const t = setup({
      claimQueue: async () => kept,
      readCopy: async () => copyAt('q9', 41),
    });
    await settled();
    expect(t.posted).toEqual([
      {
        type: 'start',
        conn: { realm: '', email: 'iago@example.com', apiKey: 'key' },
        registerParams: undefined,
        resume: kept,
      },
    ]);
    const parley = t.hook.result.current.parley!;
    expect(parley.getState().copy).toEqual({ savedAt: 1000, queue_id: 'q9' });
    // Events of no queue apply to the copy until its queue answers.
    t.say({ type: 'events', generation: 1, events: [rename(42, 'early')] as never });
    expect(parley.getState().channels[10]!.name).toBe('general');
    t.say({ type: 'resumed', generation: 1, queueId: 'q9' });
    expect(parley.getState().copy).toBeUndefined();
    expect(parley.getState()).toMatchObject({ generation: 1, queue_id: 'q9' });
    t.say({ type: 'events', generation: 1, events: [rename(42, 'renamed meanwhile')] as never });
    expect(parley.getState().channels[10]!.name).toBe('renamed meanwhile');
    expect(requests).not.toHaveBeenCalled();
  });

  it.each([
    ['a copy of another queue', copyAt('q8', 41)],
    ['a copy of the same queue at another event', copyAt('q9', 40)],
    ['no copy at all', null],
  ])('%s: registers, and deletes the kept queue nobody will poll', async (_, copy) => {
    stubFetch();
    const t = setup({ claimQueue: async () => kept, readCopy: async () => copy });
    await settled();
    expect(t.posted).toEqual([
      { type: 'start', conn: { realm: '', email: 'iago@example.com', apiKey: 'key' } },
    ]);
    expect(requests).toHaveBeenCalledWith('DELETE /api/v1/events', 'queue_id=q9');
  });

  it('no kept queue: registers at once, as without a copy', async () => {
    const t = setup({ claimQueue: async () => null, readCopy: async () => copyAt('q9', 41) });
    await settled();
    expect(t.posted).toEqual([
      { type: 'start', conn: { realm: '', email: 'iago@example.com', apiKey: 'key' } },
    ]);
    expect(t.hook.result.current.parley!.getState().copy?.queue_id).toBe('q9');
  });

  it.each([
    [true, []],
    [false, [['DELETE /api/v1/events', 'queue_id=q1']]],
  ])(
    'leaving with leavesQueue %s: deletes the queue only when it is not left',
    async (leaves, deleted) => {
      stubFetch();
      const t = setup({ leavesQueue: () => leaves });
      t.say({ type: 'snapshot', generation: 1, reason: 'initial', snapshot: snapshot() });
      t.handlers.get('pagehide')!();
      await settled();
      // (Whether the people may come, said once the view has shown, is not about leaving.)
      expect(t.posted.filter((m) => m.type !== 'drawn').at(-1)).toEqual({ type: 'closing' });
      expect(requests.mock.calls).toEqual(deleted);
    },
  );
});
