/**
 * The demo organization's message history: every scripted line laid out over the last weeks and
 * stored through the same path as a sent message, then a few reactions and edits.
 */
import type { Db } from '../db/database';
import { setEditHistory, updateMessageContent } from '../db/messages';
import { insertReaction } from '../db/reactions';
import { getStreamById } from '../db/streams';
import { getUserById } from '../db/users';
import { renderMessageWith } from '../domain/messages/render';
import { storeMessage } from '../domain/messages/store';
import { renderContext } from '../domain/render-context';
import type { Services } from '../domain/services';
import { CHANNEL_SCRIPTS, DIRECT_SCRIPTS, type Line, type TopicScript } from './conversations';
import {
  finishShowcaseTopic,
  type ShowcaseScript,
  showcaseScripts,
  uploadShowcaseImages,
} from './showcase';
import { standupScripts } from './standups';

const DAY = 86400;

/** A small deterministic PRNG so every fresh demo looks the same. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Planned {
  time: number;
  sender: number;
  text: string;
  channel?: string;
  topic?: string;
  dm?: number[];
  /** The last line of a showcase topic that is moved or resolved after it. */
  finishes?: ShowcaseScript;
}

/** Lays every script out in time, then inserts in time order so IDs follow time. */
export function insertHistory(
  services: Services,
  now: number,
  uid: (who: string) => number,
  channelIds: Map<string, number>,
) {
  const { db } = services;
  const rand = prng(42);
  const planned: Planned[] = [];
  const place = (script: TopicScript, daysAgo: number) => {
    let t = now - daysAgo * DAY + Math.floor(rand() * 8 * 3600);
    for (const line of script.lines) {
      t += 30 + Math.floor(rand() * 900);
      planned.push({
        time: Math.min(t, now - 60),
        sender: uid(line.who),
        text: line.text,
        channel: script.channel,
        topic: script.topic,
      });
    }
  };
  CHANNEL_SCRIPTS.forEach((s, i) => {
    place(s, 1 + ((i * 7) % 25));
  });
  for (const s of standupScripts(
    20,
    ['iago', 'hamlet', 'othello', 'cordelia', 'prospero', 'desdemona'],
    now,
  )) {
    place(s, s.daysAgo);
  }
  DIRECT_SCRIPTS.forEach((s, i) => {
    let t = now - (1 + i * 2) * DAY;
    const people = s.people.map(uid);
    for (const line of s.lines as Line[]) {
      t += 60 + Math.floor(rand() * 600);
      planned.push({ time: t, sender: uid(line.who), text: line.text, dm: people });
    }
  });
  // Last (so the lines above keep their times): every kind of message, moves and resolves.
  const userRow = (who: string) => getUserById(db, uid(who))!;
  const images = uploadShowcaseImages(services, userRow, now - 25 * DAY);
  for (const s of showcaseScripts(images)) {
    place(s, s.daysAgo);
    if (s.move || s.resolve) planned[planned.length - 1]!.finishes = s;
  }
  planned.sort((a, b) => a.time - b.time);

  const ctx = renderContext(db, '', null);
  const ids: number[] = [];
  for (const p of planned) {
    const streamId = p.channel ? channelIds.get(p.channel)! : null;
    // Older history has been read; the last two days are unread for everyone but the sender.
    const recent = now - p.time < 2 * DAY;
    const stored = storeMessage(db, {
      sender: getUserById(db, p.sender)!,
      stream: streamId !== null ? getStreamById(db, streamId) : undefined,
      topic: p.topic,
      dmUserIds: p.dm,
      content: p.text,
      rendered: renderMessageWith(ctx, p.text),
      dateSent: p.time,
      client: 'Parley',
      isReadFor: (u) => u === p.sender || !recent,
    });
    ids.push(stored.message.id);
    if (p.finishes) {
      const streamId = (name: string) => channelIds.get(name)!;
      finishShowcaseTopic(services, p.finishes, stored.message.id, userRow, streamId, p.time + 45);
    }
  }
  addReactionsAndEdits(db, now, uid, ids, planned);
}

function addReactionsAndEdits(
  db: Db,
  now: number,
  uid: (who: string) => number,
  ids: number[],
  planned: Planned[],
) {
  const REACTIONS = [
    { emoji_name: '+1', emoji_code: '1f44d' },
    { emoji_name: 'tada', emoji_code: '1f389' },
    { emoji_name: 'heart', emoji_code: '2764' },
    { emoji_name: 'smile', emoji_code: '1f642' },
  ];
  const reactors = ['iago', 'hamlet', 'othello', 'cordelia', 'desdemona'];
  // Every eleventh channel message gets a reaction or two.
  ids.forEach((id, i) => {
    if (i % 11 !== 3 || planned[i]?.channel === undefined) return;
    const emoji = REACTIONS[i % REACTIONS.length]!;
    for (const who of reactors.slice(0, 1 + (i % 3))) {
      insertReaction(db, {
        message_id: id,
        user_id: uid(who),
        ...emoji,
        reaction_type: 'unicode_emoji',
        created: now,
      });
    }
  });
  // Two edited messages, with their edit history.
  const ctx = renderContext(db, '', null);
  const edit = (startsWith: string, newText: string) => {
    const i = planned.findIndex((p) => p.text.startsWith(startsWith));
    const p = planned[i];
    if (!p) return;
    const timestamp = p.time + 120;
    const before = renderMessageWith(ctx, p.text);
    const after = renderMessageWith(ctx, newText);
    updateMessageContent(
      db,
      ids[i]!,
      {
        content: newText,
        rendered_content: after.html,
        is_me_message: after.isMeMessage ? 1 : 0,
        has_link: after.hasLink ? 1 : 0,
        has_image: after.hasImage ? 1 : 0,
        has_attachment: 0,
      },
      after.text,
    );
    setEditHistory(db, ids[i]!, {
      last_edit_timestamp: timestamp,
      edit_history: JSON.stringify([
        {
          user_id: p.sender,
          timestamp,
          prev_content: p.text,
          prev_rendered_content: before.html,
        },
      ]),
    });
  };
  edit('The freeze is tomorrow', 'The freeze is Wednesday evening, right?');
  edit('Tickets?', 'Tickets? How many friends may we bring?');
}
