import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The server's layers (docs/architecture.md): routes parse a call, run a service and shape its answer; services hold
 * the use cases; store/ holds the repositories. Dependencies point one way: routes → services → store. Route modules
 * are registered by app.ts alone, never by one another. State lives in what the app context owns (the caches, the
 * budgets on the Fastify instance), never in a module: two servers in one process (the tests run many) share nothing.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** The server's own source files (not its tests or their support folder), relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [relative(SRC, path)] : [];
  });
}

/** The folder of src/ a file is in ('' for src/ itself). */
const layerOf = (file: string) => (file.includes(sep) ? file.split(sep)[0]! : '');

/** Our files a source imports (relative specifiers, resolved against src/), with type-only imports too. */
function importsOf(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

/** What in a source keeps state in a module: a `let` or `var` at the top level, or any `new WeakMap`. */
function moduleState(source: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const)) {
      found.push(`module-level ${statement.declarationList.getText().split('=')[0]!.trim()}`);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'WeakMap')
      found.push('new WeakMap');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A query written in place: Kysely's builders or its sql tag. */
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

const files = sources().map((file) => ({ file, source: readFileSync(join(SRC, file), 'utf8') }));

describe('the server layers', () => {
  it('given the rules, when checked on made-up sources, then each breach is found', () => {
    expect(
      importsOf(join('routes', 'a.ts'), "import { b } from './b.js';\nimport type { C } from '../services/c.js';"),
    ).toEqual([join('routes', 'b.ts'), join('services', 'c.ts')]);
    expect(
      moduleState('let count = 0;\nconst held = new WeakMap();\nfunction f() { let local = 1; return local; }'),
    ).toEqual(['module-level let count', 'new WeakMap']);
    expect(QUERY.test("await ctx.db\n  .selectFrom('plans')")).toBe(true);
    expect(QUERY.test('sql`select 1`')).toBe(true);
    expect(QUERY.test('await findPlan(ctx.db, userId, planId)')).toBe(false);
    expect(moduleState('const table = new Map();\nexport function f() { let x = 1; return x; }')).toEqual([]);
  });

  it('given the sources, when read, then the rules are checked on a real tree (routes, services and store exist)', () => {
    const layers = new Set(files.map(({ file }) => layerOf(file)));
    for (const layer of ['routes', 'services', 'store', 'caches', 'jobs', 'http'])
      expect(layers, layer).toContain(layer);
  });

  it('given a route module, when its imports are read, then none is another route module (app.ts registers them all)', () => {
    const breaches = files
      .filter(({ file }) => layerOf(file) === 'routes')
      .flatMap(({ file, source }) =>
        importsOf(file, source)
          .filter((target) => layerOf(target) === 'routes')
          .map((target) => `${file} → ${target}`),
      );
    expect(breaches).toEqual([]);
  });

  it('given the layers, when their imports are read, then they point one way: routes → services → store', () => {
    /** What each layer may not import: a route reaches the database only through a service. */
    const forbidden: Record<string, readonly string[]> = {
      routes: ['store'],
      store: ['routes', 'services', 'caches', 'jobs', 'http'],
      services: ['routes'],
      caches: ['routes', 'services', 'jobs'],
      jobs: ['routes'],
      coach: ['routes'],
      http: ['routes', 'services'],
    };
    const breaches = files.flatMap(({ file, source }) =>
      importsOf(file, source)
        .filter(
          (target) =>
            forbidden[layerOf(file)]?.includes(layerOf(target)) || (target === 'server.ts' && layerOf(file) !== ''),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(breaches).toEqual([]);
  });

  it('given a service, when its imports are read, then none is HTTP machinery (only http/errors.ts, the one typed error)', () => {
    const breaches = files
      .filter(({ file }) => layerOf(file) === 'services')
      .flatMap(({ file, source }) =>
        importsOf(file, source)
          .filter((target) => layerOf(target) === 'http' && target !== join('http', 'errors.ts'))
          .map((target) => `${file} → ${target}`),
      );
    expect(breaches).toEqual([]);
  });

  it('given a route, a service, the coach context or the importer, when read, then it writes no SQL (queries live in store/)', () => {
    const breaches = files
      .filter(({ file }) => ['routes', 'services', 'coach', 'imports'].includes(layerOf(file)))
      .filter(({ source }) => QUERY.test(source))
      .map(({ file }) => file);
    expect(breaches).toEqual([]);
  });

  it('given the sources, when read, then no module keeps state of its own (no module-level let, no WeakMap)', () => {
    const breaches = files.flatMap(({ file, source }) => moduleState(source).map((what) => `${file}: ${what}`));
    expect(breaches).toEqual([]);
  });
});
