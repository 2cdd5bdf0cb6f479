import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser } from '../testing/in-process.js';

const plan = { id: 'p2', plan_text: 'Day 1: squat 4x8', created_at: '2026-02-01T00:00:00.000Z', details: null };

describe('spotter profile and profile set (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());

  it('Given a signed-in user, When profile runs, Then every field is shown with its label; --json is the user', async () => {
    const fetch = fakeFetch({ 'GET /api/users/u1': { status: 200, body: sampleUser({ injuries: 'left knee' }) } });
    const human = await cli.run(['profile'], { fetch });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Primary goal\s+Strength/);
    expect(human.stdout).toMatch(/Injuries\s+left knee/);
    expect(JSON.parse((await cli.run(['profile', '--json'], { fetch })).stdout)).toMatchObject({
      id: 'u1',
      injuries: 'left knee',
    });
  });

  it('Given plan inputs and other fields, When profile set runs, Then only those are sent, typed, and a new plan is suggested', async () => {
    const fetch = fakeFetch({
      'PATCH /api/users/u1': ({ body }) => ({ status: 200, body: sampleUser(body as Record<string, unknown>) }),
    });
    const result = await cli.run(
      [
        'profile',
        'set',
        '--goal',
        'muscle',
        '--days-per-week',
        '4',
        '--equipment',
        'Barbell, bench',
        '--coach-tone',
        'calm',
        '--weight-kg',
        '80',
      ],
      { fetch },
    );
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({
      primary_goal: 'muscle',
      days_per_week: 4,
      equipment_list: ['barbell', 'bench'],
      coach_tone: 'calm',
      weight_kg: 80,
    });
    expect(result.stderr).toMatch('Profile updated.');
    expect(result.stderr).toMatch('`spotter plans new` builds one from the new one');
    const whoami = JSON.parse(
      (
        await cli.run(['whoami', '--json'], {
          fetch: fakeFetch({ 'GET /api/users/u1': { status: 200, body: sampleUser() } }),
        })
      ).stdout,
    ) as unknown;
    expect(whoami).toMatchObject({ primary_goal: 'muscle', days_per_week: 4 });
  });

  it('Given --new-plan --json, When profile set runs, Then the new plan is built and printed with the user', async () => {
    const fetch = fakeFetch({
      'PATCH /api/users/u1': ({ body }) => ({ status: 200, body: sampleUser(body as Record<string, unknown>) }),
      'POST /api/users/u1/plans': { status: 201, body: plan },
    });
    const result = await cli.run(['profile', 'set', '--injuries', 'lower back', '--new-plan', '--json'], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /api/users/u1',
      'POST /api/users/u1/plans',
    ]);
    expect(JSON.parse(result.stdout)).toMatchObject({
      user: { injuries: 'lower back' },
      plan: { plan_text: 'Day 1: squat 4x8' },
      new_plan_suggested: false,
    });
  });

  it("Given invalid values, When profile set runs, Then exit 2 names each flag with core's message and nothing is sent", async () => {
    const fetch = fakeFetch({});
    const result = await cli.run(['profile', 'set', '--days-per-week', '9', '--age', 'old'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      '--age: Age must be a whole number; --days-per-week: Days per week must be between 1 and 7',
    );
    expect(fetch.requests).toHaveLength(0);
  });

  it('Given no flags, When profile set runs, Then exit 2 lists the flags', async () => {
    const result = await cli.run(['profile', 'set'], { fetch: fakeFetch({}) });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Change at least one field: pass at least one of --email, --first-name');
  });

  it('Given plans new --equipment, When run, Then a plan for that equipment is asked for and printed', async () => {
    const fetch = fakeFetch({ 'POST /api/users/u1/plans': { status: 201, body: plan } });
    const result = await cli.run(['plans', 'new', '--equipment', 'dumbbells,bench'], { fetch });
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ equipment_list: ['dumbbells', 'bench'] });
    expect(result.stdout).toMatch('Day 1: squat 4x8');
  });

  it('Given --email with --password-stdin, When profile set runs, Then the new email goes with the password; a wrong one is refused plainly', async () => {
    const fetch = fakeFetch({
      'PATCH /api/users/u1': ({ body }) =>
        (body as { current_password?: string }).current_password === 'correct horse battery'
          ? { status: 200, body: sampleUser({ email: 'ada@new.example' }) }
          : {
              status: 403,
              body: { detail: 'That password is not right: Changing your email needs your current password' },
            },
    });
    const ok = await cli.run(['profile', 'set', '--email', 'ada@new.example', '--password-stdin'], {
      fetch,
      stdin: 'correct horse battery\n',
    });
    expect(ok.code).toBe(0);
    expect(fetch.requests[0]!.body).toEqual({ email: 'ada@new.example', current_password: 'correct horse battery' });
    const wrong = await cli.run(['profile', 'set', '--email', 'ada@other.example', '--password-stdin'], {
      fetch,
      stdin: 'nope\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch('The profile was not changed: That password is not right');
  });
});
