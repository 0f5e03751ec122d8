import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MAX_CACHED_STATEMENTS, statement } from './statements';

describe('statement', () => {
  it('prepares each SQL text once per connection', () => {
    const db = new Database(':memory:');
    expect(statement(db, 'SELECT 1')).toBe(statement(db, 'SELECT 1'));
    const other = new Database(':memory:');
    expect(statement(other, 'SELECT 1')).not.toBe(statement(db, 'SELECT 1'));
  });

  it('keeps at most MAX_CACHED_STATEMENTS, dropping the least recently used', () => {
    const db = new Database(':memory:');
    const hot = statement(db, 'SELECT 0');
    const cold = statement(db, 'SELECT 1');
    for (let i = 2; i <= MAX_CACHED_STATEMENTS; i++) {
      statement(db, `SELECT ${i}`);
      if (i % 100 === 0) expect(statement(db, 'SELECT 0')).toBe(hot);
    }
    expect(statement(db, 'SELECT 0')).toBe(hot);
    expect(statement(db, 'SELECT 1')).not.toBe(cold);
    const first = statement(db, `SELECT ${MAX_CACHED_STATEMENTS}`);
    expect(statement(db, `SELECT ${MAX_CACHED_STATEMENTS}`)).toBe(first);
  });
});
