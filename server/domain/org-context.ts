/** What an organization operation needs, and Markdown rendered for organization text. */
import { renderMarkdown } from '../../src/markdown';
import type { Db } from '../db/database';
import type { UserRow } from '../db/users';
import { renderContext } from './render-context';

/** What an organization operation needs: the database, the time, and the realm URL for rendering. */
export interface OrgContext {
  db: Db;
  /** Seconds since the epoch. */
  now: number;
  realmUrl: string;
}

/**
 * Markdown of descriptions and profile fields, rendered as messages are. These are read by
 * people who may not be in a private channel, so channel links go only to channels the
 * author may see that are not private; others stay text, as an unknown name does.
 */
export const renderOrgMarkdown = (ctx: OrgContext, text: string, author: UserRow): string =>
  text === ''
    ? ''
    : renderMarkdown(
        text,
        renderContext(ctx.db, ctx.realmUrl, author, { publicChannelsOnly: true }),
      ).html;
