import { afterAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser, scriptedPrompter } from '../testing/in-process.js';

describe('onboard: flags and prompts agree', () => {
  const cli = inProcessCli();
  afterAll(async () => (await cli).cleanup());
  const signUp = () =>
    fakeFetch({ 'POST /api/users': ({ body }) => ({ status: 201, body: { ...sampleUser(body as Record<string, unknown>), token: 'spt_new', sign_in_key: 'SPK-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE-FFFFF' } }) });

  it('Given a terminal and some flags, When onboard runs, Then it asks only for the required ones not given and signs up with all', async () => {
    const fetch = signUp();
    const prompter = scriptedPrompter(['34', '170', '64']);
    const result = await (await cli).run(['onboard', '--first-name', 'Ada', '--email', 'ada@example.com', '--goal', 'muscle'], { fetch, prompter, tty: true });
    expect(prompter.asked).toEqual(['Age', 'Height (cm)', 'Weight (kg)']);
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({ first_name: 'Ada', email: 'ada@example.com', age: 34, height_cm: 170, weight_kg: 64, primary_goal: 'muscle' });
  });

  it('Given no terminal, When flags are missing, Then nothing is asked: exit 2 listing the missing flags', async () => {
    const fetch = signUp();
    const result = await (await cli).run(['onboard', '--first-name', 'Ada'], { fetch, prompter: scriptedPrompter([]), tty: false });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Missing required flags: --email, --age, --height-cm, --weight-kg');
    expect(fetch.requests).toEqual([]);
  });
});
