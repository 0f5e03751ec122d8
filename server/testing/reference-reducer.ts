/**
 * A small reference reducer for the consistency test: applies events to the register state
 * the way a client would, for the keys the scripted operations touch. Test code only.
 */
// biome-ignore lint/suspicious/noExplicitAny: register state and events are read field by field
type Any = any;

import { applyPresence, applyUserStatus } from './reference-presence';

const byId = (list: Any[], id: number) => list.find((s) => s.stream_id === id);

function removeUnread(u: Any, ids: readonly number[]) {
  const gone = new Set(ids);
  for (const key of ['streams', 'pms', 'huddles']) {
    for (const entry of u[key]) {
      entry.unread_message_ids = entry.unread_message_ids.filter((i: number) => !gone.has(i));
    }
    u[key] = u[key].filter((e: Any) => e.unread_message_ids.length > 0);
  }
  u.mentions = u.mentions.filter((i: number) => !gone.has(i));
}

function addUnread(u: Any, id: number, where: Any, mentioned: boolean) {
  const push = (key: string, match: (e: Any) => boolean, fresh: Any) => {
    const entry = u[key].find(match);
    if (entry) entry.unread_message_ids = [...entry.unread_message_ids, id].sort((a, b) => a - b);
    else u[key].push({ ...fresh, unread_message_ids: [id] });
  };
  if (where.type === 'stream') {
    push('streams', (e) => e.stream_id === where.stream_id && e.topic === where.topic, {
      stream_id: where.stream_id,
      topic: where.topic,
    });
  } else if (where.huddle) {
    push('huddles', (e) => e.user_ids_string === where.huddle, { user_ids_string: where.huddle });
  } else {
    push('pms', (e) => e.other_user_id === where.other, {
      other_user_id: where.other,
      sender_id: where.other,
    });
  }
  if (mentioned && !u.mentions.includes(id)) u.mentions.push(id);
}

const MENTION_FLAGS = ['mentioned', 'wildcard_mentioned'];

function messageWhere(m: Any, me: number) {
  if (m.type === 'stream') return { type: 'stream', stream_id: m.stream_id, topic: m.subject };
  const ids: number[] = m.display_recipient
    .map((r: Any) => r.id)
    .sort((a: number, b: number) => a - b);
  if (ids.length > 2) return { type: 'private', huddle: ids.join(',') };
  const other = ids.find((i) => i !== me) ?? me;
  return { type: 'private', other };
}

function recentConversation(s: Any, m: Any, me: number) {
  const others = m.display_recipient
    .map((r: Any) => r.id)
    .filter((i: number) => i !== me)
    .sort((a: number, b: number) => a - b);
  const key = others.join(',');
  const list = s.recent_private_conversations as Any[];
  const entry = list.find((c) => c.user_ids.join(',') === key);
  if (entry) entry.max_message_id = Math.max(entry.max_message_id, m.id);
  else list.push({ max_message_id: m.id, user_ids: others });
  list.sort((a, b) => b.max_message_id - a.max_message_id);
}

function streamLists(s: Any): Any[][] {
  return [s.subscriptions, s.unsubscribed, s.never_subscribed];
}

