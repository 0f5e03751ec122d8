/** An organization operation as one transaction. */
import type { Db } from '../db/database';

/**
 * Runs an organization operation's reads and writes as one transaction: when it throws (a
 * refused request), nothing it wrote remains and, since notices are published only from the
 * outcome it returns, nobody hears of it. Operations calling one another nest as savepoints.
 * `op` must be synchronous (better-sqlite3 is): do async work such as password hashing first.
 */
export const inTransaction = <T>(db: Db, op: () => T): T => db.transaction(op)();
