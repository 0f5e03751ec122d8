/** `--reset`: deletes the data directory so that the server starts over with the demo. */
import fs from 'node:fs';
import readline from 'node:readline/promises';

/**
 * `--reset`: delete the whole data directory so the server starts over with a fresh demo
 * organization. Asks on the console first unless `yes` (`--yes`); returns false when the
 * person declines (then nothing is touched).
 */
export async function resetDataDir(
  dataDir: string,
  yes: boolean,
  ask: (question: string) => Promise<string> = askOnConsole,
): Promise<boolean> {
  if (!fs.existsSync(dataDir)) return true;
  if (!yes) {
    const answer = await ask(
      `Delete everything in ${dataDir} and start over with a fresh demo organization? [y/N] `,
    );
    if (!/^y(es)?$/i.test(answer.trim())) return false;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return true;
}

async function askOnConsole(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}
