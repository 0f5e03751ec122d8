/**
 * The client against servers that leave out what the API calls optional: each object an event
 * brings into the store (a group, a user, a channel, a subscription, a message) arrives without
 * one of the properties Zulip's OpenAPI description does not require, and then the events that
 * act on that object follow, in sequence. Nothing throws or asks for a resync, and everything but
 * the missing property ends as it does when the object arrives whole.
 */
import { describe, expect, it } from 'vitest';
import examples from '../../tests/fixtures/zulip-openapi/examples.json';
import schemas from '../../tests/fixtures/zulip-openapi/schemas.json';
import type { WireEvent } from '../api/types/event';
import type { UserGroup } from '../api/types/models';
import type { ParleyState } from '../store';
import { registerFixture } from '../store/test-support';
import { createClientStore } from './client-store';

type Json = Record<string, unknown>;
type Schema = {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
};

const components = schemas.components.schemas as Record<string, Schema>;
const resolve = (s: Schema): Schema =>
  s.$ref ? resolve(components[s.$ref.split('/').pop()!]!) : s;

/** A schema's properties and required names, with allOf's parts merged. */
function merged(schema: Schema): { properties: Record<string, Schema>; required: Set<string> } {
  const s = resolve(schema);
  const out = { properties: { ...s.properties }, required: new Set(s.required) };
  for (const part of s.allOf ?? []) {
    const m = merged(part);
    Object.assign(out.properties, m.properties);
    for (const r of m.required) out.required.add(r);
  }
  return out;
}

/** The schema at `path` in an event's schema: property names, and numbers for array items. */
function schemaAt(schema: Schema, path: readonly (string | number)[]): Schema {
  let s = resolve(schema);
  for (const step of path) {
    s = resolve(typeof step === 'number' ? s.items! : merged(s).properties[step]!);
  }
  return s;
}

const eventSchemas = schemas.events as { type: string; op: string | null; schema: Schema }[];
const eventExamples = examples.events as { type: string; op: string | null; example: Json }[];
const nameOf = (e: { type: string; op: string | null }) => (e.op ? `${e.type}/${e.op}` : e.type);
const example = (name: string): Json =>
  structuredClone(eventExamples.find((e) => nameOf(e) === name)!.example);

/** An event that follows the object's arrival, aimed at the object's ID. */
type Follower = (id: number) => Json;
const aimed =
  (name: string, aim: (e: Json, id: number) => void): Follower =>
  (id) => {
    const e = example(name);
    aim(e, id);
    return e;
  };

interface Arrival {
  /** The event that brings the object, as type/op. */
  event: string;
  /** Values for the optional properties the example leaves out, so that each can be left out. */
  filled: Json;
  /**
   * What an absent property means: left out, the object ends exactly as when it arrives with
   * this value (the others end as when it arrives whole, that property aside).
   */
  means: Json;
  /** Where the object sits in that event. */
  at: (string | number)[];
  /** The property that names the object, never left out. */
  idKey: string;
  /** The object as the store keeps it, in parts named by the property they come from. */
  read: (state: ParleyState, id: number) => Json;
  followers: Follower[];
}

const toGroup = (e: Json, id: number) => {
  e.group_id = id;
};
const toPerson = (e: Json, id: number) => {
  (e.person as Json).user_id = id;
};
const toStream = (e: Json, id: number) => {
  e.stream_id = id;
};
const toPeers = (e: Json, id: number) => {
  e.stream_ids = [id];
};
const toMessage = (e: Json, id: number) => {
  e.message_id = id;
};
const toMessages = (e: Json, id: number) => {
  e.messages = [id];
};

