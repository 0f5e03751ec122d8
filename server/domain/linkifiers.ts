/** Linkifiers: the register key, validation, and the endpoints that change them. */
import { validateLinkifier } from '../../src/markdown';
import type { Db } from '../db/database';
import {
  deleteLinkifier,
  getLinkifier,
  insertLinkifier,
  type LinkifierRow,
  listLinkifiers,
  reorderLinkifiers,
  updateLinkifier,
} from '../db/linkifiers';
import type { UserRow } from '../db/users';
import { badRequest, notFound } from './errors';
import type { Notice, Outcome } from './notices';
import type { OrgContext } from './org-context';
import { canAdministerRealm } from './permissions';
import { inTransaction } from './transaction';
import { activeUserIds } from './user-audience';

const toApi = (l: LinkifierRow) => ({ id: l.id, pattern: l.pattern, url_template: l.url_template });

/** The register key `realm_linkifiers`, in processing order. */
export function linkifiersState(db: Db) {
  return { realm_linkifiers: listLinkifiers(db).map(toApi) };
}

/** A pattern and URL template as Zulip accepts them; refusals say what is wrong. */
export function checkLinkifier(pattern: string, urlTemplate: string): void {
  if (pattern.trim() === '') throw badRequest('The linkifier pattern cannot be empty.');
  const why = validateLinkifier(pattern, urlTemplate);
  if (why !== null) throw badRequest(why);
  let url: URL | null = null;
  try {
    url = new URL(urlTemplate.replace(/\{[^}]*\}/g, 'x'));
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw badRequest('Invalid URL template: it must be an absolute http(s) URL.');
  }
}

function requireAdmin(user: UserRow) {
  if (!canAdministerRealm(user)) throw badRequest('Must be an organization administrator');
}

const changedNotice = (db: Db): Notice => ({
  event: { type: 'realm_linkifiers', ...linkifiersState(db) },
  users: activeUserIds(db),
});

/** POST /realm/filters */
export function addLinkifier(
  ctx: OrgContext,
  user: UserRow,
  pattern: string,
  urlTemplate: string,
): Outcome<{ id: number }> {
  return inTransaction(ctx.db, () => {
    requireAdmin(user);
    checkLinkifier(pattern, urlTemplate);
    const id = insertLinkifier(ctx.db, pattern, urlTemplate);
    return { result: { id }, notices: [changedNotice(ctx.db)] };
  });
}

function existing(db: Db, id: number): LinkifierRow {
  const l = getLinkifier(db, id);
  if (!l) throw notFound('Linkifier not found.');
  return l;
}

/** PATCH /realm/filters/{filter_id} */
export function editLinkifier(
  ctx: OrgContext,
  user: UserRow,
  id: number,
  pattern: string,
  urlTemplate: string,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    requireAdmin(user);
    existing(ctx.db, id);
    checkLinkifier(pattern, urlTemplate);
    updateLinkifier(ctx.db, id, pattern, urlTemplate);
    return { result: {}, notices: [changedNotice(ctx.db)] };
  });
}

/** DELETE /realm/filters/{filter_id} */
export function removeLinkifier(
  ctx: OrgContext,
  user: UserRow,
  id: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    requireAdmin(user);
    existing(ctx.db, id);
    deleteLinkifier(ctx.db, id);
    return { result: {}, notices: [changedNotice(ctx.db)] };
  });
}

/** PATCH /realm/linkifiers: a new processing order naming every linkifier once. */
export function reorderRealmLinkifiers(
  ctx: OrgContext,
  user: UserRow,
  orderedIds: readonly number[],
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    requireAdmin(user);
    const ids = listLinkifiers(ctx.db).map((l) => l.id);
    const given = new Set(orderedIds);
    if (
      given.size !== orderedIds.length ||
      given.size !== ids.length ||
      !ids.every((i) => given.has(i))
    ) {
      throw badRequest('The ordered list must name every linkifier exactly once.');
    }
    reorderLinkifiers(ctx.db, orderedIds);
    return { result: {}, notices: [changedNotice(ctx.db)] };
  });
}
