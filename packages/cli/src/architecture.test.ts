import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The CLI's layers (docs/architecture.md, "The CLI"): command-list.ts names each command's file → the command file
 * (description, flags, run) → a service taking an options object → core's client. Only the command list loads a
 * command, and only lazily; a service knows nothing of commands, flags, the context or printing.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

const isTest = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.includes('__tests__') || path.split('/').includes('testing');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !isTest(path) ? [path] : [];
  });
}

interface Module {
  /** 'commands/log.ts' */
  file: string;
  source: ts.SourceFile;
  /** Every import, resolved against src/ when relative ('services/workout-log.ts'), else the package name. */
  imports: { target: string; dynamic: boolean }[];
}

function read(path: string): Module {
  const file = relative(SRC, path);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: Module['imports'] = [];
  const add = (specifier: string, dynamic: boolean) => {
    const target = specifier.startsWith('.')
      ? relative(SRC, resolve(dirname(path), specifier)).replace(/\.js$/, '.ts')
      : specifier;
    imports.push({ target, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, source, imports };
}

const modules = sources(SRC).map(read);
const commandFiles = modules.filter((module) => module.file.startsWith('commands/'));
const services = modules.filter((module) => module.file.startsWith('services/'));

/** `x.method(…)` calls on an identifier named `name`, as 'line: text'. */
function callsOn(module: Module, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === name
    ) {
      found.push(
        `${module.file}:${module.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText().slice(0, 60)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(module.source);
  return found;
}

describe('architecture of the CLI: commands → services', () => {
  it('Given the sources, When read, Then there are command files and services to check', () => {
    expect(commandFiles.length).toBeGreaterThan(40);
    expect(services.length).toBeGreaterThan(10);
  });

  it('Given every service, When its imports are read, Then none is a command, the command machinery, commander, the context or the output', () => {
    const forbidden = (target: string) =>
      target.startsWith('commands/') ||
      ['command.ts', 'command-list.ts', 'program.ts', 'run-program.ts', 'context.ts'].includes(target) ||
      target.startsWith('output/') ||
      target === 'commander' ||
      target === '@commander-js/extra-typings';
    const offending = services.flatMap((module) =>
      module.imports.filter(({ target }) => forbidden(target)).map(({ target }) => `${module.file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('Given every command file, When read, Then it is one command: a default export of defineCommand(…), and it imports no other command', () => {
    const notCommands = commandFiles.filter((module) => {
      const exported = module.source.statements.find(ts.isExportAssignment);
      return (
        !exported ||
        !ts.isCallExpression(exported.expression) ||
        exported.expression.expression.getText() !== 'defineCommand'
      );
    });
    expect(notCommands.map((module) => module.file)).toEqual([]);
    const crossImports = commandFiles.flatMap((module) =>
      module.imports
        .filter(({ target }) => target.startsWith('commands/'))
        .map(({ target }) => `${module.file} → ${target}`),
    );
    expect(crossImports).toEqual([]);
  });

  it('Given the whole CLI, When imports of command files are read, Then only command-list.ts loads them, lazily, and it names every one', () => {
    const importers = modules.flatMap((module) =>
      module.imports
        .filter(({ target }) => target.startsWith('commands/'))
        .map((found) => ({ from: module.file, ...found })),
    );
    expect(importers.filter(({ from, dynamic }) => from !== 'command-list.ts' || !dynamic)).toEqual([]);
    const listed = new Set(importers.map(({ target }) => target));
    expect(commandFiles.map((module) => module.file).filter((file) => !listed.has(file))).toEqual([]);
  });

  it('Given every command file, When its calls are read, Then none calls the API client itself: it hands the client to a service', () => {
    expect(commandFiles.flatMap((module) => [...callsOn(module, 'api'), ...callsOn(module, 'client')])).toEqual([]);
    const httpLayer = commandFiles.flatMap((module) =>
      module.imports
        .filter(({ target }) => target.startsWith('api/') || target === 'undici')
        .map(({ target }) => `${module.file} → ${target}`),
    );
    expect(httpLayer).toEqual([]);
  });
});
