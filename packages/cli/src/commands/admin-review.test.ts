import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError, InterruptedError } from '../errors.js';
import type { Prompter } from '../prompts/prompter.js';
import { fakeFetch, inProcessCli, scriptedPrompter } from '../testing/in-process.js';

/** Answers from the script, then Ctrl-C (clack's cancel) at the next question. */
function ctrlCAfter(answers: unknown[]): Prompter {
  const scripted = scriptedPrompter(answers);
  const orCancel =
    <K extends keyof Prompter>(key: K) =>
    (...args: Parameters<Prompter[K]>) =>
      answers.length
        ? (scripted[key] as (...a: unknown[]) => Promise<unknown>)(...args)
        : Promise.reject(new CancelledError());
  return {
    text: orCancel('text'),
    secret: orCancel('secret'),
    confirm: orCancel('confirm'),
    select: orCancel('select'),
    multiselect: orCancel('multiselect'),
  } as Prompter;
}

const contribution = (id: string, name: string) => ({
  id,
  name,
  category: 'strength',
  equipment_tags: ['dumbbells'],
  primary_cues: 'Chest up, sit between the heels',
  difficulty_level: 'beginner',
  muscle_groups: ['quads'],
  created_by: 'Grace',
  movement_pattern: null,
  created_at: '2026-02-01T00:00:00.000Z',
  review_status: 'pending',
  review_reason: null,
  reviewed_at: null,
  contributor: { id: 'u2', first_name: 'Grace', approved_contributions: 1 },
});
const decided = (id: string, status: string) => ({
  ...contribution(id, id === 'e1' ? 'Tempo Goblet Squat' : 'Wall Sit'),
  review_status: status,
});
const env = { SPOTTER_ADMIN_TOKEN: 'admin-secret' };

describe('spotter admin (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
  });
  afterAll(() => cli.cleanup());

  it('Given the queue, When admin contributions --json runs, Then the admin token is sent and the list printed', async () => {
    const fetch = fakeFetch({
      'GET /api/admin/contributions?status=pending': { status: 200, body: [contribution('e1', 'Tempo Goblet Squat')] },
    });
    const result = await cli.run(['admin', 'contributions', '--json'], { fetch, env });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.headers.authorization).toBe('Bearer admin-secret');
    expect(JSON.parse(result.stdout)).toEqual([expect.objectContaining({ id: 'e1', review_status: 'pending' })]);
  });

  it('Given a terminal, When admin review walks two, Then one is approved and one rejected with the reason', async () => {
    const fetch = fakeFetch({
      'GET /api/admin/contributions?status=pending': {
        status: 200,
        body: [contribution('e1', 'Tempo Goblet Squat'), contribution('e2', 'Wall Sit')],
      },
      'POST /api/admin/contributions/e1/approve': { status: 200, body: decided('e1', 'approved') },
      'POST /api/admin/contributions/e2/reject': { status: 200, body: decided('e2', 'rejected') },
    });
    const prompter = scriptedPrompter(['approve', 'reject', 'Already in the library']);
    const result = await cli.run(['admin', 'review'], { fetch, prompter, tty: true, env });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch('(1 of 2)\nTempo Goblet Squat');
    expect(result.stderr).toMatch('by Grace (1 approved before)');
    expect(result.stderr).toMatch('cues:      Chest up, sit between the heels');
    expect(fetch.requests.at(-1)!.body).toEqual({ reason: 'Already in the library' });
    expect(result.stderr).toMatch('Approved 1, rejected 1.');
  });

  it('Given three pending, When Ctrl-C comes at the third question, Then it says the two decided are saved and one is left', async () => {
    const fetch = fakeFetch({
      'GET /api/admin/contributions?status=pending': {
        status: 200,
        body: [contribution('e1', 'Tempo Goblet Squat'), contribution('e2', 'Wall Sit'), contribution('e3', 'Plank')],
      },
      'POST /api/admin/contributions/e1/approve': { status: 200, body: decided('e1', 'approved') },
      'POST /api/admin/contributions/e2/reject': { status: 200, body: decided('e2', 'rejected') },
    });
    const result = await cli.run(['admin', 'review'], {
      fetch,
      prompter: ctrlCAfter(['approve', 'reject', 'Duplicate']),
      tty: true,
      env,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      'Stopped: 2 reviewed before the stop are saved (1 approved, 1 rejected), 1 left pending.',
    );
    expect(result.stderr).not.toMatch('nothing was changed');
  });

  it('Given Ctrl-C while a decision is being sent, When admin review stops, Then it reports what was saved and names the one in flight; exit 130', async () => {
    const controller = new AbortController();
    const served = fakeFetch({
      'GET /api/admin/contributions?status=pending': {
        status: 200,
        body: [contribution('e1', 'Tempo Goblet Squat'), contribution('e2', 'Wall Sit')],
      },
      'POST /api/admin/contributions/e1/approve': { status: 200, body: decided('e1', 'approved') },
    });
    // The second approve is under way when SIGINT arrives: the request is aborted with the interrupt.
    const fetch = Object.assign(
      (url: string, init: Parameters<typeof served>[1]) => {
        if (url.endsWith('/e2/approve')) {
          controller.abort(new InterruptedError('SIGINT'));
          return Promise.reject(controller.signal.reason as Error);
        }
        return served(url, init);
      },
      { requests: served.requests },
    );
    const result = await cli.run(['admin', 'review'], {
      fetch,
      prompter: scriptedPrompter(['approve', 'approve']),
      tty: true,
      env,
      signal: controller.signal,
    });
    expect(result.code).toBe(130);
    expect(result.stderr).toMatch(
      'Stopped: 1 reviewed before the stop is saved (1 approved, 0 rejected), 1 left pending; "Wall Sit" was being approved',
    );
  });

  it('Given quit on the first, When admin review runs, Then nothing is decided and the rest stays pending', async () => {
    const fetch = fakeFetch({
      'GET /api/admin/contributions?status=pending': { status: 200, body: [contribution('e1', 'Tempo Goblet Squat')] },
    });
    const result = await cli.run(['admin', 'review'], { fetch, prompter: scriptedPrompter(['quit']), tty: true, env });
    expect(result.code).toBe(0);
    expect(fetch.requests).toHaveLength(1);
    expect(result.stderr).toMatch('Approved 0, rejected 0, 1 still pending.');
  });

  it('Given a server without an admin API, or a wrong token, or none, When admin runs, Then each says so', async () => {
    const none = await cli.run(['admin', 'contributions'], { fetch: fakeFetch({}), env });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch('This server has no admin API — start the server with SPOTTER_ADMIN_TOKEN set');
    const wrong = await cli.run(['admin', 'contributions', '--admin-token', 'nope'], {
      fetch: fakeFetch({
        'GET /api/admin/contributions?status=pending': { status: 401, body: { detail: 'Wrong admin token' } },
      }),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch('The server did not accept the admin token');
    const missing = await cli.run(['admin', 'contributions'], { fetch: fakeFetch({}) });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch('No admin token: set SPOTTER_ADMIN_TOKEN');
  });

  it('Given reject without a reason, When run, Then exit 2; with one, the decision is printed', async () => {
    const fetch = fakeFetch({
      'POST /api/admin/contributions/e2/reject': { status: 200, body: decided('e2', 'rejected') },
    });
    expect((await cli.run(['admin', 'reject', 'e2'], { fetch, env })).code).toBe(2);
    const result = await cli.run(['admin', 'reject', 'e2', '--reason', 'Duplicate'], { fetch, env });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch('Wall Sit (e2) is rejected.');
  });
});
