/**
 * Drafts kept on the server (Zulip's draft synchronization): the register key `drafts`,
 * GET/POST /drafts, PATCH/DELETE /drafts/{draft_id}, each change a `drafts` event to the user.
 * Only while the user's enable_drafts_synchronization is on; turning it off deletes them.
 */
import { z } from 'zod';
import type { Db } from '../db/database';
import {
  type DraftFields,
  type DraftRow,
  deleteDraft,
  getDraft,
  insertDraft,
  listDrafts,
  updateDraft,
} from '../db/drafts';
import { getUserById, type UserRow } from '../db/users';
import { accessChannelById } from './channels';
import { badRequest, notFound } from './errors';
import type { Outcome } from './notices';
import type { OrgContext } from './org-context';
import { canAccessChannel } from './permissions';
import { SERVER_CONSTANTS } from './realm';
import { userSettingsOf } from './settings';
import { inTransaction } from './transaction';

/** A draft as a request sends it (the API's Draft without `id`). */
export const draftInput = z
  .object({
    type: z.enum(['', 'stream', 'private']),
    to: z.array(z.number().int().safe()),
    topic: z.string(),
    content: z.string(),
    timestamp: z.number().optional(),
  })
  .strict();
export type DraftInput = z.infer<typeof draftInput>;

export function draftToApi(d: DraftRow) {
  return {
    id: d.id,
    type: d.type as '' | 'stream' | 'private',
    to: JSON.parse(d.recipients) as number[],
    topic: d.topic,
    content: d.content,
    timestamp: d.last_edit_time,
  };
}

const syncing = (user: UserRow) => userSettingsOf(user).enable_drafts_synchronization === true;

/** The register key `drafts`: empty while the user does not synchronize drafts. */
export function draftsState(db: Db, user: UserRow) {
  return { drafts: syncing(user) ? listDrafts(db, user.id).map(draftToApi) : [] };
}

/** GET /drafts */
export function getDrafts(db: Db, user: UserRow) {
  const { drafts } = draftsState(db, user);
  return { count: drafts.length, drafts };
}

function checkSyncing(user: UserRow) {
  if (!syncing(user)) throw badRequest('User has disabled synchronizing drafts.');
}

/** Zulip's normalize_body: trailing space and leading blank lines go; empty is refused. */
function checkContent(raw: string): string {
  const content = raw.trimEnd().replace(/^\n+/, '');
  if (content === '') throw badRequest('Message must not be empty');
  if (content.includes('\0')) throw badRequest('Message must not contain null bytes');
  const chars = [...content];
  return chars.length > SERVER_CONSTANTS.max_message_length
    ? `${chars.slice(0, SERVER_CONSTANTS.max_message_length - 1).join('')}…`
    : content;
}

function truncateTopic(topic: string): string {
  const chars = [...topic];
  const max = SERVER_CONSTANTS.max_topic_length;
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : topic;
}

/** The stored form of a draft: its conversation checked as a message's would be. */
function draftFields(ctx: OrgContext, user: UserRow, d: DraftInput): DraftFields {
  const content = checkContent(d.content);
  const timestamp = d.timestamp ?? ctx.now;
  if (timestamp < 0) throw badRequest('Timestamp must not be negative.');
  const common = { content, last_edit_time: Math.floor(timestamp) };
  if (d.type === 'stream') {
    const topic = truncateTopic(d.topic);
    if (topic.includes('\0')) throw badRequest('Topic must not contain null bytes');
    if (d.to.length !== 1) {
      throw badRequest('Must specify exactly 1 channel ID for channel messages');
    }
    const stream = accessChannelById(ctx.db, user, d.to[0] as number);
    if (!canAccessChannel(ctx.db, user, stream)) throw badRequest('Invalid channel ID');
    return { ...common, type: 'stream', recipients: JSON.stringify([stream.id]), topic };
  }
  if (d.type === 'private' && d.to.length > 0) {
    for (const id of d.to) {
      if (!getUserById(ctx.db, id)) throw badRequest(`Invalid user ID ${id}`);
    }
    // As the conversation's recipient: the others, or oneself alone.
    const others = [...new Set(d.to)].filter((id) => id !== user.id).sort((a, b) => a - b);
    const to = others.length > 0 ? others : [user.id];
    return { ...common, type: 'private', recipients: JSON.stringify(to), topic: '' };
  }
  return { ...common, type: '', recipients: '[]', topic: '' };
}

/** Someone else's draft is as missing as a deleted one. */
function ownDraft(db: Db, user: UserRow, id: number): DraftRow {
  const d = getDraft(db, id);
  if (!d || d.user_id !== user.id) throw notFound('Draft does not exist');
  return d;
}

/** POST /drafts: the new drafts' IDs, in the order they came. */
export function createDrafts(
  ctx: OrgContext,
  user: UserRow,
  drafts: DraftInput[],
): Outcome<{ ids: number[] }> {
  return inTransaction(ctx.db, () => {
    checkSyncing(user);
    const rows = drafts.map((d) => {
      const fields = draftFields(ctx, user, d);
      return { id: insertDraft(ctx.db, user.id, fields), user_id: user.id, ...fields };
    });
    return {
      result: { ids: rows.map((r) => r.id) },
      notices: [
        { event: { type: 'drafts', op: 'add', drafts: rows.map(draftToApi) }, users: [user.id] },
      ],
    };
  });
}

/** PATCH /drafts/{draft_id}: the draft replaced. */
export function editDraft(
  ctx: OrgContext,
  user: UserRow,
  id: number,
  draft: DraftInput,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    checkSyncing(user);
    ownDraft(ctx.db, user, id);
    const fields = draftFields(ctx, user, draft);
    updateDraft(ctx.db, id, fields);
    const row = { id, user_id: user.id, ...fields };
    return {
      result: {},
      notices: [
        { event: { type: 'drafts', op: 'update', draft: draftToApi(row) }, users: [user.id] },
      ],
    };
  });
}

/** DELETE /drafts/{draft_id} */
export function removeDraft(
  ctx: OrgContext,
  user: UserRow,
  id: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    checkSyncing(user);
    ownDraft(ctx.db, user, id);
    deleteDraft(ctx.db, id);
    return {
      result: {},
      notices: [{ event: { type: 'drafts', op: 'remove', draft_id: id }, users: [user.id] }],
    };
  });
}
