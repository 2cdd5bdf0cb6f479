import { afterAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, sampleUser, scriptedPrompter } from '../testing/in-process.js';
import { signUpArgs } from '../testing/sign-up.js';

/** A fake server where every sign-up succeeds: the user as sent, with a device token and a sign-in key. */
const signUp = () =>
  fakeFetch({
    'POST /api/users': ({ body }) => ({
      status: 201,
      body: {
        ...sampleUser(body as Record<string, unknown>),
        token: 'spt_new',
        sign_in_key: 'SPK-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE-FFFFF',
      },
    }),
  });

describe('onboard: flags and prompts agree', () => {
  const cli = inProcessCli();
  afterAll(async () => (await cli).cleanup());

  it('Given a terminal and some flags, When onboard runs, Then it asks only for the required ones not given and signs up with all', async () => {
    const fetch = signUp();
    const prompter = scriptedPrompter(['34', '170', '64']);
    const result = await (
      await cli
    ).run(['onboard', '--first-name', 'Ada', '--email', 'ada@example.com', '--goal', 'muscle'], {
      fetch,
      prompter,
      tty: true,
    });
    expect(prompter.asked).toEqual(['Age', 'Height (cm)', 'Weight (kg)']);
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      age: 34,
      height_cm: 170,
      weight_kg: 64,
      primary_goal: 'muscle',
    });
  });

  it('Given no terminal, When flags are missing, Then nothing is asked: exit 2 listing the missing flags', async () => {
    const fetch = signUp();
    const result = await (
      await cli
    ).run(['onboard', '--first-name', 'Ada'], { fetch, prompter: scriptedPrompter([]), tty: false });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Missing required flags: --email, --age, --height-cm, --weight-kg');
    expect(fetch.requests).toEqual([]);
  });
});

describe('onboard: each answer is checked as it is given', () => {
  const cli = inProcessCli();
  afterAll(async () => (await cli).cleanup());

  it('Given a terminal, When an invalid age is typed, Then the age is asked again at once, and every answer reaches the sign-up', async () => {
    const fetch = signUp();
    const prompter = scriptedPrompter(['7', 'thirty', '34', '170', '64']);
    const result = await (
      await cli
    ).run(['onboard', '--first-name', 'Ada', '--email', 'ada@example.com'], { fetch, prompter, tty: true });
    expect(prompter.refused).toEqual([
      'Age: Age must be between 13 and 100',
      expect.stringMatching(/^Age: /) as unknown,
    ]);
    expect(prompter.asked).toEqual(['Age', 'Height (cm)', 'Weight (kg)']);
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({ age: 34, height_cm: 170, weight_kg: 64 });
  });

  it('Given a terminal and an invalid flag, When onboard runs, Then that flag is said and asked for, not a failure after the questions', async () => {
    const fetch = signUp();
    const prompter = scriptedPrompter(['40', '170', '64']);
    const result = await (
      await cli
    ).run(['onboard', '--first-name', 'Ada', '--email', 'ada@example.com', '--age', '200'], {
      fetch,
      prompter,
      tty: true,
    });
    expect(result.stderr).toContain('--age: Age must be between 13 and 100');
    expect(prompter.asked).toEqual(['Age', 'Height (cm)', 'Weight (kg)']);
    expect(result.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({ age: 40 });
  });

  it('Given equipment with an unknown item, When onboard runs without a terminal, Then exit 2 names it and the closest known one, and nothing is sent', async () => {
    const fetch = signUp();
    const args = signUpArgs('ada@example.com');
    const result = await (await cli).run([...args, '--equipment', 'barbell,kettlebel'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--equipment: 'kettlebel' is not equipment Spotter knows (closest: 'kettlebells')");
    expect(fetch.requests).toEqual([]);
    const prompter = scriptedPrompter(['barbell, flux capacitor', 'barbell, Kettlebell']);
    const asked = await (await cli).run([...args, '--equipment', 'barbell,kettlebel'], { fetch, prompter, tty: true });
    expect(prompter.refused).toEqual([
      expect.stringContaining("'flux capacitor' is not equipment Spotter knows (closest: '") as unknown,
    ]);
    expect(asked.code).toBe(0);
    expect(fetch.requests[0]!.body).toMatchObject({ equipment_list: ['barbell', 'kettlebells'] });
  });
});
