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

/** Strips what only types or wraps an expression (`as`, `satisfies`, `!`, parentheses). */
function unwrapped(node: ts.Expression): ts.Expression {
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isParenthesizedExpression(node)
  )
    node = node.expression;
  return node;
}

/**
 * Whether a value made at load time holds state by being made: an instance (`new …`: a class's fields are its own
 * to change; a cache, a pool, a queue, a collection made empty to be filled), an empty array or object (made to be
 * filled), or a literal holding one. A collection given its contents as it is made (`new Set(['a', 'b'])`) is a
 * table, as a frozen literal is; a call's answer is the callee's business (zod's schemas, a registry of them).
 */
function madeAsState(node: ts.Expression): boolean {
  node = unwrapped(node);
  if (ts.isNewExpression(node)) {
    const [contents, ...rest] = node.arguments ?? [];
    const table = contents !== undefined && rest.length === 0 && ts.isArrayLiteralExpression(unwrapped(contents));
    return !table || madeAsState(contents);
  }
  if (ts.isArrayLiteralExpression(node))
    return node.elements.length === 0 || node.elements.some((element) => madeAsState(element));
  if (ts.isObjectLiteralExpression(node))
    return (
      node.properties.length === 0 ||
      node.properties.some((property) => ts.isPropertyAssignment(property) && madeAsState(property.initializer))
    );
  if (ts.isCallExpression(node) && node.expression.getText() === 'Object.freeze')
    return node.arguments.some((argument) => madeAsState(argument));
  return false;
}

/** The methods by which the collections and arrays of JavaScript change themselves. */
const CHANGES_ITSELF = /^(add|set|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)$/;

/** Whether `node` declares `name` again for its own scope (a parameter, or a variable of its block). */
function shadows(node: ts.Node, name: string): boolean {
  const declares = (declaration: ts.Node) =>
    (ts.isParameter(declaration) || ts.isVariableDeclaration(declaration)) &&
    ts.isIdentifier(declaration.name) &&
    declaration.name.text === name;
  if (ts.isFunctionLike(node)) return node.parameters.some(declares);
  if (ts.isBlock(node))
    return node.statements.some(
      (statement) => ts.isVariableStatement(statement) && statement.declarationList.declarations.some(declares),
    );
  return false;
}

