#!/usr/bin/env node
// The one executable. CommonJS on purpose (bin/package.json): it starts without Node's ESM loader, so `--version` and
// `--help`, kept as text in the CLI's build, answer at bare `node` speed. Every other command is import()ed and loads
// only what it needs.
'use strict';
const { join } = require('node:path');

const argv = process.argv.slice(2);
const [command, ...rest] = argv;

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

/** `--version` or `--help` from the build, or null (the sources, an unbuilt checkout, or anything else asked). */
function keptAnswer() {
  if (argv.length !== 1) return null;
  let kept;
  try {
    kept = require('@spotter/cli/kept');
  } catch (err) {
    if (err && err.code === 'MODULE_NOT_FOUND') return null;
    throw err;
  }
  return kept.keptAnswer(argv, process.stdout);
}

async function main() {
  if (command === 'serve') {
    // The built web app ships beside the server in this repository; serve it when it has been built.
    process.env.SPOTTER_WEB_DIR ??= join(__dirname, '../web/dist');
    const { runServeCommand } = await load('@spotter/server');
    const code = await runServeCommand(rest);
    if (code !== null) process.exitCode = code;
  } else if (command === 'worker') {
    const { runWorkerCommand } = await load('@spotter/server');
    const code = await runWorkerCommand(rest);
    if (code !== null) process.exitCode = code;
  } else {
    const { runCli } = await load('@spotter/cli');
    process.exitCode = await runCli(argv, { openTui });
  }
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

const kept = keptAnswer();
if (kept === null) {
  main().catch((err) => {
    process.exitCode = 1;
    throw err;
  });
} else {
  // A closed pipe (`spotter --help | head -1`) ends quietly with 0, as it does for every other command.
  process.stdout.on('error', (err) => {
    if (err.code !== 'EPIPE') throw err;
  });
  process.stdout.write(kept);
}
