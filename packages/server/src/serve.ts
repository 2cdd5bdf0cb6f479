import closeWithGrace from 'close-with-grace';
import type { ServerConfig } from './config.js';
import { createServer } from './server.js';

/** `spotter serve`: listen until SIGINT/SIGTERM, then finish in-flight requests and close the database. */
export async function serve(config: ServerConfig): Promise<{ url: string; close(): Promise<void> }> {
  const server = await createServer(config, { logger: true });
  let address: string;
  try {
    address = await server.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await server.close();
    throw err;
  }
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  server.app.log.info(`Spotter is serving at ${address} (${storage})`);
  const graceful = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    else server.app.log.info(`${signal ?? 'close'} received: shutting down`);
    await server.close();
  });
  return {
    url: address,
    async close() {
      graceful.uninstall();
      await server.close();
    },
  };
}
