// A read-only connection to the server's SQLite file on a thread of its own (read-worker.ts):
// a long read runs here while the main thread does other work of the same request. Plain
// JavaScript, so the thread starts without the TypeScript loader the server runs under.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
// The last read whose view of the database is fixed (its ID + 1), for the main thread to see.
const begun = workerData.begun ? new Int32Array(workerData.begun) : undefined;
const firstRead = db.prepare('SELECT count(*) FROM sqlite_schema');

parentPort.on('message', ({ id, sql, args }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    let rows;
    db.exec('BEGIN');
    try {
      // A transaction's first read fixes what it sees (WAL mode): said before the long read.
      firstRead.get();
      if (begun) Atomics.store(begun, 0, id + 1);
      rows = statement.all(...args);
    } finally {
      if (db.inTransaction) db.exec('COMMIT');
    }
    parentPort.postMessage({ id, rows });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
