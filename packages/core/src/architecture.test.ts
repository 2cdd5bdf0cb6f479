import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * The shape of the house (DESIGN.md, STYLE.md 1–2): dependencies point one way.
 * core imports nothing of ours; coach uses core; mcp (the MCP face) uses core; server uses core + coach and hosts mcp
 * at POST /mcp; node-client (what the terminal clients share on Node) uses core; cli and tui use core and node-client,
 * web core only, and all three talk to the server over HTTP (the CLI also runs mcp on stdio).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Which of our packages each package may import. A new package must be added here on purpose. */
const ALLOWED: Record<string, readonly string[]> = {
  '@spotter/core': [],
  '@spotter/coach': ['@spotter/core'],
  '@spotter/mcp': ['@spotter/core'],
  '@spotter/server': ['@spotter/core', '@spotter/coach', '@spotter/mcp'],
  '@spotter/node-client': ['@spotter/core'],
  '@spotter/cli': ['@spotter/core', '@spotter/mcp', '@spotter/node-client'],
  '@spotter/tui': ['@spotter/core', '@spotter/node-client'],
  '@spotter/web': ['@spotter/core'],
};

/** Tests of the HTTP clients may start the real server (DESIGN: API tests run the real server on a loopback port). */
const ALLOWED_IN_TESTS: Record<string, readonly string[]> = {
  '@spotter/cli': ['@spotter/server'],
  '@spotter/tui': ['@spotter/server'],
  '@spotter/web': ['@spotter/server'],
};

/** Globals that only exist in a browser or in Node; core must run in both. */
const PLATFORM_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'process',
  'Buffer',
  '__dirname',
  '__filename',
  'require',
  'global',
];

interface Workspace {
  name: string;
  dir: string;
  exports: Record<string, unknown> | null;
  declared: string[];
}

interface SourceFile {
  workspace: Workspace;
  path: string;
  isTest: boolean;
  code: string;
  imports: string[];
}

// ---------------------------------------------------------------------------
// Reading sources, with the TypeScript compiler's own scanner and parser

/** Every module specifier a source imports: static, type-only, re-exported, side-effect, dynamic and require. */
function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Platform globals a source uses: bare identifiers and `globalThis.x`, not property names or declarations. */
function platformGlobals(path: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'globalThis'
    ) {
      if (PLATFORM_GLOBALS.includes(node.name.text)) found.push(node.name.text);
    } else if (ts.isIdentifier(node) && PLATFORM_GLOBALS.includes(node.text)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) ||
          ts.isPropertySignature(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isPropertyDeclaration(parent)) &&
          parent.name === node);
      if (!isName) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true));
  return found;
}

function readWorkspace(dir: string): Workspace {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, unknown>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const declared = [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies].flatMap((deps) =>
    Object.keys(deps ?? {}),
  );
  return { name: manifest.name, dir, exports: manifest.exports ?? null, declared };
}

function workspaces(): Workspace[] {
  const dirs = readdirSync(join(ROOT, 'packages'))
    .map((name) => join(ROOT, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')));
  if (existsSync(join(ROOT, 'web', 'package.json'))) dirs.push(join(ROOT, 'web'));
  return dirs.map(readWorkspace);
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry) ? [path] : [];
  });
}

/** Tests and their support folders (`__tests__/`, `testing/`): these may start the real server. */
const isTestFile = (path: string) =>
  /\.(test|spec)\.(ts|tsx|mts|cts)$/.test(path) ||
  path.split(sep).some((part) => part === '__tests__' || part === 'testing');

/** Where a workspace keeps code: src/, and the web app's end-to-end tests in e2e/ (all of it test code). */
const CODE_FOLDERS = [
  { folder: 'src', isTest: isTestFile },
  { folder: 'e2e', isTest: () => true },
];

function sourceFiles(): SourceFile[] {
  return workspaces().flatMap((workspace) =>
    CODE_FOLDERS.flatMap(({ folder, isTest }) =>
      walk(join(workspace.dir, folder)).map((path) => {
        const code = readFileSync(path, 'utf8');
        return { workspace, path, isTest: isTest(path), code, imports: importSpecifiers(code) };
      }),
    ),
  );
}

