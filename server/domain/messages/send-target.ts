/** Where POST /messages sends: the channel or the direct-message recipients. */
import type { Db } from '../../db/database';
import { getStreamById, getStreamByName, type StreamRow } from '../../db/streams';
import { getUserById, type UserRow } from '../../db/users';
import { apiEmail, userByEmail } from '../emails';
import { ApiError, badRequest } from '../errors';
import { groupSettingMemberIds, isGuest, isSubscribed } from '../permissions';
import type { GroupSettingValue } from '../realm';

/** The `to` of POST /messages after JSON decoding: a name, an ID, or a list of them. */
export type RawTo = string | number | ReadonlyArray<string | number>;

const streamDoesNotExist = (name: string) =>
  new ApiError(`Channel '${name}' does not exist`, 'STREAM_DOES_NOT_EXIST', 400, { stream: name });

/** The channel `to` names: a raw or JSON-encoded name, an ID, or a one-element list of either. */
export function resolveChannel(db: Db, to: RawTo): StreamRow {
  let target = to;
  if (Array.isArray(target)) {
    if (target.length !== 1) throw badRequest('Cannot send to multiple channels');
    target = target[0] as string | number;
  }
  if (typeof target === 'number') {
    const s = getStreamById(db, target);
    if (!s) {
      throw new ApiError(
        `Channel with ID '${target}' does not exist`,
        'STREAM_DOES_NOT_EXIST',
        400,
        {
          stream_id: target,
        },
      );
    }
    return s;
  }
  const name = String(target).trim();
  const s = getStreamByName(db, name);
  if (!s) throw streamDoesNotExist(name);
  return s;
}

/** Zulip's access_stream_for_send_message. */
export function checkCanSendToChannel(db: Db, sender: UserRow, s: StreamRow): void {
  const posters = JSON.parse(s.can_send_message_group) as GroupSettingValue;
  if (!groupSettingMemberIds(db, posters).has(sender.id)) {
    throw badRequest('You do not have permission to post in this channel.');
  }
  const notAuthorized = () => badRequest(`Not authorized to send to channel '${s.name}'`);
  if (s.is_archived === 1) throw notAuthorized();
  if (s.invite_only === 0 && !isGuest(sender)) return;
  if (isSubscribed(db, sender, s)) return;
  throw notAuthorized();
}

/** The direct-message recipients `to` names: user IDs or emails, as a list or comma-separated. */
export function resolveDirectRecipients(db: Db, to: RawTo, sender: UserRow): UserRow[] {
  const items: Array<string | number> =
    typeof to === 'string'
      ? to
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : typeof to === 'number'
        ? [to]
        : [...to];
  if (!items.length) throw badRequest('Message must have recipients');
  const users = new Map<number, UserRow>();
  for (const item of items) {
    const u =
      typeof item === 'number' ? getUserById(db, item) : userByEmail(db, item.trim(), sender);
    if (!u) {
      throw badRequest(
        typeof item === 'number' ? `Invalid user ID ${item}` : `Invalid email '${item}'`,
      );
    }
    if (!u.is_active) throw badRequest(`'${apiEmail(u)}' is no longer using Zulip.`);
    users.set(u.id, u);
  }
  return [...users.values()];
}
