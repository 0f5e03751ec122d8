/**
 * Reads on a second connection, on a thread of its own (read-thread.mjs, whose path the app
 * gives: the server may run bundled elsewhere): a request computes a long part of its answer
 * there while the main thread builds the rest (POST /register's unread state). The thread
 * starts at the first use; until it is up, or if it could not start, callers read in place.
 */
import { Worker } from 'node:worker_threads';

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

/** A read on its way: its rows, and whether the thread has begun it. */
export interface PendingRead<T> {
  readonly rows: Promise<T>;
  /**
   * Whether the thread's view of the database for this read is fixed: it sees what was written
   * before this became true, and nothing written after.
   */
  begun(): boolean;
}

interface Answer {
  id: number;
  rows?: unknown[];
  error?: string;
}

export class ReadWorker {
  private worker: Worker | undefined;
  private ready = false;
  /** It failed to start or stopped: no other is started (a broken setup would loop). */
  private broken = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  /** The last read the thread has begun, its ID + 1 (written by the thread). */
  private readonly begun = new Int32Array(new SharedArrayBuffer(4));

  constructor(
    /** The database file. */
    private readonly file: string,
    /** read-thread.mjs. */
    private readonly script: string | URL,
  ) {}

  /** The thread, once it is up; the first call starts it. */
  get available(): boolean {
    if (!this.worker && !this.broken) this.start();
    return this.ready;
  }

  /** `sql` with `args` on the thread's connection: every row, as `Statement.all` gives them. */
  all<T>(sql: string, args: readonly unknown[]): Promise<T[]> {
    return this.read<T>(sql, args).rows;
  }

  /** As `all`, telling also when the thread has begun the read (in one transaction). */
  read<T>(sql: string, args: readonly unknown[]): PendingRead<T[]> {
    if (this.broken) {
      return {
        rows: Promise.reject(new Error('The read thread is not running')),
        begun: () => false,
      };
    }
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const rows = new Promise<T[]>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql, args });
    });
    return { rows, begun: () => Atomics.load(this.begun, 0) > id };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    this.broken = true;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.script, {
      workerData: { file: this.file, begun: this.begun.buffer },
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
        this.broken = true;
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
