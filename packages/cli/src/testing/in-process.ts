import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike, HttpRequestInit } from '@spotter/core/api';
import { aUser } from '@spotter/core/testing';
import { runCli } from '../index.js';
import type { Prompter } from '../prompts/prompter.js';

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | ((request: SentRequest) => FakeAnswer)>;

/** A FetchLike answering 'METHOD /api/path' from a table (404 otherwise), keeping every request. */
export function fakeFetch(routes: FakeRoutes): FetchLike & { requests: SentRequest[] } {
  const requests: SentRequest[] = [];
  const fetchImpl = (url: string, init: HttpRequestInit) => {
    const { pathname, search } = new URL(url);
    const request = {
      method: init.method,
      path: pathname + search,
      headers: init.headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const route = routes[`${init.method} ${request.path}`];
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { detail: 'Not found' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      statusText: '',
      text: () => Promise.resolve(text),
    });
  };
  return Object.assign(fetchImpl, { requests });
}

/**
 * A prompter answering from a list, in order, and keeping each question asked. As clack does, an answer its
 * `validate` refuses is not taken: the refusal is kept in `refused` and the question takes the next answer.
 */
export function scriptedPrompter(answers: unknown[]): Prompter & { asked: string[]; refused: string[] } {
  const asked: string[] = [];
  const refused: string[] = [];
  // The script is the test's word for what each question answers.
  const next = <Answer>(message: string, options?: unknown): Promise<Answer> => {
    const validate = (options as { validate?: (value: string) => string | undefined } | undefined)?.validate;
    asked.push(message);
    for (;;) {
      if (!answers.length) return Promise.reject(new Error(`No scripted answer for: ${message}`));
      const answer = answers.shift();
      const problem = typeof answer === 'string' ? validate?.(answer) : undefined;
      if (problem === undefined) return Promise.resolve(answer as Answer);
      refused.push(`${message}: ${problem}`);
    }
  };
  return { asked, refused, text: next, secret: next, confirm: next, select: next, multiselect: next };
}

const stream = (isTTY: boolean, columns = 100) => {
  const chunks: string[] = [];
  return { isTTY, columns, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
};

/** A temp config dir for one test file, with a helper running the CLI in this process on it. */
export async function inProcessCli() {
  const configDir = await mkdtemp(join(tmpdir(), 'spotter-cli-unit-'));
  const run = async (
    argv: string[],
    /** Without `fetch`, the real HTTP client talks to SPOTTER_API_URL (pass it in `env`). */
    options: {
      fetch?: FetchLike;
      prompter?: Prompter;
      tty?: boolean;
      stdin?: string;
      env?: Record<string, string>;
      signal?: AbortSignal;
      columns?: number;
    },
  ) => {
    const stdout = stream(options.tty ?? false, options.columns);
    const stderr = stream(options.tty ?? false, options.columns);
    const input = options.stdin;
    const code = await runCli(argv, {
      stdin: {
        isTTY: options.tty ?? false,
        [Symbol.asyncIterator]() {
          const chunks = (input === undefined ? [] : [input])[Symbol.iterator]();
          return { next: () => Promise.resolve(chunks.next()) };
        },
      },
      stdout,
      stderr,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      prompter: options.prompter,
      hostname: 'gym-laptop',
      env: { SPOTTER_CONFIG_DIR: configDir, SPOTTER_API_URL: 'http://spotter.test', NO_COLOR: '1', ...options.env },
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  };
  /** Signs in as sampleUser() with this device token (a fake server answers the login); throws when the login fails. */
  const signIn = async (token = 'spt_a') => {
    const login = await run(['login', '--key', 'SPK-A'], {
      fetch: fakeFetch({ 'POST /api/sessions': { status: 201, body: { token, user: sampleUser() } } }),
    });
    if (login.code !== 0) throw new Error(`login failed (${login.code}): ${login.stderr}`);
  };
  return { configDir, run, signIn, cleanup: () => rm(configDir, { recursive: true, force: true }) };
}

/** Core's shared user as a CLI test's fake server answers it: a strength goal, three days, a barbell. */
export const sampleUser = (overrides: Record<string, unknown> = {}) => ({
  ...aUser({
    primary_goal: 'strength',
    days_per_week: 3,
    equipment_list: ['barbell'],
    created_at: '2026-01-01T00:00:00.000Z',
  }),
  ...overrides,
});

/** The in-process CLI's server (its SPOTTER_API_URL): sign-ins are kept under this origin. */
export const TEST_ORIGIN = 'http://spotter.test';

/** The sign-in config.json keeps for `origin` (undefined when none or no file). */
export async function storedSignIn(
  configDir: string,
  origin = TEST_ORIGIN,
): Promise<({ id: string; token: string } & Record<string, unknown>) | undefined> {
  const text = await readFile(join(configDir, 'config.json'), 'utf8').catch(() => '{}');
  return (JSON.parse(text) as { hosts?: Record<string, { id: string; token: string }> }).hosts?.[origin];
}

/** Writes config.json with `user` signed in to `origin` (and nothing else). */
export const writeSignIn = (configDir: string, user: Record<string, unknown>, origin = TEST_ORIGIN) =>
  writeFile(join(configDir, 'config.json'), JSON.stringify({ hosts: { [origin]: user } }));
