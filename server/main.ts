/** The server's entry point: a Parley server, or with --zulip a proxy to a Zulip server. */
import { buildServer } from './app';
import { parseArgs, type ServerConfig, UsageError } from './config';
import { resetDataDir } from './reset';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo';

async function main() {
  let config: ReturnType<typeof parseArgs>;
  try {
    config = parseArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`parley: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  if (config.zulip) return proxy(config.zulip, config);
  if (config.reset && !(await resetDataDir(config.dataDir, config.yes))) {
    console.log('Nothing was deleted.');
    process.exit(1);
  }
  const server = await buildServer(config, { logger: true });
  await server.app.listen({ host: config.host, port: config.port });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (server.createdDemo) console.log(`Created the demo organization in ${config.dataDir}`);
  if (!config.production) {
    console.log('Development login is on. Demo users (password for each):');
    for (const u of DEMO_USERS)
      console.log(`  ${u.email.padEnd(24)} ${DEMO_PASSWORD}  (${u.full_name})`);
  }
  // Tests and scripts wait for exactly this line.
  console.log(`Parley listening on http://${config.host}:${port}`);
  const stop = () => {
    server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** `--zulip URL`: Parley for an existing Zulip server; no data of its own. */
async function proxy(upstream: string, config: ServerConfig) {
  // Loaded only here: the proxy's module costs every other server start a tenth of a second.
  const { buildProxy } = await import('./proxy');
  const app = await buildProxy({ upstream, distDir: config.distDir, logger: true });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Tests and scripts wait for exactly this line.
  console.log(`Parley for ${upstream} listening on http://${config.host}:${port}`);
  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
