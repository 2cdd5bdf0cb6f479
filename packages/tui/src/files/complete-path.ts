import { readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';

export interface PathCompletion {
  /** The input, completed as far as it is unambiguous. */
  value: string;
  /** The names that still match when more than one does (folders end in '/'). */
  candidates: string[];
}

/**
 * A path as typed or pasted into a terminal, made absolute: quotes around it and backslash-escaped
 * spaces (drag and drop) removed, '~' expanded, relative paths taken from `cwd`.
 */
export function resolveUserPath(input: string, cwd: string = process.cwd(), home: string = homedir()): string {
  let path = input.trim();
  if (/^(['"]).*\1$/.test(path) && path.length >= 2) path = path.slice(1, -1);
  path = path.replace(/\\ /g, ' ');
  if (path === '~' || path.startsWith('~/')) path = home + path.slice(1);
  return isAbsolute(path) ? path : resolve(cwd, path);
}

const commonPrefix = (names: readonly string[]) =>
  names.reduce((prefix, name) => {
    let i = 0;
    while (i < prefix.length && i < name.length && prefix[i] === name[i]) i++;
    return prefix.slice(0, i);
  }, names[0] ?? '');

/** Tab completion from the file system: completes the last part of the path, like a shell. */
export async function completePath(
  input: string,
  cwd: string = process.cwd(),
  home: string = homedir(),
): Promise<PathCompletion> {
  const slash = input.lastIndexOf('/');
  const folderPart = slash >= 0 ? input.slice(0, slash + 1) : '';
  const partial = input.slice(slash + 1);
  const folder = folderPart ? resolveUserPath(folderPart, cwd, home) : cwd;
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return { value: input, candidates: [] };
  }
  const names = entries
    .filter((entry) => entry.name.startsWith(partial) && (partial.startsWith('.') || !entry.name.startsWith('.')))
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .sort((a, b) => a.localeCompare(b));
  if (names.length === 0) return { value: input, candidates: [] };
  if (names.length === 1) return { value: folderPart + names[0], candidates: [] };
  return { value: folderPart + commonPrefix(names), candidates: names };
}