export function applyEvent(s: Any, e: Any, me: number): void {
  switch (e.type) {
    case 'message': {
      const m = e.message;
      s.max_message_id = Math.max(s.max_message_id, m.id);
      if (m.type === 'private') recentConversation(s, m, me);
      if (!e.flags.includes('read')) {
        const mentioned = e.flags.some((f: string) => MENTION_FLAGS.includes(f));
        addUnread(s.unread_msgs, m.id, messageWhere(m, me), mentioned);
      }
      return;
    }
    case 'presence':
      applyPresence(s, e);
      return;
    case 'user_status':
      applyUserStatus(s, e);
      return;
    case 'realm_emoji':
      // Every change sends the whole set.
      s.realm_emoji = e.realm_emoji;
      return;
    case 'update_message_flags': {
      if (e.flag === 'starred') {
        const starred = new Set<number>(s.starred_messages);
        for (const id of e.messages) {
          if (e.op === 'add') starred.add(id);
          else starred.delete(id);
        }
        s.starred_messages = [...starred];
        return;
      }
      if (e.flag !== 'read') return;
      if (e.op === 'add') {
        removeUnread(s.unread_msgs, e.messages);
        return;
      }
      for (const id of e.messages) {
        const d = e.message_details[String(id)];
        const where =
          d.type === 'stream'
            ? { type: 'stream', stream_id: d.stream_id, topic: d.topic }
            : d.user_ids.length > 1
              ? { huddle: [...d.user_ids, me].sort((a: number, b: number) => a - b).join(',') }
              : { other: d.user_ids[0] ?? me };
        addUnread(s.unread_msgs, id, where, d.mentioned === true);
      }
      return;
    }
    case 'delete_message': {
      const gone = new Set<number>(e.message_ids ?? [e.message_id]);
      s.starred_messages = s.starred_messages.filter((id: number) => !gone.has(id));
      removeUnread(s.unread_msgs, e.message_ids);
      return;
    }
    case 'update_message': {
      if (e.new_stream_id === undefined && e.subject === undefined) return;
      const u = s.unread_msgs;
      const moved = new Set<number>(e.message_ids);
      for (const entry of u.streams) {
        const ids = entry.unread_message_ids.filter((i: number) => moved.has(i));
        if (!ids.length) continue;
        removeUnread(u, ids);
        for (const id of ids) {
          addUnread(
            u,
            id,
            {
              type: 'stream',
              stream_id: e.new_stream_id ?? entry.stream_id,
              topic: e.subject ?? entry.topic,
            },
            u.mentions.includes(id),
          );
        }
      }
      return;
    }
    case 'subscription':
      applySubscription(s, e, me);
      return;
    case 'stream':
      if (e.op === 'update') {
        for (const list of streamLists(s)) {
          const st = byId(list, e.stream_id);
          if (!st) continue;
          st[e.property] = e.value;
          if (e.rendered_description !== undefined)
            st.rendered_description = e.rendered_description;
        }
      } else if (e.op === 'create') {
        for (const st of e.streams) {
          if (!streamLists(s).some((l) => byId(l, st.stream_id))) s.never_subscribed.push(st);
        }
      } else if (e.op === 'delete') {
        const gone = new Set(e.streams.map((st: Any) => st.stream_id));
        s.never_subscribed = s.never_subscribed.filter((st: Any) => !gone.has(st.stream_id));
        s.unsubscribed = s.unsubscribed.filter((st: Any) => !gone.has(st.stream_id));
      }
      return;
    case 'user_topic': {
      const list = s.user_topics.filter(
        (t: Any) =>
          !(
            t.stream_id === e.stream_id && t.topic_name.toLowerCase() === e.topic_name.toLowerCase()
          ),
      );
      if (e.visibility_policy !== 0) {
        list.push({
          stream_id: e.stream_id,
          topic_name: e.topic_name,
          last_updated: e.last_updated,
          visibility_policy: e.visibility_policy,
        });
      }
      s.user_topics = list;
      return;
    }
    case 'user_group': {
      const g = s.realm_user_groups.find((x: Any) => x.id === e.group_id);
      if (e.op === 'add') s.realm_user_groups.push(e.group);
      else if (e.op === 'add_members') g.members = [...g.members, ...e.user_ids];
      else if (e.op === 'remove_members')
        g.members = g.members.filter((i: number) => !e.user_ids.includes(i));
      else if (e.op === 'add_subgroups')
        g.direct_subgroup_ids = [...g.direct_subgroup_ids, ...e.direct_subgroup_ids];
      else if (e.op === 'remove_subgroups')
        g.direct_subgroup_ids = g.direct_subgroup_ids.filter(
          (i: number) => !e.direct_subgroup_ids.includes(i),
        );
      else if (e.op === 'update') Object.assign(g, e.data);
      return;
    }
    case 'drafts':
      if (e.op === 'add') s.drafts = [...s.drafts, ...e.drafts];
      else if (e.op === 'update')
        s.drafts = s.drafts.map((d: Any) => (d.id === e.draft.id ? e.draft : d));
      else s.drafts = s.drafts.filter((d: Any) => d.id !== e.draft_id);
      return;
    case 'user_settings':
      // Turning synchronization off deletes the server's drafts, with no drafts events.
      if (e.property === 'enable_drafts_synchronization' && e.value === false) s.drafts = [];
      return;
    case 'scheduled_messages': {
      const list = s.scheduled_messages as Any[];
      if (e.op === 'add') list.push(...e.scheduled_messages);
      else if (e.op === 'update') {
        const i = list.findIndex(
          (m) => m.scheduled_message_id === e.scheduled_message.scheduled_message_id,
        );
        list[i] = e.scheduled_message;
      } else {
        s.scheduled_messages = list.filter(
          (m) => m.scheduled_message_id !== e.scheduled_message_id,
        );
      }
      return;
    }
    default:
      return;
  }
}