const ARRIVALS: Arrival[] = [
  {
    event: 'user_group/add',
    filled: { direct_subgroup_ids: [], deactivated: false },
    means: { members: [], direct_subgroup_ids: [] },
    at: ['group'],
    idKey: 'id',
    read: (s, id) => ({ group: s.groups[id] }),
    followers: [
      aimed('user_group/update', toGroup),
      aimed('user_group/add_members', toGroup),
      aimed('user_group/remove_members', toGroup),
      aimed('user_group/add_subgroups', toGroup),
      aimed('user_group/add_subgroups', (e, id) => {
        toGroup(e, id);
        e.direct_subgroup_ids = [11];
      }),
      aimed('user_group/remove_subgroups', toGroup),
    ],
  },
  {
    event: 'realm_user/add',
    filled: { bot_type: null, bot_owner_id: null },
    means: {},
    at: ['person'],
    idKey: 'user_id',
    read: (s, id) => ({ person: s.users[id] }),
    followers: [
      aimed('realm_user/update', toPerson),
      (id) => ({ type: 'realm_user', op: 'update', person: { user_id: id, role: 200 } }),
      (id) => ({
        type: 'realm_user',
        op: 'update',
        person: { user_id: id, custom_profile_field: { id: 1, value: 'x', rendered_value: 'x' } },
      }),
    ],
  },
  {
    event: 'stream/create',
    filled: { can_administer_channel_group: 11 },
    means: {},
    at: ['streams', 0],
    idKey: 'stream_id',
    read: (s, id) => ({ stream: s.channels[id], subscribers: s.subscribers[id] }),
    followers: [aimed('stream/update', toStream), aimed('subscription/peer_add', toPeers)],
  },
  {
    event: 'subscription/add',
    filled: { date_created: 1691057093, can_administer_channel_group: 11 },
    means: {},
    at: ['subscriptions', 0],
    idKey: 'stream_id',
    read: (s, id) => ({
      subscription: s.subscriptions[id],
      stream: s.channels[id],
      subscribers: s.subscribers[id],
    }),
    followers: [
      aimed('subscription/update', toStream),
      aimed('subscription/peer_add', toPeers),
      aimed('subscription/peer_remove', toPeers),
    ],
  },
  {
    event: 'message',
    filled: { last_edit_timestamp: 1594825451, edit_history: [] },
    // The example is a channel message: one with a stream_id.
    means: { reactions: [], submessages: [], subject: '', type: 'stream', flags: [] },
    at: ['message'],
    idKey: 'id',
    read: (s, id) => ({ message: s.messages.byId.get(id) }),
    followers: [
      aimed('reaction/add', toMessage),
      aimed('reaction/remove', toMessage),
      aimed('update_message_flags/add', toMessages),
      aimed('update_message_flags/remove', (e, id) => {
        e.messages = [id];
        e.message_details = {};
      }),
      aimed('submessage', toMessage),
      aimed('update_message', (e, id) => {
        e.message_id = id;
        e.message_ids = [id];
      }),
    ],
  },
];

const objectIn = (event: Json, arrival: Arrival) =>
  arrival.at.reduce<Json>((o, step) => o[step] as Json, event);

/** The example event with its object whole: the optional properties it lacked filled in. */
function whole(arrival: Arrival): Json {
  const event = example(arrival.event);
  Object.assign(objectIn(event, arrival), arrival.filled);
  return event;
}

/** The object's properties the description does not require (its ID aside). */
function optionalProperties(arrival: Arrival): string[] {
  const [type, op = null] = arrival.event.split('/');
  const schema = eventSchemas.find((e) => e.type === type && e.op === op)!.schema;
  const { properties, required } = merged(schemaAt(schema, arrival.at));
  return Object.keys(properties).filter((k) => k !== arrival.idKey && !required.has(k));
}

/** Each optional property, of the object and of its event (none of the event's is required). */
function leftOut(arrival: Arrival): (string | number)[][] {
  const eventKeys = Object.keys(example(arrival.event)).filter(
    (k) => !['id', 'type', 'op', arrival.at[0]].includes(k),
  );
  return [
    ...optionalProperties(arrival).map((k) => [...arrival.at, k]),
    ...eventKeys.map((k) => [k]),
  ];
}

function run(first: Json, followers: Follower[], id: number) {
  const logged: string[] = [];
  const store = createClientStore({ ...registerFixture(), last_event_id: 0 }, 0, {
    now: () => 1_700_000_000_000,
    log: (message) => logged.push(message),
  });
  const events = [first, ...followers.map((f) => f(id))].map((e, i) => ({ ...e, id: i + 1 }));
  let resyncs = 0;
  // One batch per event: each applies to what the ones before it left.
  for (const e of events) if (store.applyEvents([e as WireEvent]).needsResync) resyncs++;
  return { state: store.getState(), logged, resyncs };
}

