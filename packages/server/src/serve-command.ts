import { parseArgs } from 'node:util';
import { commandFlags } from './command-flags.js';
import { resolveServerConfig } from './config.js';
import { serve } from './serve.js';

export const SERVE_HELP = `Usage: spotter serve [options]

Start the Spotter server: the /api and, when built, the web app.

Options:
  -p, --port <port>      port to listen on (env PORT, default 8787)
      --host <host>      interface to bind (env HOST, default 127.0.0.1)
      --data-dir <dir>   embedded database and media (env SPOTTER_DATA_DIR,
                         default: your user data directory, e.g. ~/.local/share/spotter)
      --no-worker        with SPOTTER_QUEUE=postgres: serve HTTP only and leave the
                         analysis jobs to \`spotter worker\` processes
  -h, --help             show this help

Set DATABASE_URL=postgres://… to use a PostgreSQL server instead of the embedded database,
and SPOTTER_QUEUE=postgres to analyse uploads as jobs on it (see \`spotter worker --help\`).

Examples:
  spotter serve
  spotter serve --port 9000 --data-dir ./spotter-data
  DATABASE_URL=postgres://localhost/spotter spotter serve --host 0.0.0.0
`;

/** `spotter serve`: parse the flags, start, and keep running until a signal. Returns the exit code on failure. */
export async function runServeCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  const values = commandFlags('serve', SERVE_HELP, () =>
    parseArgs({
      args: argv,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'no-worker': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (typeof values === 'number') return values;
  try {
    const config = resolveServerConfig({
      ...env,
      ...(values.port !== undefined ? { PORT: values.port } : {}),
      ...(values.host !== undefined ? { HOST: values.host } : {}),
      ...(values['data-dir'] !== undefined ? { SPOTTER_DATA_DIR: values['data-dir'] } : {}),
    });
    if (values['no-worker'] && config.queue !== 'postgres') {
      throw new Error(
        '--no-worker leaves the analysis to `spotter worker` processes: it needs SPOTTER_QUEUE=postgres (and DATABASE_URL)',
      );
    }
    await serve(config, { worker: !values['no-worker'] });
    return null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message =
      code === 'EADDRINUSE'
        ? `port ${values.port ?? env.PORT ?? 8787} is already in use: pass --port`
        : (err as Error).message;
    process.stderr.write(`spotter serve: ${message}\n`);
    return 1;
  }
}
