import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { exitOnSignals } from './ops';
import { printStartBanner } from './start-banner';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  // SIGTERM/SIGINT: stop accepting, finish what is in flight (SHUTDOWN_GRACE_MS), sockets 1012, exit 0.
  // Before the banner: whoever waits for it (a supervisor, a test) may signal the moment it reads it.
  exitOnSignals(app, config.shutdownGraceMs);
  printStartBanner(app);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Server failed to start:', error);
  process.exit(1);
});
