// npm run bundle -w @spotter/cli (part of `npm run build`): the compiled CLI as a few ESM files for the shipped binary.
// Node 20 has no compile cache, and resolving and reading ~25 modules (ours, commander's, core's) cost `--help` more
// than Node's own start-up did. One entry file loads what every command needs; each command's `import()` stays a
// chunk loaded only when it runs, so `exercises --json` does not pay for prompts, tables or the upload code.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

// `spotter --help` is kept as text (with the version) in kept.cjs, which the CommonJS launcher requires before anything
// else: both answer without Node's ESM loader, commander or the command tree.
const { rootHelpText } = await import(new URL('dist/program.js', root).href);
const kept = { SPOTTER_CLI_VERSION: JSON.stringify(version), SPOTTER_ROOT_HELP: JSON.stringify(await rootHelpText()) };

// Chunk names carry content hashes: clear the last build's, or they pile up.
rmSync(new URL('dist/bundle', root), { recursive: true, force: true });

await build({
  absWorkingDir: root.pathname,
  entryPoints: { index: 'dist/index.js' },
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The dist of @spotter/core, not its TypeScript sources.
  conditions: ['default'],
  define: { SPOTTER_CLI_VERSION: JSON.stringify(version) },
  // CommonJS dependencies (commander, undici, conf's) call require() for Node's modules.
  banner: {
    js: "import { createRequire as __spotterRequire } from 'node:module'; const require = __spotterRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});

await build({
  absWorkingDir: root.pathname,
  entryPoints: ['dist/kept.js'],
  outfile: 'dist/bundle/kept.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  define: kept,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
});
