/** Search-term highlighting with SQLite's own FTS5 tokenizer. */
import type { Db } from './database';
import { statement } from './statements';

/**
 * Highlights the search terms of an FTS5 query in each text, with SQLite's own tokenizer
 * (Porter stemming), so highlighting agrees exactly with what matched. Matches are wrapped
 * in U+E000 … U+E001; texts without a match come back unchanged.
 */
export function highlightTexts(db: Db, texts: readonly string[], ftsQuery: string): string[] {
  db.exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_highlight USING fts5(
       t, tokenize = 'porter unicode61 remove_diacritics 2')`,
  );
  const out = [...texts];
  db.transaction(() => {
    const insert = statement(db, 'INSERT INTO temp.search_highlight (rowid, t) VALUES (?, ?)');
    texts.forEach((t, i) => {
      insert.run(i + 1, t);
    });
    const rows = statement(
      db,
      `SELECT rowid, highlight(search_highlight, 0, char(57344), char(57345)) AS h
         FROM temp.search_highlight WHERE search_highlight MATCH ?`,
    ).all(ftsQuery) as { rowid: number; h: string }[];
    for (const r of rows) out[r.rowid - 1] = r.h;
    statement(db, 'DELETE FROM temp.search_highlight').run();
  })();
  return out;
}
