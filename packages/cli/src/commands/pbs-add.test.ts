import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, scriptedPrompter } from '../testing/in-process.js';

const best = (exercise_name: string) => ({
  id: 'pb1',
  user_id: 'u1',
  exercise_name,
  value: 100,
  unit: 'kg',
  load_kg: null,
  achieved_at: '2026-01-01T00:00:00Z',
});
const server = (logged: string[] = []) =>
  fakeFetch({
    'GET /api/users/u1/personal-bests': { status: 200, body: logged.map(best) },
    'POST /api/users/u1/personal-bests': ({ body }) => ({
      status: 201,
      body: { is_new_pr: true, personal_best: best((body as { exercise_name: string }).exercise_name) },
    }),
  });
const posted = (fetch: ReturnType<typeof server>) =>
  fetch.requests
    .filter((request) => request.method === 'POST')
    .map((request) => (request.body as { exercise_name: string }).exercise_name);

describe('pbs add never stores a new lift silently', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());

  it('Given a typo of a lift the coach counts, When pbs add runs without a terminal, Then exit 2 suggests "squat" and nothing is stored', async () => {
    const fetch = server();
    const result = await cli.run(['pbs', 'add', 'sqaut', '100', 'kg'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "'sqaut' is not a lift you have logged or one the coach counts: did you mean 'squat'? (pass --new to log a new lift)",
    );
    expect(posted(fetch)).toEqual([]);
  });

  it('Given a typo, When pbs add runs on a terminal and the suggestion is taken, Then the best is stored for "squat"', async () => {
    const fetch = server();
    const prompter = scriptedPrompter([true]);
    const result = await cli.run(['pbs', 'add', 'sqaut', '100', 'kg'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual(["'sqaut' is not a lift you have logged. Did you mean 'squat'?"]);
    expect(posted(fetch)).toEqual(['squat']);
  });

  it('Given a lift the user logged before, written another way, When pbs add runs, Then it is that lift; a new one needs --new', async () => {
    const fetch = server(['back squat']);
    expect((await cli.run(['pbs', 'add', 'Back_Squat', '110', 'kg'], { fetch })).code).toBe(0);
    expect((await cli.run(['pbs', 'add', 'zercher carry', '60', 'kg'], { fetch })).code).toBe(2);
    expect((await cli.run(['pbs', 'add', 'zercher carry', '60', 'kg', '--new'], { fetch })).code).toBe(0);
    expect(posted(fetch)).toEqual(['back squat', 'zercher carry']);
  });
});