function applySubscription(s: Any, e: Any, me: number) {
  switch (e.op) {
    case 'add':
      for (const sub of e.subscriptions) {
        s.unsubscribed = s.unsubscribed.filter((x: Any) => x.stream_id !== sub.stream_id);
        s.never_subscribed = s.never_subscribed.filter((x: Any) => x.stream_id !== sub.stream_id);
        s.subscriptions.push(sub);
      }
      return;
    case 'remove':
      for (const { stream_id } of e.subscriptions) {
        const sub = byId(s.subscriptions, stream_id);
        s.subscriptions = s.subscriptions.filter((x: Any) => x.stream_id !== stream_id);
        // As Zulip's web client does, the user leaves the channel's subscriber list itself.
        if (sub?.subscribers) sub.subscribers = sub.subscribers.filter((u: number) => u !== me);
        // ... and its count: no peer_remove comes to the one who left.
        if (sub) sub.subscriber_count -= 1;
        if (sub) s.unsubscribed.push(sub);
      }
      return;
    case 'update': {
      const sub = byId(s.subscriptions, e.stream_id);
      sub[e.property] = e.value;
      if (e.property === 'is_muted') sub.in_home_view = !e.value;
      if (e.property === 'in_home_view') sub.is_muted = !e.value;
      return;
    }
    case 'peer_add':
    case 'peer_remove':
      for (const list of streamLists(s)) {
        for (const id of e.stream_ids) {
          const st = byId(list, id);
          if (!st) continue;
          st.subscriber_count += countChange(e.op, e.user_ids, st.subscribers);
          if (!st.subscribers) continue;
          st.subscribers =
            e.op === 'peer_add'
              ? [...new Set([...st.subscribers, ...e.user_ids])]
              : st.subscribers.filter((u: number) => !e.user_ids.includes(u));
        }
      }
      return;
  }
}

/**
 * What a peer event does to `subscriber_count`: with the whole list at hand, only the users who
 * join or leave it; without it, every user named (peer events name only those who do).
 */
function countChange(op: string, userIds: number[], subscribers: number[] | undefined): number {
  if (!subscribers) return op === 'peer_add' ? userIds.length : -userIds.length;
  const had = userIds.filter((u) => subscribers.includes(u)).length;
  return op === 'peer_add' ? userIds.length - had : -had;
}

const VOLATILE = new Set(['first_message_id', 'stream_weekly_traffic', 'is_recently_active']);

function normalizeStream(st: Any) {
  const out: Any = {};
  for (const [k, v] of Object.entries(st).sort(([a], [b]) => a.localeCompare(b))) {
    if (VOLATILE.has(k)) continue;
    out[k] = k === 'subscribers' ? [...(v as number[])].sort((a, b) => a - b) : v;
  }
  return out;
}

const sortBy = <T>(list: T[], key: (t: T) => string | number) =>
  [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The comparable part of a register state: order-free, activity counters left out. */
export function comparable(s: Any) {
  const u = s.unread_msgs;
  const ids = (e: Any) => [...e.unread_message_ids].sort((a, b) => a - b);
  return {
    max_message_id: s.max_message_id,
    subscriptions: sortBy(s.subscriptions.map(normalizeStream), (x: Any) => x.stream_id),
    unsubscribed: sortBy(s.unsubscribed.map(normalizeStream), (x: Any) => x.stream_id),
    never_subscribed: sortBy(s.never_subscribed.map(normalizeStream), (x: Any) => x.stream_id),
    unread: {
      streams: sortBy(
        u.streams.map((e: Any) => `${e.stream_id}|${e.topic}|${ids(e)}`),
        (x: string) => x,
      ),
      pms: sortBy(
        u.pms.map((e: Any) => `${e.other_user_id}|${ids(e)}`),
        (x: string) => x,
      ),
      huddles: sortBy(
        u.huddles.map((e: Any) => `${e.user_ids_string}|${ids(e)}`),
        (x: string) => x,
      ),
      mentions: [...u.mentions].sort((a, b) => a - b),
    },
    recent_private_conversations: s.recent_private_conversations,
    presences: s.presences,
    user_status: s.user_status,
    starred_messages: [...s.starred_messages].sort((a: number, b: number) => a - b),
    drafts: sortBy(s.drafts, (d: Any) => d.id),
    user_topics: sortBy(s.user_topics, (t: Any) => `${t.stream_id}|${t.topic_name}`),
    realm_user_groups: sortBy(
      s.realm_user_groups.map((g: Any) => ({
        ...g,
        members: [...g.members].sort((a, b) => a - b),
        direct_subgroup_ids: [...g.direct_subgroup_ids].sort((a, b) => a - b),
      })),
      (g: Any) => g.id,
    ),
    scheduled_messages: sortBy(
      s.scheduled_messages,
      (m: Any) => m.scheduled_delivery_timestamp * 1e6 + m.scheduled_message_id,
    ),
    realm_emoji: s.realm_emoji,
  };
}
