/**
 * The client against what real servers send: every event example and the register example
 * from Zulip's public OpenAPI description (tests/fixtures/zulip-openapi, extracted by
 * scripts/extract-openapi-fixtures.mjs) goes into the store. Each event is either applied or
 * deliberately ignored, and none throws or asks for a resync.
 */
import { describe, expect, it } from 'vitest';
import examples from '../../tests/fixtures/zulip-openapi/examples.json';
import type { WireEvent } from '../api/types/event';
import type { RegisterResponse } from '../api/types/register';
import { isKnownEvent } from '../store/apply';
import { registerFixture } from '../store/test-support';
import { createClientStore } from './client-store';

/** Event types (or type/op) this client does not keep state for, and why. */
const IGNORED: Record<string, string> = {
  'realm/deactivated': 'the next request answers 401 REALM_DEACTIVATED, which returns to login',
  has_zoom_token: 'no video-call integration',
  invites_changed: 'no invitations screen',
  attachment: 'no uploaded-files screen',
  default_stream_groups: 'not shown',
  muted_topics: 'superseded by user_topic, which the client registers for',
  muted_users: 'muting users is not offered',
  onboarding_steps: 'no onboarding',
  realm_filters: 'superseded by realm_linkifiers',
  realm_playgrounds: 'code playgrounds are not offered',
  realm_domains: 'organization domains are not administered here',
  realm_export: 'exports are not offered',
  realm_export_consent: 'exports are not offered',
  realm_bot: 'bots are not administered here',
  web_reload_client: 'a web-app reload hint; the queue machine re-registers on its own',
  realm_user_settings_defaults: 'defaults for new users are not administered here',
};

const events = examples.events as { type: string; op: string | null; example: WireEvent }[];

function quietStore(snapshot: RegisterResponse) {
  const logged: string[] = [];
  const store = createClientStore(snapshot, 0, {
    now: () => 1_700_000_000_000,
    log: (message) => logged.push(message),
  });
  return { store, logged };
}

describe('the OpenAPI register example', () => {
  it('builds a store (a register answer with only the keys that were asked for)', () => {
    const snapshot = examples.register as unknown as RegisterResponse;
    const { store } = quietStore(snapshot);
    const state = store.getState();
    expect(state.last_event_id).toBe(-1);
    expect(state.server.zulip_feature_level).toBe(2);
    expect(Object.values(state.realmEmoji).map((e) => e.name)).toEqual([
      'green_tick',
      'animated_img',
    ]);
  });
});

describe('every OpenAPI event example', () => {
  it('covers every event type the description lists', () => {
    expect(events.length).toBe(74);
    for (const e of events) expect(e.example, `${e.type}/${e.op}`).not.toBeNull();
  });

  const cases = events.map((e) => [`${e.type}${e.op ? `/${e.op}` : ''}`, e] as const);

  it.each(cases)('%s is applied or deliberately ignored', (name, { type, example }) => {
    const event = { ...example, id: 1 } as WireEvent;
    const known = isKnownEvent(event);
    const ignored = IGNORED[type] ?? IGNORED[name];
    if (!known) expect(ignored, `${name} is neither handled nor listed`).toBeDefined();
    else expect(ignored, `${name} is handled, so not ignored`).toBeUndefined();

    // Against a populated store, and against the register example's almost empty one.
    for (const snapshot of [registerFixture(), examples.register as unknown as RegisterResponse]) {
      const { store, logged } = quietStore({ ...snapshot, last_event_id: 0 });
      const outcome = store.applyEvents([event]);
      expect(outcome.needsResync, logged.join('; ')).toBe(false);
      expect(store.getState().last_event_id).toBe(1);
      if (known) expect(logged).toEqual([]);
      else expect(logged).toEqual([expect.stringContaining('Skipping unknown event')]);
    }
  });
});
