import { buildApp } from './app';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { startupMessage } from './startup-message';
import { removeOperatorFile, writeOperatorFile } from './backup/operator-token';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await buildApp({ config, warmPool: true });

  // PGlite keeps its data in memory until it is closed: close it on every way out.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      removeOperatorFile(config.dataDir, app.operatorToken);
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  writeOperatorFile(config.dataDir, { port: (app.server.address() as AddressInfo).port, token: app.operatorToken, pid: process.pid });
  // Plain text, not a log record: the one thing someone starting it must read.
  if (config.LOG_LEVEL !== 'silent') {
    for (const line of startupMessage(config, (app.server.address() as AddressInfo).port)) console.log(line);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
