/** `npm run backup`: a consistent copy of a data directory, taken while the server runs. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { create as createTar } from 'tar';

/**
 * `npm run backup -- FILE`: a consistent copy of a data directory, safe to take while the
 * server runs. The database is copied with SQLite's online backup API in a single step (one
 * read transaction: a snapshot as of one moment, whatever the server writes meanwhile); then
 * the uploads, which are never changed once written and are stored before the row that
 * refers to them, so every attachment in the copied database has its file. The result is a
 * gzipped tar of the data directory's layout: extract it into an empty directory and start
 * the server there.
 */

export const DATABASE_FILE = 'parley.sqlite3';

export interface BackupSummary {
  file: string;
  messages: number;
  uploads: number;
  bytes: number;
}

/** Hard links (copies across file systems) of a directory's files, `.incoming` left out. */
function linkTree(from: string, to: string): number {
  let files = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.incoming') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      files += linkTree(source, target);
    } else if (entry.isFile()) {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
      files++;
    }
  }
  return files;
}

export async function backupDataDir(dataDir: string, file: string): Promise<BackupSummary> {
  const database = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(database)) throw new Error(`No Parley database in ${dataDir}`);
  // Staged beside the data, so uploads are hard-linked rather than copied.
  const staging = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    const copy = path.join(staging, DATABASE_FILE);
    const source = new Database(database, { readonly: true, fileMustExist: true });
    try {
      // Every remaining page in one step: a snapshot, never restarted by the server's writes.
      await source.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const check = new Database(copy);
    let messages: number;
    try {
      const integrity = check.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new Error(`The copied database fails its check: ${integrity}`);
      check.pragma('journal_mode = DELETE');
      messages = (check.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
    } finally {
      check.close();
    }

    let uploads = 0;
    const entries = [DATABASE_FILE];
    if (fs.existsSync(path.join(dataDir, 'uploads'))) {
      fs.mkdirSync(path.join(staging, 'uploads'));
      uploads = linkTree(path.join(dataDir, 'uploads'), path.join(staging, 'uploads'));
      entries.push('uploads');
    }
    // The secret that signs temporary upload URLs, so links handed out stay valid.
    for (const name of ['upload-url-secret']) {
      if (fs.existsSync(path.join(dataDir, name))) {
        fs.copyFileSync(path.join(dataDir, name), path.join(staging, name));
        entries.push(name);
      }
    }
    await createTar({ gzip: true, file, cwd: staging, portable: true }, entries);
    return { file, messages, uploads, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