/** '@spotter/core/schemas' → '@spotter/core'; 'zod/mini' → 'zod'; 'node:fs' → 'node:fs'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isRelative = (specifier: string) => specifier.startsWith('.');
const ours = (specifier: string) => specifier.startsWith('@spotter/');
const at = (file: SourceFile) => relative(ROOT, file.path);

// ---------------------------------------------------------------------------

const files = sourceFiles();
const core = files.filter((file) => file.workspace.name === '@spotter/core');
const coreSources = core.filter((file) => !file.isTest);

describe('architecture: the import scanner', () => {
  it('Given multi-line, type-only, re-exported, side-effect and dynamic imports, When scanned, Then each specifier is found', () => {
    const source = [
      "import {\n  a,\n  b,\n} from './a.js';",
      "import type { T } from '../types.js';",
      'export * from "./b.js";',
      "import 'side-effect';",
      "const lazy = await import('./lazy.js');",
      "const cjs = require('cjs-thing');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(
      expect.arrayContaining(['./a.js', '../types.js', './b.js', 'side-effect', './lazy.js', 'cjs-thing']),
    );
  });

  it('Given imports inside comments and strings, When scanned, Then they are not counted', () => {
    const source = [
      "// import fs from 'node:fs';",
      "/* import React from 'react'; */",
      'const text = "import x from \'y\'";',
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['zod']);
  });

  it('Given globals in code, comments, strings and property names, When scanned, Then only real uses count', () => {
    const source = [
      "// window.alert('x')",
      "const note = 'document';",
      'const config = { process: 1 };',
      'const value = config.process;',
      'const storage = globalThis.localStorage;',
      'const width = window.innerWidth;',
    ].join('\n');
    expect(platformGlobals('x.ts', source)).toEqual(['localStorage', 'window']);
  });

  it('Given the repository, When sources are read, Then core is found with its zod and relative imports', () => {
    expect(coreSources.length).toBeGreaterThan(10);
    const imports = coreSources.flatMap((file) => file.imports);
    expect(imports).toContain('zod');
    expect(imports.some(isRelative)).toBe(true);
    expect(files.some((file) => file.path === fileURLToPath(import.meta.url))).toBe(true);
  });

  it("Given the web app's end-to-end tests, When sources are read, Then they are read as the web's test code", () => {
    const e2e = files.filter(
      (file) =>
        file.workspace.name === '@spotter/web' && relative(file.workspace.dir, file.path).startsWith(`e2e${sep}`),
    );
    expect(e2e.length).toBeGreaterThan(5);
    expect(e2e.every((file) => file.isTest)).toBe(true);
    expect(e2e.some((file) => file.imports.some(ours))).toBe(true);
  });
});

/** Core's only packages: each runs unchanged in browsers and Node and has no dependencies of its own. */
const CORE_PACKAGES = ['eventsource-parser', 'zod'];

