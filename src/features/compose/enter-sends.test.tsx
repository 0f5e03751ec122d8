// @vitest-environment jsdom
/**
 * The compose box's "Enter sends": a change shows and applies at once, while the server saves
 * it, and the store's value takes over once the server's event has come; refused, it goes back.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { WireEvent } from '../../api/types/event';
import { createClientStore } from '../../model/client-store';
import { registerFixture } from '../../store/test-support';
import type { AppServices } from '../common/app-context';
import { useApp } from '../common/app-context';
import { renderWithApp } from '../common/test-support';
import { setEnterSends, useEnterSends } from './enter-sends';

afterEach(cleanup);

let app: AppServices;
function Shown() {
  app = useApp();
  return <p>{useEnterSends() ? 'Enter sends' : 'Ctrl+Enter sends'}</p>;
}

function answering() {
  let answer!: (ok: boolean) => void;
  const asked: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    asked.push(`${init.method} ${url} ${String(init.body)}`);
    const ok = await new Promise<boolean>((r) => {
      answer = r;
    });
    return ok
      ? Response.json({ result: 'success', msg: '' })
      : Response.json({ result: 'error', msg: 'Not now', code: 'BAD_REQUEST' }, { status: 400 });
  }) as typeof globalThis.fetch;
  return { fetch, asked, answer: (ok: boolean) => answer(ok) };
}

/** A store whose user has Enter add a new line (Ctrl+Enter sends). */
const enterAddsLines = () =>
  createClientStore({
    ...registerFixture(),
    user_settings: { ...registerFixture().user_settings, enter_sends: false },
  });

const settingEvent = (id: number, value: boolean) =>
  ({ id, type: 'user_settings', op: 'update', property: 'enter_sends', value }) as WireEvent;

it('applies at once, and follows the store once the server has said so', async () => {
  const parley = enterAddsLines();
  const server = answering();
  renderWithApp(<Shown />, parley, { fetch: server.fetch });
  expect(screen.getByText('Ctrl+Enter sends')).toBeTruthy();
  let saved!: Promise<void>;
  act(() => {
    saved = setEnterSends(app, true);
  });
  expect(screen.getByText('Enter sends')).toBeTruthy();
  expect(server.asked[0]).toMatch(/PATCH .*settings.*enter_sends=true/);
  await act(async () => {
    server.answer(true);
    await saved;
  });
  expect(screen.getByText('Enter sends')).toBeTruthy();
  act(() => void parley.applyEvents([settingEvent(1, true)]));
  // From here the store decides: another tab's change shows.
  act(() => void parley.applyEvents([settingEvent(2, false)]));
  expect(screen.getByText('Ctrl+Enter sends')).toBeTruthy();
});

it('goes back when the server refuses', async () => {
  const parley = createClientStore(registerFixture());
  const before = parley.getState().userSettings.enter_sends === true;
  const server = answering();
  renderWithApp(<Shown />, parley, { fetch: server.fetch });
  let saved!: Promise<void>;
  act(() => {
    saved = setEnterSends(app, !before);
  });
  expect(screen.getByText(!before ? 'Enter sends' : 'Ctrl+Enter sends')).toBeTruthy();
  await act(async () => {
    server.answer(false);
    await expect(saved).rejects.toThrow('Not now');
  });
  expect(screen.getByText(before ? 'Enter sends' : 'Ctrl+Enter sends')).toBeTruthy();
});

it("lets the store decide from the server's first word, even one that undoes it at once", async () => {
  const parley = enterAddsLines();
  const server = answering();
  renderWithApp(<Shown />, parley, { fetch: server.fetch });
  let saved!: Promise<void>;
  act(() => {
    saved = setEnterSends(app, true);
  });
  await act(async () => {
    server.answer(true);
    await saved;
  });
  // This change's event and another tab's undoing it, in one batch.
  act(() => void parley.applyEvents([settingEvent(1, true), settingEvent(2, false)]));
  expect(screen.getByText('Ctrl+Enter sends')).toBeTruthy();
});

it('keeps a choice to its own session (another account starts from its own setting)', () => {
  const first = enterAddsLines();
  const server = answering();
  renderWithApp(<Shown />, first, { fetch: server.fetch });
  act(() => {
    void setEnterSends(app, true).catch(() => {});
  });
  expect(screen.getByText('Enter sends')).toBeTruthy();
  cleanup();
  const next = enterAddsLines();
  renderWithApp(<Shown />, next);
  expect(screen.getByText('Ctrl+Enter sends')).toBeTruthy();
});
