import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fixture, haveFixtures } from '@spotter/server/testing';
import { callTool, callToolError, invalidInputSchemas, resourceText } from '@spotter/mcp/testing';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { repoRoot } from '../testing/spotter-process.js';

/** An MCP client of the SDK's own that starts `spotter mcp` as Claude Desktop or Cursor would. */
async function connect(cli: CliServer): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--conditions=source', '--import', 'tsx', 'bin/spotter.js', 'mcp'],
    cwd: repoRoot,
    env: {
      ...(process.env as Record<string, string>),
      NO_COLOR: '1',
      SPOTTER_CONFIG_DIR: cli.configDir,
      SPOTTER_API_URL: cli.url,
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'spotter-test-agent', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

const request = (id: number, method: string, params: Record<string, unknown> = {}) =>
  `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`;

describe('spotter mcp (MCP on stdio, the real binary against a real server)', () => {
  let cli: CliServer;
  let mcp: Client;
  let stderr: () => string;
  let signInKey: string;
  beforeAll(async () => {
    cli = await startCliServer();
  });
  afterAll(async () => {
    await mcp?.close();
    await cli?.stop();
  });

  it('Given nobody signed in, When spotter mcp starts, Then it exits 3 at once, saying so on stderr, with nothing on stdout', async () => {
    const result = await cli.spotter(['mcp']);
    expect(result.code).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'spotter mcp serves the signed-in user, and nobody is signed in on this machine — run `spotter login`',
    );
  });

  it('Given a signed-in user, When an SDK client starts spotter mcp and lists tools, Then every input schema is valid JSON Schema, the file tools included', async () => {
    const signUp = await cli.spotter(signUpArgs('ada.mcp@example.com'));
    expect(signUp.code).toBe(0);
    signInKey = /SPK-[\w-]+/.exec(signUp.stdout + signUp.stderr)![0];
    ({ client: mcp, stderr } = await connect(cli));
    const { tools } = await mcp.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'get_profile',
        'update_profile',
        'get_sets',
        'get_progress',
        'search_exercises',
        'ask_coach',
        'log_set',
        'get_workouts',
        'analyze_video',
        'scan_equipment',
        'import_history',
      ]),
    );
    expect(invalidInputSchemas(tools)).toEqual([]);
    expect(stderr()).toContain('spotter mcp: serving ada.mcp@example.com on stdio');
  });

  it('Given the stdio server, When the profile is changed and read back, Then it is the saved sign-in user of spotter whoami', async () => {
    const { id } = JSON.parse((await cli.spotter(['whoami', '--json'])).stdout) as { id: string };
    const saved = await callTool(mcp, 'update_profile', { primary_goal: 'muscle', days_per_week: 4 });
    expect(saved.structured).toMatchObject({ id, primary_goal: 'muscle', days_per_week: 4 });
    expect((await callTool(mcp, 'get_profile')).structured).toMatchObject({ id, primary_goal: 'muscle' });
    expect((await cli.spotter(['profile', '--json'])).stdout).toContain('"days_per_week": 4');
  });

  it('Given the stdio server, When it searches, asks the coach and reads the plan resource, Then each answers from the API', async () => {
    const found = await callTool(mcp, 'search_exercises', { query: 'push', difficulty: 'beginner' });
    expect(found.structured.total).toBeGreaterThan(0);
    const reply = await callTool(mcp, 'ask_coach', { message: 'How deep should I squat?' });
    expect(reply.text.length).toBeGreaterThan(20);
    await callTool(mcp, 'build_plan');
    const plan = await resourceText(mcp, 'spotter://plan/current');
    expect(plan.mimeType).toBe('text/markdown');
    expect(plan.text).toMatch(/^# /);
    expect(plan.text).toMatch(/Day 1/);
  });

  it('Given the stdio server, When a set is logged, Then get_sets and the history resource read it back', async () => {
    const logged = await callTool(mcp, 'log_set', { exercise_name: 'bench_press', reps: 8, load_kg: 60 });
    const sets = await callTool(mcp, 'get_sets', { exercise: 'bench_press' });
    expect(sets.structured.items).toEqual([
      expect.objectContaining({ id: logged.structured.id, reps: 8, load_kg: 60, source: 'manual' }),
    ]);
    const csv = await resourceText(mcp, 'spotter://history/recent');
    expect(csv.mimeType).toBe('text/csv');
    expect(csv.text).toMatch(/^performed_at,exercise,reps,load_kg\n\S+,bench_press,8,60\n/);
  });

  it('Given the stdio server, When both prompts are got, Then each is one user message naming the tools to call', async () => {
    const { prompts } = await mcp.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(['weekly_review', 'prepare_session']);
    for (const [name, tool] of [
      ['weekly_review', 'get_personal_bests'],
      ['prepare_session', 'get_plan'],
    ] as const) {
      const { messages } = await mcp.getPrompt({ name });
      expect(messages).toEqual([
        { role: 'user', content: { type: 'text', text: expect.stringContaining(tool) as unknown } },
      ]);
    }
  });

  it('Given a Strong export on this machine, When import_history runs without confirm, Then it is a dry run, and with confirm the sets are in the log', async () => {
    const file = join(repoRoot, 'packages/server/src/imports/fixtures/strong-current.csv');
    const preview = await callTool(mcp, 'import_history', { path: file });
    expect(preview.structured).toMatchObject({ format: 'strong', dry_run: true });
    expect(preview.structured.sets).toBeGreaterThan(0);
    expect(preview.text).toContain('Nothing was stored');
    const done = await callTool(mcp, 'import_history', { path: file, confirm: true });
    expect(done.structured).toMatchObject({ dry_run: false, sets: preview.structured.sets });
    expect((await callTool(mcp, 'import_history', { path: file, confirm: true })).structured).toMatchObject({
      sets: 0,
      duplicates: preview.structured.sets,
    });
  });

  it('Given bad input or a missing file, When a tool is called, Then a tool error names the field or the path, and the server stays up', async () => {
    expect(await callToolError(mcp, 'search_exercises', { difficulty: 'legendary' })).toContain('difficulty');
    expect(
      await callToolError(mcp, 'analyze_video', { path: '/nowhere/bench.mp4', exercise_name: 'bench_press' }),
    ).toBe('Cannot read /nowhere/bench.mp4: there is no such file');
    expect(await callToolError(mcp, 'analyze_video', { path: '/nowhere/bench.mp4', load_kg: -5 })).toContain('load_kg');
    expect(await callToolError(mcp, 'log_set', { exercise_name: 'bench_press', reps: 8, weight: 60 })).toMatch(
      /Unrecognized key.*"weight"/,
    );
    expect((await callTool(mcp, 'get_profile')).structured).toHaveProperty('id');
  });

  it.skipIf(!haveFixtures)(
    'Given a clip on this machine, When analyze_video sends it, Then the counted set comes back and get_sets reads it back (skipped without ../shared/fixtures)',
    async () => {
      // The short clip (4.7 s, one squat): this test is about the tools' plumbing (analyse, then read back), and the
      // 14 s clip's analysis was most of this file's time; what the coach counts has the coach's own tests.
      const clip = fixture('video/squat__jintaoxu.mp4');
      const analysed = await callTool(
        mcp,
        'analyze_video',
        { path: clip, exercise_name: 'squat', load_kg: 60 },
        170_000,
      );
      expect(analysed.structured).toMatchObject({ analysis: { status: 'ok', exercise: 'squat', reps: 1 } });
      expect(analysed.text).toContain('1 rep (status ok)');
      const history = await callTool(mcp, 'get_sets', { exercise: 'squat' });
      expect(history.structured.items).toEqual([
        expect.objectContaining({ exercise_name: 'squat', reps: 1, load_kg: 60 }),
      ]);
      const today = new Date().toISOString().slice(0, 10);
      expect(
        (await callTool(mcp, 'get_sets', { exercise: 'squat', from: today, to: today })).structured.items,
      ).toHaveLength(1);
      expect((await callTool(mcp, 'get_sets', { to: '2020-01-01' })).structured.items).toEqual([]);
      const csv = await resourceText(mcp, 'spotter://history/recent');
      expect(csv.mimeType).toBe('text/csv');
      expect(csv.text).toMatch(/^performed_at,exercise,reps,load_kg\n/);
      expect(csv.text).toMatch(/\n\S+,squat,1,60\n/);
      const progress = await callTool(mcp, 'get_progress', { exercise: 'squat', from: today });
      expect(progress.structured.lifts).toEqual([
        { exercise: 'squat', days: [expect.objectContaining({ sets: 1, reps: 1, volume_kg: 60, best_e1rm_kg: 60 })] },
      ]);
    },
    180_000,
  );

  it('Given spotter account token, When run with the sign-in key on stdin, Then the token opens POST /mcp and the agent is a device of its own', async () => {
    const refused = await cli.spotter(['account', 'token', '--name', 'my agent']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'A token for another client needs your password or your sign-in key — pass --password-stdin',
    );
    const made = await cli.spotter(['account', 'token', '--name', 'my agent', '--password-stdin'], {
      stdin: `${signInKey}\n`,
    });
    expect(made.code).toBe(0);
    const token = made.stdout.trim();
    expect(token).toMatch(/^spt_\S+$/);
    expect(made.stderr).toContain(`POST ${cli.url}/mcp`);
    const devices = JSON.parse((await cli.spotter(['account', 'devices', '--json'])).stdout) as { device: string }[];
    expect(devices.map((d) => d.device)).toContain('my agent');
    const listed = await fetch(`${cli.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain('get_profile');
  });

  it('Given a raw client, When it sends requests and closes stdin, Then stdout held only JSON-RPC messages and spotter mcp exited 0', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'bin/spotter.js', 'mcp'], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', SPOTTER_CONFIG_DIR: cli.configDir, SPOTTER_API_URL: cli.url },
    });
    let stdout = '';
    let stderrText = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderrText += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.write(
      request(1, 'initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'raw', version: '1' },
      }),
    );
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(request(2, 'tools/list'));
    // Close stdin once both answers are in: the server must then leave on its own.
    await expect.poll(() => stdout.split('\n').filter(Boolean).length, { timeout: 30_000 }).toBe(2);
    child.stdin.end();
    expect(await exited).toBe(0);
    const messages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { jsonrpc: string; id: number });
    expect(messages.map((m) => [m.jsonrpc, m.id])).toEqual([
      ['2.0', 1],
      ['2.0', 2],
    ]);
    expect(stderrText).toContain('spotter mcp: serving');
  });
});
