/**
 * Every channel's row and its BasicChannel fields apart from activity, kept until a channel
 * or a group changes (counters kept by triggers), as the people's lists are kept
 * (realm-user-lists): POST /register then reads no channel row and parses no group setting
 * for a thousand channels. Not kept when read inside a transaction, which may still roll back.
 */
import type { Db } from '../db/database';
import { groupsVersion, listGroups } from '../db/groups';
import { listStreams, type StreamRow, streamsVersion } from '../db/streams';
import type { ChannelActivity } from './channel-activity';
import { type ApiStream, type GroupLookup, streamToApi } from './channels';

export interface ChannelBasics {
  /** Every channel, by ID; rows and fields are shared and must not be changed. */
  rows: readonly StreamRow[];
  /** BasicChannel by channel ID, its activity fields at their defaults, subscriber_count 0. */
  basic: ReadonlyMap<number, ApiStream>;
}

const kept = new WeakMap<Db, { streams: number; groups: number; basics: ChannelBasics }>();

export function channelBasics(db: Db): ChannelBasics {
  const streams = streamsVersion(db);
  const groups = groupsVersion(db);
  const k = kept.get(db);
  if (k?.streams === streams && k.groups === groups) return k.basics;
  const rows = listStreams(db);
  const byId = new Map(listGroups(db).map((g) => [g.id, g]));
  const groupOf: GroupLookup = (id) => byId.get(id);
  // subscriber_count is a placeholder here, keeping its key's place: withActivity sets it.
  const live = { subscriber_count: 0 };
  const basics = {
    rows,
    basic: new Map(rows.map((s) => [s.id, streamToApi(db, s, live, groupOf)])),
  };
  if (!db.inTransaction) kept.set(db, { streams, groups, basics });
  return basics;
}

/** What withActivity made for a kept BasicChannel: the same object while the activity is the same. */
const active = new WeakMap<ApiStream, ApiStream>();

/**
 * A channel's BasicChannel with its activity and subscriber count: the kept fields, each key
 * where streamToApi puts it.
 */
export function withActivity(
  basic: ApiStream,
  a: ChannelActivity | undefined,
  subscriber_count: number,
): ApiStream {
  const first_message_id = a?.first_message_id ?? null;
  const is_recently_active = a?.is_recently_active ?? true;
  const stream_weekly_traffic = a?.stream_weekly_traffic ?? null;
  const made = active.get(basic);
  if (
    made?.first_message_id === first_message_id &&
    made.is_recently_active === is_recently_active &&
    made.stream_weekly_traffic === stream_weekly_traffic &&
    made.subscriber_count === subscriber_count
  ) {
    return made;
  }
  const value = {
    ...basic,
    first_message_id,
    is_recently_active,
    stream_weekly_traffic,
    subscriber_count,
  };
  active.set(basic, value);
  return value;
}

/** A `never_subscribed` entry: a channel and, where the viewer may see them, its subscribers. */
export interface ChannelEntry {
  value: Readonly<Record<string, unknown>>;
  json: string;
}

const entries = new WeakMap<ApiStream, { extra: object | undefined; entry: ChannelEntry }>();

/**
 * The entry for a channel with activity (withActivity) and a subscribers field: the same object
 * and text for every viewer while both are the same objects, so a thousand channels cost a
 * lookup each instead of an object and its serialization.
 */
export function channelEntry(basic: ApiStream, extra: object | undefined): ChannelEntry {
  const made = entries.get(basic);
  if (made && made.extra === extra) return made.entry;
  const value = { ...basic, ...extra };
  const entry = { value, json: JSON.stringify(value) };
  entries.set(basic, { extra, entry });
  return entry;
}
