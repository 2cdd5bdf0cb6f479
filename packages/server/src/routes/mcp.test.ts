import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ApiError } from '@spotter/core/api';
import { callTool, callToolError, invalidInputSchemas, resourceText } from '@spotter/mcp/testing';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** An MCP client of the SDK's own, on POST /mcp with a bearer token. */
async function connect(t: TestServer, token: string): Promise<Client> {
  const client = new Client({ name: 'spotter-test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', t.baseUrl), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

const initialize = (token?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  }),
});

describe('MCP over Streamable HTTP (POST /mcp)', () => {
  let t: TestServer;
  let ada: { id: string; token: string; sign_in_key: string };
  let agent: { token: string; session: { id: string; device: string } };
  let mcp: Client;
  beforeAll(async () => {
    t = await startTestServer();
    ada = await t.client.createUser(onboarding({ equipment_list: ['dumbbells', 'bench'] }));
    agent = await t
      .clientFor(ada.token)
      .createDeviceToken(ada.id, { device: 'my agent', current_sign_in_key: ada.sign_in_key });
    mcp = await connect(t, agent.token);
  }, 180_000);
  afterAll(async () => {
    await mcp?.close();
    await t?.stop();
  });

  it('given only a token, when a token for another client is asked for, then 403 asks for the password or the key', async () => {
    const refused = await t
      .clientFor(ada.token)
      .createDeviceToken(ada.id, { device: 'stolen' })
      .catch((error: unknown) => error as ApiError);
    expect(refused).toMatchObject({ status: 403 });
    expect((refused as ApiError).detail).toContain('current_sign_in_key');
    await expect(
      t.clientFor(ada.token).createDeviceToken(ada.id, { device: 'stolen', current_sign_in_key: 'SPK-WRONG' }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await t.clientFor(ada.token).listSessions(ada.id)).map((d) => d.device)).not.toContain('stolen');
  });

  it("given an agent's token, when the devices are listed, then it is there under the agent's name", async () => {
    const devices = await t.clientFor(ada.token).listSessions(ada.id);
    expect(devices.map((d) => d.device)).toContain('my agent');
    expect(agent.session.device).toBe('my agent');
  });

  it('given a connected client, when tools are listed, then every input schema is valid JSON Schema and the file tools are not offered', async () => {
    const { tools } = await mcp.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'get_profile',
        'update_profile',
        'get_next_workout',
        'start_workout',
        'log_set',
        'finish_workout',
        'get_workouts',
        'get_sets',
        'get_personal_bests',
        'get_progress',
        'get_plan',
        'build_plan',
        'search_exercises',
        'get_exercise',
        'ask_coach',
      ]),
    );
    expect(names).not.toContain('analyze_video');
    expect(names).not.toContain('scan_equipment');
    expect(names).not.toContain('import_history');
    expect(invalidInputSchemas(tools)).toEqual([]);
    expect(tools.every((tool) => tool.description && tool.description.length > 80 && tool.outputSchema)).toBe(true);
    // A field no tool takes is refused, not dropped; and no tool asks for a secret (the email stays behind re-authentication).
    expect(tools.filter((tool) => tool.inputSchema.additionalProperties !== false).map((tool) => tool.name)).toEqual(
      [],
    );
    const profileFields = Object.keys(
      tools.find((tool) => tool.name === 'update_profile')!.inputSchema.properties ?? {},
    );
    expect(profileFields).toEqual(
      expect.arrayContaining(['first_name', 'days_per_week', 'equipment_list', 'injuries', 'units']),
    );
    expect(profileFields.filter((field) => /email|password|key|token/.test(field))).toEqual([]);
  });

  it('given the prompts, when listed and each is got, then weekly_review and prepare_session point at the tools and resources holding the data', async () => {
    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['weekly_review', 'prepare_session']);
    const text = async (name: string) => {
      const { messages } = await mcp.getPrompt({ name });
      expect(messages).toHaveLength(1);
      expect(messages[0]!.role).toBe('user');
      return (messages[0]!.content as { type: string; text: string }).text;
    };
    const review = await text('weekly_review');
    for (const named of ['spotter://history/recent', 'spotter://plan/current', 'get_progress', 'get_personal_bests'])
      expect(review).toContain(named);
    const prepare = await text('prepare_session');
    for (const named of ['get_plan', 'get_sets', 'get_exercise', 'kg']) expect(prepare).toContain(named);
    await expect(mcp.getPrompt({ name: 'monthly_review' })).rejects.toThrow(/monthly_review/);
  });

  it('given a profile change through a tool, when the profile is read back, then it holds the change', async () => {
    const saved = await callTool(mcp, 'update_profile', { days_per_week: 5, injuries: 'left knee' });
    expect(saved.structured).toMatchObject({ id: ada.id, days_per_week: 5, injuries: 'left knee' });
    const read = await callTool(mcp, 'get_profile');
    expect(read.structured).toMatchObject({ days_per_week: 5, injuries: 'left knee' });
    expect(read.text).toContain('Days per week: 5');
    expect(await t.clientFor(ada.token).getUser(ada.id)).toMatchObject({ days_per_week: 5 });
  });

  it('given the library, when searched and one exercise asked for, then matching exercises and its cues come back', async () => {
    const found = await callTool(mcp, 'search_exercises', { query: 'squat' });
    const exercises = found.structured.exercises as { name: string }[];
    expect(found.structured.total).toBeGreaterThan(0);
    expect(exercises.every((e) => /squat/i.test(JSON.stringify(e)))).toBe(true);
    const one = await callTool(mcp, 'get_exercise', { name: exercises[0]!.name.toUpperCase() });
    expect(one.structured.name).toBe(exercises[0]!.name);
    expect(one.text).toContain('Cues:');
    expect(await callToolError(mcp, 'get_exercise', { name: 'Underwater Basket Weaving' })).toContain(
      "No exercise is named 'Underwater Basket Weaving'",
    );
  });

  it('given a question, when the coach is asked, then its reply comes back as text and is kept in the chat', async () => {
    const answer = await callTool(mcp, 'ask_coach', { message: 'What is my workout today?' });
    expect(typeof answer.structured.response_script).toBe('string');
    expect(answer.text.length).toBeGreaterThan(20);
    const chat = await t.clientFor(ada.token).listChat(ada.id);
    expect(chat.map((m) => m.content)).toContain('What is my workout today?');
    // Text only: no voice was made for an agent that cannot play it.
    expect(chat.find((m) => m.type === 'avatar' && m.content === answer.text)).toMatchObject({
      voice_url: null,
      voice_generated: false,
    });
  });

  it("given the plan sign-up built, when another is built, then the plan resource is the newest one's Markdown and get_plan returns it", async () => {
    expect((await resourceText(mcp, 'spotter://plan/current')).text).not.toContain('No plan yet');
    const built = await callTool(mcp, 'build_plan', { equipment_list: ['dumbbells', 'bench'] });
    const plan = await resourceText(mcp, 'spotter://plan/current');
    expect(plan.mimeType).toBe('text/markdown');
    expect(plan.text).toBe(await t.clientFor(ada.token).exportPlanMarkdown(ada.id, built.structured.id as string));
    expect((await callTool(mcp, 'get_plan')).structured.plan).toMatchObject({ id: built.structured.id });
  });

  it('given the plan, when a workout is started, a set logged and the workout finished, then the set reads back from get_sets and get_workouts', async () => {
    const next = await callTool(mcp, 'get_next_workout');
    expect(next.structured.plan_day).toEqual(expect.any(Number));
    const started = await callTool(mcp, 'start_workout', { plan_day: next.structured.plan_day });
    const workoutId = started.structured.id as string;
    const logged = await callTool(mcp, 'log_set', {
      exercise_name: 'squat',
      reps: 5,
      load_kg: 100,
      rpe: 8,
      workout_id: workoutId,
    });
    expect(logged.structured).toMatchObject({
      exercise_name: 'squat',
      reps: 5,
      load_kg: 100,
      rpe: 8,
      source: 'manual',
      workout_id: workoutId,
    });
    expect(logged.text).toContain('5 reps @ 100 kg RPE 8');
    const sets = await callTool(mcp, 'get_sets', { exercise: 'squat' });
    expect(sets.structured.items).toEqual([
      expect.objectContaining({ id: logged.structured.id, reps: 5, load_kg: 100 }),
    ]);
    const finished = await callTool(mcp, 'finish_workout', { workout_id: workoutId, notes: 'Felt fast' });
    expect(finished.structured).toMatchObject({ id: workoutId, notes: 'Felt fast' });
    expect(typeof finished.structured.finished_at).toBe('string');
    const today = new Date().toISOString().slice(0, 10);
    const workouts = await callTool(mcp, 'get_workouts', { from: today, to: today });
    expect(workouts.structured.items).toEqual([
      expect.objectContaining({ id: workoutId, sets: [expect.objectContaining({ id: logged.structured.id })] }),
    ]);
    expect((await resourceText(mcp, 'spotter://history/recent')).text).toContain(',squat,5,100\n');
    expect(await callToolError(mcp, 'log_set', { exercise_name: 'squat', reps: 'five' })).toContain('reps');
    expect(await callToolError(mcp, 'log_set', { exercise_name: 'squat' })).toContain(
      'A set needs reps, seconds or a distance',
    );
  });

  it('given bad input, when a tool is called, then a tool error names the field, and the server keeps answering', async () => {
    const error = await callToolError(mcp, 'update_profile', { days_per_week: 'many' });
    expect(error).toContain('days_per_week');
    const refused = await callToolError(mcp, 'update_profile', { age: 7 });
    expect(refused).toContain('Age must be between 13 and 100 at age');
    const before = ((await callTool(mcp, 'get_sets')).structured.items as unknown[]).length;
    expect(await callToolError(mcp, 'log_set', { exercise_name: 'squat', reps: 5, weight: 100 })).toMatch(
      /Unrecognized key.*"weight"/,
    );
    expect((await callTool(mcp, 'get_sets')).structured.items).toHaveLength(before);
    expect((await mcp.listTools()).tools.length).toBeGreaterThan(5);
  });

  it('given no token, then 401 with WWW-Authenticate; given a GET, then 405', async () => {
    const response = await fetch(new URL('/mcp', t.baseUrl), initialize());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="spotter"/);
    expect(
      (await fetch(new URL('/mcp', t.baseUrl), { headers: { authorization: `Bearer ${agent.token}` } })).status,
    ).toBe(405);
  });

  it('given an initialize, when answered, then no session is opened (stateless: any instance can take the next request)', async () => {
    const response = await fetch(new URL('/mcp', t.baseUrl), initialize(agent.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await response.json()).toMatchObject({ id: 1, result: { serverInfo: { name: 'spotter' } } });
  });

  it("given the agent's device revoked, then its very next request is 401 and the owner's own token still works", async () => {
    const other = await t
      .clientFor(ada.token)
      .createDeviceToken(ada.id, { device: 'revoked agent', current_sign_in_key: ada.sign_in_key });
    const client = await connect(t, other.token);
    await callTool(client, 'get_profile');
    await t.clientFor(ada.token).revokeSession(other.session.id);
    const response = await fetch(new URL('/mcp', t.baseUrl), initialize(other.token));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
    await expect(client.callTool({ name: 'get_profile', arguments: {} })).rejects.toMatchObject({ code: 401 });
    await expect(connect(t, other.token)).rejects.toMatchObject({ code: 401 });
    await client.close();
    expect((await callTool(mcp, 'get_profile')).structured.id).toBe(ada.id);
  });
});