/** Whether a use of a name changes what it holds: a method that changes itself, or a write to a property or element. */
function changes(use: ts.Identifier): boolean {
  const parent = use.parent;
  if (ts.isCallExpression(parent) && parent.expression.getText() === 'Object.assign')
    return parent.arguments[0] === use;
  if (!(ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) || parent.expression !== use)
    return false;
  const outer = parent.parent;
  if (ts.isPropertyAccessExpression(parent) && ts.isCallExpression(outer) && outer.expression === parent)
    return CHANGES_ITSELF.test(parent.name.text);
  if (ts.isBinaryExpression(outer) && outer.left === parent)
    return (
      outer.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      outer.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    );
  return (
    ts.isDeleteExpression(outer) ||
    ((ts.isPrefixUnaryExpression(outer) || ts.isPostfixUnaryExpression(outer)) &&
      [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(outer.operator))
  );
}

/** Whether the module changes its top-level `name` anywhere (a use under a scope declaring the name again is not it). */
function changedInModule(file: ts.SourceFile, name: string): boolean {
  const visit = (node: ts.Node): boolean => {
    if (node !== file && shadows(node, name)) return false;
    if (ts.isIdentifier(node) && node.text === name && changes(node)) return true;
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(file);
}

/**
 * What in a source keeps state in a module: a `let` or `var` at the top level, a `const` holding what was made as
 * state (madeAsState) or that the module changes afterwards, and any `new WeakMap`.
 */
function moduleState(source: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) {
      found.push(`module-level ${statement.declarationList.getText().split('=')[0]!.trim()}`);
      continue;
    }
    for (const { name, initializer } of statement.declarationList.declarations) {
      if (!ts.isIdentifier(name) || !initializer) continue;
      if (madeAsState(initializer)) found.push(`module-level const ${name.text} holds state`);
      else if (changedInModule(file, name.text)) found.push(`module-level const ${name.text} is changed`);
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
    ).toEqual(['module-level let count', 'module-level const held holds state', 'new WeakMap']);
    expect(QUERY.test("await ctx.db\n  .selectFrom('plans')")).toBe(true);
    expect(QUERY.test('sql`select 1`')).toBe(true);
    expect(QUERY.test('await findPlan(ctx.db, userId, planId)')).toBe(false);
    expect(moduleState("const TABLE = new Map([['a', 1]]);\nexport function f() { let x = 1; return x; }")).toEqual([]);
    // A top-level const holding state: made as it (an instance, an empty collection, a literal holding one)…
    expect(
      moduleState(
        [
          'const running = new Set<Worker>();',
          'const profiles = new LRUCache<string, User>({ max: 10 });',
          'const pool = new Pool(options);',
          'const seen: string[] = [];',
          'const byId = {} as Record<string, number>;',
          'const held = { cache: new Map() };',
          'const frozenButFilled = Object.freeze({ list: [] as string[] });',
        ].join('\n'),
      ),
    ).toEqual(
      ['running', 'profiles', 'pool', 'seen', 'byId', 'held', 'frozenButFilled'].map(
        (name) => `module-level const ${name} holds state`,
      ),
    );
    // …or a table the module changes afterwards, whichever way.
    expect(
      moduleState(
        [
          "const NAMES = new Set(['a']);",
          "const ORDER = ['b', 'a'];",
          'const COUNTS = { a: 0 };',
          'const LIMITS = { max: 1 };',
          'const LOOKUP: Record<string, string> = { x: "y" };',
          'export function f(name: string) {',
          '  NAMES.add(name); ORDER.sort(); COUNTS.a++; Object.assign(LIMITS, { max: 2 }); delete LOOKUP[name];',
          '}',
        ].join('\n'),
      ),
    ).toEqual(['NAMES', 'ORDER', 'COUNTS', 'LIMITS', 'LOOKUP'].map((name) => `module-level const ${name} is changed`));
    // Constants are not state: frozen tables, seeded collections read only, regexes, schemas, numbers, functions; a
    // local of the same name changed inside a function is the function's own.
    expect(
      moduleState(
        [
          'const STATUS = Object.freeze({ ok: 200, missing: 404 });',
          "const LEVELS = ['low', 'high'] as const;",
          "const PROBES = new Set(['/api/health', '/api/ready']);",
          'const NAME = /^[a-z]+$/i;',
          'const UserSchema = z.object({ name: z.string() });',
          'const HOUR = 3600_000;',
          'const double = (n: number) => n * 2;',
          "const ALIASES: Record<string, string> = { bar: 'barbell' };",
          'export function f(ORDER: string[]) { ORDER.push("x"); const PROBES = new Set<string>(); PROBES.add("y"); }',
          'export const g = () => PROBES.has("/api/health") && ALIASES.bar === STATUS.ok.toString();',
        ].join('\n'),
      ),
    ).toEqual([]);
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

  it('given the layers, when their imports are read, then they point one way: routes and jobs → services → store', () => {
    /** What each layer may not import: a route reaches the database only through a service. */
    const forbidden: Record<string, readonly string[]> = {
      routes: ['store'],
      store: ['routes', 'services', 'caches', 'jobs', 'http'],
      // A job runs services as a route does (record-set.ts for the analysis queue), so services never reach back.
      services: ['routes', 'jobs'],
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

  it('given a route or a service, when its imports are read, then none is a cache (caches live in caches/, on the app context, forgotten by the write watch)', () => {
    const breaches = files
      .filter(({ file }) => ['routes', 'services'].includes(layerOf(file)))
      .filter(({ source }) =>
        ts.preProcessFile(source, true, true).importedFiles.some(({ fileName }) => fileName === 'lru-cache'),
      )
      .map(({ file }) => file);
    expect(breaches).toEqual([]);
  });

  it('given a route, a service, the coach context or the importer, when read, then it writes no SQL (queries live in store/)', () => {
    const breaches = files
      .filter(({ file }) => ['routes', 'services', 'coach', 'imports'].includes(layerOf(file)))
      .filter(({ source }) => QUERY.test(source))
      .map(({ file }) => file);
    expect(breaches).toEqual([]);
  });

  it('given the sources, when read, then no module keeps state of its own (no module-level let, no const holding state, no WeakMap)', () => {
    const breaches = files.flatMap(({ file, source }) => moduleState(source).map((what) => `${file}: ${what}`));
    expect(breaches).toEqual([]);
  });
});
