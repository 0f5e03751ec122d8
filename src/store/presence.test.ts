import { describe, expect, it } from 'vitest';
import type { PresenceEvent, UserStatusEvent } from '../api/types/event';
import type { LegacyClientPresence } from '../api/types/presence';
import { fromRegister } from './from-register';
import { type PresenceSlice, receivePresence, reducePresence } from './presence';
import { HAMLET, OTHELLO, reducerTable, registerFixture } from './test-support';
import { reduceUserStatus, type UserStatuses } from './user-status';

const slice = (byUser: PresenceSlice['byUser']): PresenceSlice => ({
  byUser,
  server_timestamp: 1000,
  last_update_id: 7,
  ping_interval_seconds: 60,
  offline_threshold_seconds: 140,
});
const website = (status: 'active' | 'idle', timestamp: number): LegacyClientPresence => ({
  client: 'website',
  status,
  timestamp,
  pushable: false,
});
const presence = (
  user_id: number,
  status: 'active' | 'idle',
  timestamp: number,
): PresenceEvent => ({
  id: 1,
  type: 'presence',
  user_id,
  server_timestamp: timestamp + 0.5,
  presence: { website: website(status, timestamp) },
});

describe('presence events', () => {
  reducerTable<PresenceSlice, PresenceEvent>(reducePresence, [
    {
      name: 'someone new comes online',
      before: slice({}),
      event: presence(OTHELLO, 'active', 990),
      after: slice({ [OTHELLO]: { active_timestamp: 990, idle_timestamp: 990 } }),
      idempotent: true,
    },
    {
      name: 'an active report moves both times on',
      before: slice({ [OTHELLO]: { active_timestamp: 500, idle_timestamp: 600 } }),
      event: presence(OTHELLO, 'active', 990),
      after: slice({ [OTHELLO]: { active_timestamp: 990, idle_timestamp: 990 } }),
    },
    {
      name: 'an idle report keeps the last activity',
      before: slice({ [OTHELLO]: { active_timestamp: 500, idle_timestamp: 600 } }),
      event: presence(OTHELLO, 'idle', 990),
      after: slice({ [OTHELLO]: { active_timestamp: 500, idle_timestamp: 990 } }),
    },
    {
      name: 'an older report (a hidden user) changes nothing already known',
      before: slice({ [OTHELLO]: { active_timestamp: 900, idle_timestamp: 900 } }),
      event: presence(OTHELLO, 'idle', 640),
      after: slice({ [OTHELLO]: { active_timestamp: 900, idle_timestamp: 900 } }),
    },
  ]);
});

describe("a heartbeat's answer", () => {
  const emails = (email: string) => ({ 'hamlet@example.com': HAMLET })[email];
  it.each([
    [
      'modern, by ID: merged, with its time and update ID',
      {
        presences: { [OTHELLO]: { active_timestamp: 1050, idle_timestamp: 1060 } },
        server_timestamp: 1061,
        presence_last_update_id: 9,
      },
      {
        [OTHELLO]: { active_timestamp: 1050, idle_timestamp: 1060 },
        [HAMLET]: { idle_timestamp: 800 },
      },
      9,
    ],
    [
      'legacy, by email, per client (an older server)',
      {
        presences: {
          'hamlet@example.com': {
            website: website('idle', 1040),
            aggregated: website('idle', 1040),
          },
        },
        server_timestamp: 1061,
      },
      { [HAMLET]: { idle_timestamp: 1040 } },
      7,
    ],
    [
      'an entry older than what is known',
      {
        presences: { [HAMLET]: { idle_timestamp: 700 } },
        server_timestamp: 1061,
        presence_last_update_id: 8,
      },
      { [HAMLET]: { idle_timestamp: 800 } },
      8,
    ],
  ])('%s', (_name, answer, byUser, lastUpdateId) => {
    const after = receivePresence(slice({ [HAMLET]: { idle_timestamp: 800 } }), answer, emails);
    expect(after).toEqual({
      ...slice(byUser),
      server_timestamp: 1061,
      last_update_id: lastUpdateId,
    });
  });

  it('from the register: IDs or emails, the server timing', () => {
    const state = fromRegister({
      ...registerFixture(),
      presences: {
        [OTHELLO]: { active_timestamp: 5, idle_timestamp: 6 },
        'user2@example.com': { aggregated: website('active', 4) },
      },
      presence_last_update_id: 3,
      server_timestamp: 7,
      server_presence_ping_interval_seconds: 6,
      server_presence_offline_threshold_seconds: 14,
    });
    expect(state.presence).toEqual({
      byUser: {
        [OTHELLO]: { active_timestamp: 5, idle_timestamp: 6 },
        [HAMLET]: { active_timestamp: 4, idle_timestamp: 4 },
      },
      server_timestamp: 7,
      last_update_id: 3,
      ping_interval_seconds: 6,
      offline_threshold_seconds: 14,
    });
  });
});

describe('user_status events', () => {
  const sick = {
    status_text: 'Out sick',
    emoji_name: 'sick',
    emoji_code: '1f912',
    reaction_type: 'unicode_emoji' as const,
  };
  const event = (fields: Omit<UserStatusEvent, 'id' | 'type' | 'user_id'>): UserStatusEvent => ({
    id: 1,
    type: 'user_status',
    user_id: OTHELLO,
    ...fields,
  });
  reducerTable<UserStatuses, UserStatusEvent>(reduceUserStatus, [
    {
      name: 'a status set',
      before: {},
      event: event(sick),
      after: { [OTHELLO]: sick },
      idempotent: true,
    },
    {
      name: 'only the text changed',
      before: { [OTHELLO]: sick },
      event: event({ status_text: 'Better' }),
      after: { [OTHELLO]: { ...sick, status_text: 'Better' } },
    },
    {
      name: 'the emoji cleared',
      before: { [OTHELLO]: sick },
      event: event({ emoji_name: '', emoji_code: '', reaction_type: 'unicode_emoji' }),
      after: { [OTHELLO]: { status_text: 'Out sick' } },
    },
    {
      name: 'everything cleared: the user has no status',
      before: { [OTHELLO]: sick, [HAMLET]: { status_text: 'Here' } },
      event: event({
        status_text: '',
        emoji_name: '',
        emoji_code: '',
        reaction_type: 'unicode_emoji',
      }),
      after: { [HAMLET]: { status_text: 'Here' } },
    },
    {
      name: 'away (presence hidden), and back',
      before: { [OTHELLO]: { away: true, status_text: 'Out sick' } },
      event: event({ away: false }),
      after: { [OTHELLO]: { status_text: 'Out sick' } },
    },
  ]);
});
