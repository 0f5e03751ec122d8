/**
 * Reads on a second connection, on a thread of its own (read-thread.mjs): a request computes a
 * long part of its answer there while the main thread builds the rest (POST /register's unread
 * state, domain/register-unread.ts). One thread per database file, started at the first use
 * and ended with the server (closeReadWorker). Until it is up, and for an in-memory database,
 * there is none: callers read in place.
 */
import { Worker } from 'node:worker_threads';
import type { Db } from './database';

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Answer {
  id: number;
  rows?: unknown[];
  error?: string;
}

export class ReadWorker {
  private worker: Worker | undefined;
  private ready = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly file: string) {}

  /** The thread, once it is up; the first call starts it. */
  get available(): boolean {
    if (!this.worker) this.start();
    return this.ready;
  }

  /** `sql` with `args` on the thread's connection: every row, as `Statement.all` gives them. */
  all<T>(sql: string, args: readonly unknown[]): Promise<T[]> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql, args });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./read-thread.mjs', import.meta.url), {
      workerData: { file: this.file },
    });
    // The server's own handles keep the process alive; this thread never should.
    worker.unref();
    worker.on('online', () => {
      if (this.worker === worker) this.ready = true;
    });
    worker.on('message', ({ id, rows, error }: Answer) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      if (error !== undefined) waiting.reject(new Error(error));
      else waiting.resolve(rows ?? []);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) {
        this.worker = undefined;
        this.ready = false;
      }
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The read thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

const workers = new WeakMap<Db, ReadWorker>();

/** The database's read thread, or undefined for an in-memory database. */
export function readWorkerOf(db: Db): ReadWorker | undefined {
  if (db.memory || !db.open) return undefined;
  let worker = workers.get(db);
  if (!worker) {
    worker = new ReadWorker(db.name);
    workers.set(db, worker);
  }
  return worker;
}

/** Ends the database's read thread, if it has one. */
export async function closeReadWorker(db: Db): Promise<void> {
  const worker = workers.get(db);
  workers.delete(db);
  await worker?.close();
}