describe('architecture: core stays platform-free', () => {
  it("Given core's sources (tests aside), When their imports are read, Then only zod, eventsource-parser and relative files appear", () => {
    const offending = coreSources.flatMap((file) =>
      file.imports
        .filter((specifier) => !isRelative(specifier) && !CORE_PACKAGES.includes(packageOf(specifier)))
        .map((specifier) => `${at(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("Given core's sources (tests aside), When their code is read, Then no browser-only or Node-only global is used", () => {
    const offending = coreSources.flatMap((file) =>
      platformGlobals(file.path, file.code).map((name) => `${at(file)} uses ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it("Given core's package.json, When its dependencies are read, Then zod and eventsource-parser are the only ones", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages/core/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(CORE_PACKAGES);
  });
});

describe('architecture: packages depend one way', () => {
  it('Given every workspace package, When checked, Then each has a dependency rule', () => {
    expect(
      workspaces()
        .map((w) => w.name)
        .filter((name) => !(name in ALLOWED)),
    ).toEqual([]);
  });

  it('Given every source file, When its relative imports are resolved, Then none leaves its own package folder', () => {
    const offending = files.flatMap((file) =>
      file.imports
        .filter(isRelative)
        .filter((specifier) => {
          const target = resolve(dirname(file.path), specifier);
          return target !== file.workspace.dir && !target.startsWith(file.workspace.dir + sep);
        })
        .map((specifier) => `${at(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('Given every source file, When its imports of our packages are read, Then they follow the dependency direction', () => {
    const offending = files.flatMap((file) => {
      const allowed = [
        ...(ALLOWED[file.workspace.name] ?? []),
        ...(file.isTest ? (ALLOWED_IN_TESTS[file.workspace.name] ?? []) : []),
      ];
      return file.imports
        .filter(ours)
        .map(packageOf)
        .filter((name) => name !== file.workspace.name && !allowed.includes(name))
        .map((name) => `${at(file)} (${file.workspace.name}) imports ${name}`);
    });
    expect(offending).toEqual([]);
  });

  it('Given imports of our packages, When read, Then they only use entry points the package exports', () => {
    const byName = new Map(workspaces().map((w) => [w.name, w]));
    const offending = files.flatMap((file) =>
      file.imports.filter(ours).flatMap((specifier) => {
        const target = byName.get(packageOf(specifier));
        if (!target?.exports) return [];
        const entry = `.${specifier.slice(packageOf(specifier).length)}`; // '@spotter/core/api' → './api'
        return entry in target.exports ? [] : [`${at(file)} imports ${specifier}`];
      }),
    );
    expect(offending).toEqual([]);
  });

  it('Given each package.json, When its declared dependencies on our packages are read, Then they follow the same direction', () => {
    const offending = workspaces().flatMap((workspace) =>
      workspace.declared
        .filter(ours)
        .filter(
          (name) =>
            !(ALLOWED[workspace.name] ?? []).includes(name) && !(ALLOWED_IN_TESTS[workspace.name] ?? []).includes(name),
        )
        .map((name) => `${workspace.name} declares ${name}`),
    );
    expect(offending).toEqual([]);
  });
});

/** The packages of the terminal clients, and the layer they share (files to upload, the device label, the config store). */
const TERMINAL_CLIENTS = ['@spotter/cli', '@spotter/tui'];
const NODE_CLIENT = '@spotter/node-client';

describe('architecture: the terminal clients share one Node layer', () => {
  const inPackage = (name: string) => files.filter((file) => file.workspace.name === name);

  it('Given the CLI and the TUI, When their imports are read, Then each uses the shared Node layer and neither imports the other', () => {
    for (const name of TERMINAL_CLIENTS) {
      expect(inPackage(name).some((file) => file.imports.includes(NODE_CLIENT))).toBe(true);
    }
    const offending = TERMINAL_CLIENTS.flatMap((name) =>
      inPackage(name).flatMap((file) =>
        file.imports
          .filter(ours)
          .filter((specifier) => TERMINAL_CLIENTS.includes(packageOf(specifier)) && packageOf(specifier) !== name)
          .map((specifier) => `${at(file)} imports ${specifier}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('Given the web app and core, When their imports are read, Then neither reaches the Node layer', () => {
    const offending = files
      .filter((file) => ['@spotter/web', '@spotter/core'].includes(file.workspace.name))
      .flatMap((file) =>
        file.imports
          .filter((specifier) => packageOf(specifier) === NODE_CLIENT)
          .map((specifier) => `${at(file)} imports ${specifier}`),
      );
    expect(offending).toEqual([]);
  });

  it("Given the Node layer, When its imports are read, Then it loads no React, Ink or the CLI's own libraries", () => {
    const faceOnly = ['react', 'ink', 'commander', '@commander-js/extra-typings', '@clack/prompts', 'cli-progress'];
    const offending = inPackage(NODE_CLIENT).flatMap((file) =>
      file.imports
        .filter((specifier) => faceOnly.includes(packageOf(specifier)))
        .map((s) => `${at(file)} imports ${s}`),
    );
    expect(inPackage(NODE_CLIENT).length).toBeGreaterThan(0);
    expect(offending).toEqual([]);
  });

  it("Given the CLI and the TUI, When their imports are read, Then neither keeps a config store of its own: conf and env-paths are the Node layer's", () => {
    const storeOnly = ['conf', 'env-paths'];
    const offending = TERMINAL_CLIENTS.flatMap((name) =>
      inPackage(name).flatMap((file) =>
        file.imports
          .filter((specifier) => storeOnly.includes(packageOf(specifier)))
          .map((specifier) => `${at(file)} imports ${specifier}`),
      ),
    );
    expect(offending).toEqual([]);
    expect(inPackage(NODE_CLIENT).some((file) => file.imports.includes('conf'))).toBe(true);
  });

  it('Given the CLI and the TUI, When their code is read, Then a file to upload is opened only by the Node layer (one way to stream and count it)', () => {
    const offending = TERMINAL_CLIENTS.flatMap((name) =>
      inPackage(name)
        .filter((file) => !file.isTest && /\bopenAsBlob\b/.test(file.code))
        .map((file) => `${at(file)} opens a file with openAsBlob`),
    );
    expect(offending).toEqual([]);
  });
});
