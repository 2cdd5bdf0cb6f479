#!/usr/bin/env node
// The one executable. It loads only what the command at hand needs, so `spotter --help` stays instant.
import { fileURLToPath } from 'node:url';

const [command, ...rest] = process.argv.slice(2);

async function load(specifier) {
  try {
    return await import(specifier);
  } catch (err) {
    if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('/dist/')) {
      process.stderr.write('spotter: this checkout is not built yet: run `npm run build` (or `npm start`) first\n');
      process.exit(1);
    }
    throw err;
  }
}

if (command === 'serve') {
  // The built web app ships beside the server in this repository; serve it when it has been built.
  process.env.SPOTTER_WEB_DIR ??= fileURLToPath(new URL('../web/dist', import.meta.url));
  const { runServeCommand } = await load('@spotter/server');
  const code = await runServeCommand(rest);
  if (code !== null) process.exitCode = code;
} else if (command === 'worker') {
  const { runWorkerCommand } = await load('@spotter/server');
  const code = await runWorkerCommand(rest);
  if (code !== null) process.exitCode = code;
} else {
  const { runCli } = await load('@spotter/cli');
  process.exitCode = await runCli(process.argv.slice(2), { openTui });
}

/** The terminal UI, loaded only when a screen is opened: Ink and React never load for scripted commands. */
async function openTui(options) {
  let tui;
  try {
    tui = await load('@spotter/tui');
  } catch (err) {
    if (!err || (err.code !== 'ERR_MODULE_NOT_FOUND' && err.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED')) throw err;
  }
  if (typeof tui?.runTui !== 'function') {
    process.stderr.write('The terminal UI is not available in this build\n');
    return 1;
  }
  return tui.runTui(options);
}
