// A read-only connection to the server's SQLite file on a thread of its own (read-worker.ts):
// a long read runs here while the main thread does other work of the same request. Plain
// JavaScript, so the thread starts without the TypeScript loader the server runs under.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

parentPort.on('message', ({ id, sql, args }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
