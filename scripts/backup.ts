// `npm run backup -- FILE [--data-dir DIR]`: a consistent copy of a (running) server's data
// directory — the database by SQLite's online backup, and the uploads — as a gzipped tar.
// Restore: extract it into an empty directory and start the server on that directory.
import path from 'node:path';
import { backupDataDir } from '../server/backup';

// npm runs scripts from the package root; paths on the command line are the caller's.
const here = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2);
let dataDir = path.resolve(import.meta.dirname, '..', 'data');
let file: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--data-dir' && args[i + 1]) dataDir = path.resolve(here, args[++i]!);
  else if (!args[i]!.startsWith('--') && file === undefined) file = path.resolve(here, args[i]!);
  else {
    console.error(`parley backup: unknown argument ${args[i]}`);
    process.exit(2);
  }
}
if (!file) {
  console.error('Usage: npm run backup -- FILE [--data-dir DIR]   (DIR defaults to ./data)');
  process.exit(2);
}

try {
  const s = await backupDataDir(dataDir, file);
  console.log(
    `Backed up ${dataDir} to ${s.file}: ${s.messages} messages, ${s.uploads} uploaded files, ${(s.bytes / 1024).toFixed(0)} KiB.`,
  );
} catch (err) {
  console.error(`parley backup: ${(err as Error).message}`);
  process.exit(1);
}
