import { describe, expect, it } from 'vitest';
import { type ClientRenderState, contextFromClientState, renderForClient } from './context';

const state: ClientRenderState = {
  users: {
    10: { user_id: 10, full_name: 'King Hamlet', is_active: true },
    11: { user_id: 11, full_name: 'Old Timer', is_active: false },
  },
  groups: {
    5: { id: 5, name: 'support', is_system_group: false },
    6: { id: 6, name: 'retired', is_system_group: false, deactivated: true },
    7: { id: 7, name: 'role:members', is_system_group: true },
  },
  channels: { 1: { stream_id: 1, name: 'Denmark' } },
  realmEmoji: {
    '1': { id: '1', name: 'green_tick', source_url: '/e/1.png', deactivated: false },
  },
  linkifiers: [{ pattern: '#(?P<id>[0-9]+)', url_template: 'https://t.example/{id}' }],
  realmUrl: 'http://zulip.testserver',
};

describe('contextFromClientState', () => {
  it("fills the renderer's context as the server does from its database", () => {
    const ctx = contextFromClientState(state);
    expect(ctx.users).toEqual([
      { id: 10, full_name: 'King Hamlet', is_active: true },
      { id: 11, full_name: 'Old Timer', is_active: false },
    ]);
    // Deactivated groups cannot be mentioned; system groups only silently.
    expect(ctx.groups).toEqual([
      { id: 5, name: 'support', system: false },
      { id: 7, name: 'role:members', system: true },
    ]);
    expect(ctx.streams).toEqual([{ id: 1, name: 'Denmark' }]);
    expect(ctx.realmEmoji).toEqual([
      { id: 1, name: 'green_tick', source_url: '/e/1.png', deactivated: false },
    ]);
    expect(ctx.linkifiers).toBe(state.linkifiers);
    expect(ctx.realmUrl).toBe('http://zulip.testserver');
  });

  it('keeps its lists while the store keeps its records, and rebuilds one that changed', () => {
    const first = contextFromClientState(state);
    const again = contextFromClientState({ ...state });
    expect(again.users).toBe(first.users);
    expect(again.groups).toBe(first.groups);
    const users = { ...state.users, 12: { user_id: 12, full_name: 'Iago', is_active: true } };
    const changed = contextFromClientState({ ...state, users });
    expect(changed.users).toHaveLength(3);
    expect(changed.groups).toBe(first.groups);
  });
});

describe('renderForClient', () => {
  it('renders mentions, channels, emoji and linkifiers from the state', () => {
    const html = renderForClient(
      '@**King Hamlet** @*support* #**Denmark** :green_tick: #42',
      state,
    ).html;
    expect(html).toBe(
      '<p><span class="user-mention" data-user-id="10">@King Hamlet</span> ' +
        '<span class="user-group-mention" data-user-group-id="5">@support</span> ' +
        '<a class="stream" data-stream-id="1" href="/#narrow/channel/1-Denmark">#Denmark</a> ' +
        '<img alt=":green_tick:" class="emoji" src="/e/1.png" title="green tick"> ' +
        '<a href="https://t.example/42">#42</a></p>',
    );
  });

  it('trims the content as the server does before storing it', () => {
    expect(renderForClient('\n\nhello  \n\n', state).html).toBe('<p>hello</p>');
  });
});
