/** The realm's linkifiers (patterns that link text in messages), in processing order. */
import type { Db } from './database';
import { statement } from './statements';

export interface LinkifierRow {
  id: number;
  pattern: string;
  url_template: string;
  sort_order: number;
}

export const listLinkifiers = (db: Db): LinkifierRow[] =>
  statement(db, 'SELECT * FROM linkifiers ORDER BY sort_order, id').all() as LinkifierRow[];

export function insertLinkifier(db: Db, pattern: string, urlTemplate: string): number {
  const next = (
    statement(db, 'SELECT COALESCE(MAX(sort_order), -1) + 1 AS n FROM linkifiers').get() as {
      n: number;
    }
  ).n;
  return Number(
    statement(
      db,
      'INSERT INTO linkifiers (pattern, url_template, sort_order) VALUES (?, ?, ?)',
    ).run(pattern, urlTemplate, next).lastInsertRowid,
  );
}

export const getLinkifier = (db: Db, id: number): LinkifierRow | undefined =>
  statement(db, 'SELECT * FROM linkifiers WHERE id = ?').get(id) as LinkifierRow | undefined;

export function updateLinkifier(db: Db, id: number, pattern: string, urlTemplate: string): void {
  statement(db, 'UPDATE linkifiers SET pattern = ?, url_template = ? WHERE id = ?').run(
    pattern,
    urlTemplate,
    id,
  );
}

export function deleteLinkifier(db: Db, id: number): void {
  statement(db, 'DELETE FROM linkifiers WHERE id = ?').run(id);
}

/** Gives each linkifier its position in `orderedIds`. */
export function reorderLinkifiers(db: Db, orderedIds: readonly number[]): void {
  const stmt = statement(db, 'UPDATE linkifiers SET sort_order = ? WHERE id = ?');
  orderedIds.forEach((id, i) => {
    stmt.run(i, id);
  });
}