/** The parts without `key`, and each part without its own `key`: what may differ. */
function besides(parts: Json, key: string | number): Json {
  const out: Json = {};
  for (const [name, part] of Object.entries(parts)) {
    if (name === key) continue;
    if (part && typeof part === 'object' && !Array.isArray(part)) {
      const { [key]: _left, ...rest } = part as Json;
      out[name] = rest;
    } else out[name] = part;
  }
  return out;
}

describe('events whose objects leave out optional properties apply in sequence', () => {
  const cases = ARRIVALS.flatMap((arrival) =>
    leftOut(arrival).map(
      (path) => [`${arrival.event} without ${path.join('.')}`, arrival, path] as const,
    ),
  );

  it.each(ARRIVALS)('$event is whole once the filled properties are added', (arrival) => {
    const object = objectIn(whole(arrival), arrival);
    expect(optionalProperties(arrival).filter((k) => !(k in object))).toEqual([]);
  });

  it('covers the properties the description leaves optional', () => {
    expect(cases.map(([name]) => name)).toContain(
      'user_group/add without group.direct_subgroup_ids',
    );
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases)('%s', (_name, arrival, path) => {
    const complete = whole(arrival);
    const id = objectIn(complete, arrival)[arrival.idKey] as number;
    const partial = structuredClone(complete);
    const parent = path.slice(0, -1).reduce<Json>((o, step) => o[step] as Json, partial);
    const key = path[path.length - 1]!;
    delete parent[key];
    const meaning = Object.hasOwn(arrival.means, key);
    if (meaning) {
      const meant = path.slice(0, -1).reduce<Json>((o, step) => o[step] as Json, complete);
      meant[key] = arrival.means[key];
    }

    const full = run(complete, arrival.followers, id);
    const thin = run(partial, arrival.followers, id);
    expect(thin.logged).toEqual([]);
    expect(thin.resyncs).toBe(0);
    expect(full.resyncs).toBe(0);
    const ends = (state: ParleyState) => arrival.read(state, id);
    if (meaning) expect(ends(thin.state)).toEqual(ends(full.state));
    else expect(besides(ends(thin.state), key)).toEqual(besides(ends(full.state), key));
  });
});

describe('objects from /register and GET /messages that leave out optional properties', () => {
  const quiet = (snapshot = registerFixture()) => {
    const logged: string[] = [];
    const store = createClientStore({ ...snapshot, last_event_id: 0 }, 0, {
      log: (message) => logged.push(message),
    });
    return { store, logged };
  };

  it('a registered group without direct_subgroup_ids takes add_subgroups', () => {
    const snapshot = registerFixture();
    const group = snapshot.realm_user_groups![0]!;
    delete (group as Partial<UserGroup>).direct_subgroup_ids;
    const { store, logged } = quiet(snapshot);
    const event = example('user_group/add_subgroups');
    const outcome = store.applyEvents([{ ...event, group_id: group.id, id: 1 } as WireEvent]);
    expect([outcome.needsResync, logged]).toEqual([false, []]);
    expect(store.getState().groups[group.id]!.direct_subgroup_ids).toEqual([10]);
  });

  it('a fetched message without reactions, submessages and flags takes a reaction and a flag', () => {
    const { store, logged } = quiet();
    const message = example('message').message as Json;
    for (const key of ['reactions', 'submessages', 'flags']) delete message[key];
    store.receiveMessages([], {
      messages: [message as never],
      found_oldest: true,
      found_newest: true,
    });
    const id = message.id as number;
    const reaction = { ...example('reaction/add'), message_id: id, id: 1 };
    const starred = { ...example('update_message_flags/add'), messages: [id], id: 2 };
    const outcome = store.applyEvents([reaction, starred] as WireEvent[]);
    expect([outcome.needsResync, logged]).toEqual([false, []]);
    const stored = store.getState().messages.byId.get(id)!;
    expect(stored.reactions.map((r) => r.emoji_name)).toEqual(['tada']);
    expect(stored.flags).toEqual(['starred']);
  });
});
