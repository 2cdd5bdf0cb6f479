/**
 * The URL of a call: its path with the params filled in, and its query string. No zod and no contract here: the CLI's
 * lean GET (cli/api/lean-get.ts) uses the same code without loading them.
 */

/** The names of a route path's params in order: '/users/:id/sets/:setId' → ['id', 'setId']. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [ParamName<Name>, ...PathParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [ParamName<Name>]
    : [];
/** ':planId.ics' names 'planId'. */
type ParamName<Text extends string> = Text extends `${infer Name}.${string}` ? Name : Text;

const PARAM = /:(\w+)/g;

/** The names of a path's params at run time, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(PARAM)].map((match) => match[1] as string);

export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(PARAM, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Filters set to 'all' or left empty are not sent (spec §7); numbers travel as text, a flag as '1' or '0'. */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    const textValue =
      typeof value === 'boolean'
        ? value
          ? '1'
          : '0'
        : typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : JSON.stringify(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(textValue)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A call's URL below the API root: '/users/u1/sets?limit=20'. */
export const requestPath = (
  path: string,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, unknown>>,
): string => `${fillPath(path, params)}${queryString(query)}`;
