import { afterEach, describe, expect, it } from 'vitest';
import { createLlmCoach } from './llm-coach.js';
import { LlmError } from '../llm/llm-error.js';
import { replyWithFallback } from './reply-with-fallback.js';
import { startFakeLlm } from '../testing/fake-llm-server.js';
import type { FakeBehaviour } from '../testing/fake-llm-server.js';
import { fullContext, MONDAY } from '../testing/chat-context.js';

let fake: Awaited<ReturnType<typeof startFakeLlm>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const input = { message: 'what is my squat PB and what should I do today?', context: fullContext(), now: MONDAY };

async function coachWith(
  behaviours: FakeBehaviour[],
  options: { apiKey?: string; timeoutMs?: number; firstTokenTimeoutMs?: number; maxRetries?: number } = {},
) {
  fake = await startFakeLlm(behaviours);
  return createLlmCoach({ url: fake.url, model: 'llama-test', ...options });
}

describe('createLlmCoach', () => {
  it('streams tokens through onToken and returns the whole reply', async () => {
    const coach = await coachWith(['stream']);
    const tokens: string[] = [];
    const reply = await coach.reply(input, { onToken: (t) => tokens.push(t) });
    expect(tokens).toEqual(['Hi Sam, ', 'your squat PB is 12 reps.']);
    expect(reply).toEqual({ text: 'Hi Sam, your squat PB is 12 reps.', grounded: true, model: 'fake-1' });
    expect(fake?.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake?.requests[0]?.body).toMatchObject({ model: 'llama-test', stream: true });
  });

  it('says so, as an empty answer, when a server ignores streaming and sends one JSON body', async () => {
    const coach = await coachWith(['json']);
    await expect(coach.reply(input)).rejects.toMatchObject({ code: 'empty' });
  });

  it('sends no authorization header without an API key', async () => {
    const coach = await coachWith(['stream']);
    await coach.reply(input);
    expect(fake?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('stops the model when the caller cancels mid-stream, keeping the tokens it sent', async () => {
    const coach = await coachWith(['stall']);
    const controller = new AbortController();
    const tokens: string[] = [];
    const pending = coach.reply(input, {
      signal: controller.signal,
      onToken: (t) => {
        tokens.push(t);
        controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(tokens).toEqual(['Hi Sam, ']);
  });

  it("sends the user's grounding (name, personal bests, plan, feedback) and the safety rules", async () => {
    const coach = await coachWith(['stream']);
    await coach.reply({
      ...input,
      history: [
        { type: 'user', content: 'hello' },
        { type: 'avatar', content: 'Hi!' },
      ],
    });
    const messages = fake?.requests[0]?.body.messages ?? [];
    const system = messages[0]?.content ?? '';
    expect(messages[0]?.role).toBe('system');
    expect(system).toContain('Name: Sam');
    expect(system).toContain('squat 12 reps');
    expect(system).toContain('Day 1: Lower body');
    expect(system).toContain('knees caved inward');
    expect(system).toMatch(/Never diagnose/);
    expect(system).toContain('Today is Monday');
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('sends the API key as a bearer token', async () => {
    const coach = await coachWith(['stream'], { apiKey: 'sk-test-123' });
    await coach.reply(input);
    expect(fake?.requests[0]?.headers.authorization).toBe('Bearer sk-test-123');
  });

  it('retries once after a 500 and after a reset connection', async () => {
    expect((await (await coachWith(['error500', 'stream'])).reply(input)).text).toContain('12 reps');
    expect(fake?.requests).toHaveLength(2);
    await fake?.close();
    expect((await (await coachWith(['reset', 'stream'])).reply(input)).text).toContain('12 reps');
  });

  it('fails with typed errors: persistent 500, first-token and total timeouts, malformed and empty streams', async () => {
    await expect((await coachWith(['error500'])).reply(input)).rejects.toMatchObject({ code: 'http', status: 500 });
    expect(fake?.requests).toHaveLength(2);
    await fake?.close();
    await expect((await coachWith(['hang'], { firstTokenTimeoutMs: 150 })).reply(input)).rejects.toMatchObject({
      code: 'first_token_timeout',
    });
    await fake?.close();
    const tokens: string[] = [];
    await expect(
      (await coachWith(['stall'], { timeoutMs: 200 })).reply(input, { onToken: (t) => tokens.push(t) }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(tokens).toEqual(['Hi Sam, ']);
    expect(fake?.requests).toHaveLength(1);
    await fake?.close();
    await expect((await coachWith(['malformed'])).reply(input)).rejects.toBeInstanceOf(LlmError);
    await fake?.close();
    await expect((await coachWith(['empty'])).reply(input)).rejects.toMatchObject({ code: 'empty' });
  });
});

describe('replyWithFallback', () => {
  it('uses the model when it answers', async () => {
    const answer = await replyWithFallback(input, { llm: await coachWith(['stream']) });
    expect(answer).toMatchObject({ source: 'llm', model: 'fake-1', fallbackReason: null, grounded: true });
  });

  it('uses the built-in coach when no model is configured', async () => {
    const answer = await replyWithFallback(input, { llm: null });
    expect(answer).toMatchObject({ source: 'builtin', fallbackReason: 'not_configured', model: null });
    expect(answer.text.length).toBeGreaterThan(20);
  });

  it.each([
    [['error500'] as FakeBehaviour[], 'http'],
    [['hang'] as FakeBehaviour[], 'first_token_timeout'],
    [['malformed'] as FakeBehaviour[], 'malformed'],
    [['stall'] as FakeBehaviour[], 'timeout'],
  ])('falls back to the built-in coach on %s', async (behaviours, reason) => {
    const llm = await coachWith(behaviours, { firstTokenTimeoutMs: 150, timeoutMs: 300, maxRetries: 0 });
    const answer = await replyWithFallback(input, { llm });
    expect(answer).toMatchObject({ source: 'builtin', fallbackReason: reason });
    expect(answer.text).toContain('Day 1');
  });

  it('rethrows when the caller cancels', async () => {
    const llm = await coachWith(['hang']);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(replyWithFallback(input, { llm, signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
  });
});
