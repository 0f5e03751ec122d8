/** Saved snippets: the register key and the endpoints that change them. */
import type { Db } from '../db/database';
import {
  deleteSavedSnippet,
  getSavedSnippet,
  insertSavedSnippet,
  listSavedSnippets,
  type SavedSnippetRow,
  updateSavedSnippet,
} from '../db/saved-snippets';
import type { UserRow } from '../db/users';
import { badRequest, notFound } from './errors';
import type { Outcome } from './notices';
import type { OrgContext } from './org-context';
import { SERVER_CONSTANTS } from './realm';
import { inTransaction } from './transaction';

const TITLE_MAX = 60;

const toApi = (s: SavedSnippetRow) => ({
  id: s.id,
  title: s.title,
  content: s.content,
  date_created: s.date_created,
});

/** The register key `saved_snippets`. */
export function savedSnippetsState(db: Db, user: UserRow) {
  return { saved_snippets: listSavedSnippets(db, user.id).map(toApi) };
}

function checkTitle(raw: string): string {
  const title = raw.trim();
  if (title === '') throw badRequest('Title cannot be empty.');
  if ([...title].length > TITLE_MAX) {
    throw badRequest(`Title too long (limit: ${TITLE_MAX} characters).`);
  }
  return title;
}

function checkContent(raw: string): string {
  if (raw.trim() === '') throw badRequest('Content cannot be empty.');
  if ([...raw].length > SERVER_CONSTANTS.max_message_length) {
    throw badRequest(
      `Content too long (limit: ${SERVER_CONSTANTS.max_message_length} characters).`,
    );
  }
  return raw;
}

/** Someone else's snippet is as missing as a deleted one: 404 with code BAD_REQUEST. */
function ownSnippet(db: Db, user: UserRow, id: number): SavedSnippetRow {
  const s = getSavedSnippet(db, id);
  if (!s || s.user_id !== user.id) throw notFound('Saved snippet does not exist.');
  return s;
}

/** POST /saved_snippets */
export function createSnippet(
  ctx: OrgContext,
  user: UserRow,
  title: string,
  content: string,
): Outcome<{ saved_snippet_id: number }> {
  return inTransaction(ctx.db, () => {
    const row = {
      user_id: user.id,
      title: checkTitle(title),
      content: checkContent(content),
      date_created: ctx.now,
    };
    const id = insertSavedSnippet(ctx.db, row);
    return {
      result: { saved_snippet_id: id },
      notices: [
        {
          event: { type: 'saved_snippets', op: 'add', saved_snippet: toApi({ id, ...row }) },
          users: [user.id],
        },
      ],
    };
  });
}

/** PATCH /saved_snippets/{saved_snippet_id} */
export function editSnippet(
  ctx: OrgContext,
  user: UserRow,
  id: number,
  p: { title?: string; content?: string },
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    const s = ownSnippet(ctx.db, user, id);
    if (p.title === undefined && p.content === undefined) {
      throw badRequest('Nothing to change: send a title or content.');
    }
    const patch = {
      title: p.title === undefined ? undefined : checkTitle(p.title),
      content: p.content === undefined ? undefined : checkContent(p.content),
    };
    updateSavedSnippet(ctx.db, id, patch);
    const updated = {
      ...s,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    return {
      result: {},
      notices: [
        {
          event: { type: 'saved_snippets', op: 'update', saved_snippet: toApi(updated) },
          users: [user.id],
        },
      ],
    };
  });
}

/** DELETE /saved_snippets/{saved_snippet_id} */
export function removeSnippet(
  ctx: OrgContext,
  user: UserRow,
  id: number,
): Outcome<Record<string, never>> {
  return inTransaction(ctx.db, () => {
    ownSnippet(ctx.db, user, id);
    deleteSavedSnippet(ctx.db, id);
    return {
      result: {},
      notices: [
        {
          event: { type: 'saved_snippets', op: 'remove', saved_snippet_id: id },
          users: [user.id],
        },
      ],
    };
  });
}
