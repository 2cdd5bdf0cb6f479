import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The shape of the house (DESIGN.md, STYLE.md 1–2): dependencies point one way.
 * core imports nothing of ours; coach uses core; server uses core + coach;
 * cli, tui and web use core only and talk to the server over HTTP.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Which of our packages each package may import. A new package must be added here on purpose. */
const ALLOWED: Record<string, readonly string[]> = {
  '@spotter/core': [],
  '@spotter/coach': ['@spotter/core'],
  '@spotter/server': ['@spotter/core', '@spotter/coach'],
  '@spotter/cli': ['@spotter/core'],
  '@spotter/tui': ['@spotter/core'],
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
// Reading sources

/**
 * Blanks comments (and, with `strings: 'blank'`, the contents of string and template literals),
 * keeping everything else in place. Regular-expression literals are skipped so quotes inside
 * them do not start strings.
 */
function stripSource(source: string, strings: 'keep' | 'blank' = 'keep'): string {
  let out = '';
  let i = 0;
  let lastSignificant = '';
  const regexCanFollow = (prev: string) => prev === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(prev) || /\b(return|typeof|case|in|of|void|yield|await|do|else)$/.test(prev);
  while (i < source.length) {
    const ch = source[i]!;
    const next = source[i + 1];
    if (ch === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\') j++;
        else if (ch !== '`' && source[j] === '\n') break;
        j++;
      }
      const literal = source.slice(i, j + 1);
      out += strings === 'keep' ? literal : ch + literal.slice(1, -1).replace(/[^\n]/g, ' ') + ch;
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (ch === '/' && regexCanFollow(lastSignificant)) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const c = source[j];
        if (c === '\\') j++;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        j++;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    out += ch;
    if (!/\s/.test(ch)) lastSignificant = /[\w$]/.test(ch) ? (lastSignificant + ch).slice(-12) : ch;
    i++;
  }
  return out;
}

const IMPORT_PATTERNS = [
  /\bfrom\s*(['"])([^'"\n]+)\1/g, // import … from 'x', export … from 'x'
  /\bimport\s*(['"])([^'"\n]+)\1/g, // import 'x'
  /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g, // import('x')
  /\brequire\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g, // require('x')
];

/** Every module specifier a TypeScript source imports, statically or dynamically. */
function importSpecifiers(source: string): string[] {
  const code = stripSource(source);
  return IMPORT_PATTERNS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[2]!));
}

function readWorkspace(dir: string): Workspace {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, unknown>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const declared = [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies].flatMap((deps) => Object.keys(deps ?? {}));
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

const isTestFile = (path: string) => /\.(test|spec)\.(ts|tsx|mts|cts)$/.test(path) || path.split(sep).includes('__tests__');

function sourceFiles(): SourceFile[] {
  return workspaces().flatMap((workspace) =>
    walk(join(workspace.dir, 'src')).map((path) => {
      const code = readFileSync(path, 'utf8');
      return { workspace, path, isTest: isTestFile(path), code, imports: importSpecifiers(code) };
    }),
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
      "export * from \"./b.js\";",
      "import 'side-effect';",
      "const lazy = await import('./lazy.js');",
      "const cjs = require('cjs-thing');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(expect.arrayContaining(['./a.js', '../types.js', './b.js', 'side-effect', './lazy.js', 'cjs-thing']));
  });

  it('Given imports inside comments and strings, When scanned, Then they are not counted', () => {
    const source = [
      "// import fs from 'node:fs';",
      "/* import React from 'react'; */",
      "const path = 'packages/*/src'; // not a comment opener",
      "const url = 'http://127.0.0.1';",
      "const quote = /['\"]/g;",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['zod']);
  });

  it('Given the repository, When sources are read, Then core is found with its zod and relative imports', () => {
    expect(coreSources.length).toBeGreaterThan(10);
    const imports = coreSources.flatMap((file) => file.imports);
    expect(imports).toContain('zod');
    expect(imports.some(isRelative)).toBe(true);
    expect(files.some((file) => file.path === fileURLToPath(import.meta.url))).toBe(true);
  });
});

describe('architecture: core stays platform-free', () => {
  it("Given core's sources (tests aside), When their imports are read, Then only 'zod' and relative files appear", () => {
    const offending = coreSources.flatMap((file) =>
      file.imports.filter((specifier) => !isRelative(specifier) && packageOf(specifier) !== 'zod').map((specifier) => `${at(file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("Given core's sources (tests aside), When their code is read, Then no browser-only or Node-only global is used", () => {
    const pattern = new RegExp(`(?<![\\w$.])(${PLATFORM_GLOBALS.join('|')})\\b|\\bglobalThis\\s*\\.\\s*(${PLATFORM_GLOBALS.join('|')})\\b`, 'g');
    const offending = coreSources.flatMap((file) =>
      [...stripSource(file.code, 'blank').matchAll(pattern)].map((match) => `${at(file)} uses ${match[1] ?? match[2]}`),
    );
    expect(offending).toEqual([]);
  });

  it("Given core's package.json, When its dependencies are read, Then zod is the only one", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages/core/package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['zod']);
  });
});

describe('architecture: packages depend one way', () => {
  it('Given every workspace package, When checked, Then each has a dependency rule', () => {
    expect(workspaces().map((w) => w.name).filter((name) => !(name in ALLOWED))).toEqual([]);
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
      const allowed = [...(ALLOWED[file.workspace.name] ?? []), ...(file.isTest ? (ALLOWED_IN_TESTS[file.workspace.name] ?? []) : [])];
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

  it("Given each package.json, When its declared dependencies on our packages are read, Then they follow the same direction", () => {
    const offending = workspaces().flatMap((workspace) =>
      workspace.declared
        .filter(ours)
        .filter((name) => !(ALLOWED[workspace.name] ?? []).includes(name) && !(ALLOWED_IN_TESTS[workspace.name] ?? []).includes(name))
        .map((name) => `${workspace.name} declares ${name}`),
    );
    expect(offending).toEqual([]);
  });
});
