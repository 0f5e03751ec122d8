import type { Db } from '../db/database';
import { renderMarkdown } from '../markdown';
import { renderContext } from './render-context';

/** What an organization operation needs: the database, the time, and the realm URL for rendering. */
export interface OrgContext {
  db: Db;
  /** Seconds since the epoch. */
  now: number;
  realmUrl: string;
}

/** Markdown (descriptions, profile fields) rendered as the message renderer renders it. */
export const renderOrgMarkdown = (ctx: OrgContext, text: string): string =>
  text === '' ? '' : renderMarkdown(text, renderContext(ctx.db, ctx.realmUrl, null)).html;
