import closeWithGrace from 'close-with-grace';
import type { ServerConfig } from './config.js';
import { describeSetup } from './jobs/runtime.js';
import { createServer } from './server.js';
import { startScratchSweep } from './temp-sweep.js';

/** `spotter serve`: listen until SIGINT/SIGTERM, then finish in-flight requests and close the database. */
export async function serve(
  config: ServerConfig,
  options: { worker?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = await createServer(config, { logger: true, worker: options.worker });
  let address: string;
  try {
    address = await server.app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await server.close();
    throw err;
  }
  const role =
    options.worker === false ? 'HTTP only: no jobs taken here' : `also taking ${config.analysisWorkers} at a time here`;
  server.app.log.info(`Spotter is serving at ${address} (${describeSetup(config, server.context.media, role)})`);
  // Renders that a killed process left in the OS temp dir (the media store sweeps its own incoming files).
  const scratch = startScratchSweep((message, err) =>
    err ? server.app.log.warn({ err }, message) : server.app.log.info(message),
  );
  const graceful = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'shutting down after an error');
    else server.app.log.info(`${signal ?? 'close'} received: shutting down`);
    scratch.stop();
    await server.close();
  });
  return {
    url: address,
    async close() {
      graceful.uninstall();
      scratch.stop();
      await server.close();
    },
  };
}
