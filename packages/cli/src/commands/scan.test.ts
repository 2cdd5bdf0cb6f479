import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch, inProcessCli, scriptedPrompter } from '../testing/in-process.js';

const proposed = { id: 'p1', plan_text: 'Proposed plan', created_at: '2026-02-01T00:00:00.000Z', details: null };
const confirmed = { id: 'p2', plan_text: 'Confirmed plan', created_at: '2026-02-01T00:01:00.000Z', details: null };
const scanAnswer = {
  plan: proposed,
  scan_id: 's1',
  summary: 'I spotted a bench in your photo (sure).',
  equipment: [
    { name: 'bench', confidence: 0.91, source: 'photo' },
    { name: 'dumbbells', confidence: null, source: 'profile' },
  ],
};
const server = () =>
  fakeFetch({
    'POST /api/equipment-scan': { status: 200, body: scanAnswer },
    'POST /api/users/u1/plans': { status: 201, body: confirmed },
  });
const sent = (fetch: ReturnType<typeof fakeFetch>) => fetch.requests.map((r) => `${r.method} ${r.path}`);

describe('spotter scan: proposes, then --equipment or a question on a terminal confirms (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  let dir: string;
  let photo: string;
  beforeAll(async () => {
    cli = await inProcessCli();
    dir = await mkdtemp(join(tmpdir(), 'spotter-scan-'));
    photo = join(dir, 'garage.jpg');
    await writeFile(photo, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await cli.signIn();
  });
  afterAll(async () => {
    await cli.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given no terminal and no --equipment, When scan runs, Then the split shows (confidence only for what the photo showed) with the proposed plan', async () => {
    const fetch = server();
    const result = await cli.run(['scan', photo], { fetch });
    expect(result.code, result.stderr).toBe(0);
    expect(sent(fetch)).toEqual(['POST /api/equipment-scan']);
    expect(result.stdout).toMatch(
      /Recognised in your photo\n\s+Bench\s+91% {2}seen by the photo detector\nFrom your profile\n\s+Dumbbells\s+from your profile\n/,
    );
    expect(result.stdout).not.toMatch(/Dumbbells.*%/);
    expect(result.stdout).toMatch('Proposed plan');
  });

  it('Given --equipment with an alias, When scan runs --json, Then the confirmed list and the scan id are sent and the confirmed plan is printed', async () => {
    const fetch = server();
    const result = await cli.run(['scan', photo, '--equipment', 'Barbell, dumbbell', '--json'], { fetch });
    expect(result.code, result.stderr).toBe(0);
    expect(sent(fetch)).toEqual(['POST /api/equipment-scan', 'POST /api/users/u1/plans']);
    expect(fetch.requests[1]!.body).toEqual({ equipment_list: ['barbell', 'dumbbells'], scan_id: 's1' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      scan_id: 's1',
      plan: { id: 'p2' },
      confirmed_equipment: ['barbell', 'dumbbells'],
    });
  });

  it('Given a terminal, When scan runs, Then it asks with what was seen and the profile ticked, and builds the plan from the answer', async () => {
    const fetch = server();
    const prompter = scriptedPrompter([['bench', 'kettlebells']]);
    const result = await cli.run(['scan', photo], { fetch, prompter, tty: true });
    expect(result.code, result.stderr).toBe(0);
    expect(prompter.asked).toEqual([
      'Here is what I recognised. Untick anything I got wrong and tick anything I missed:',
    ]);
    expect(fetch.requests[1]!.body).toEqual({ equipment_list: ['bench', 'kettlebells'], scan_id: 's1' });
    expect(result.stdout).toMatch(/Your equipment\n\s+bench, kettlebells/);
    expect(result.stdout).toMatch('Confirmed plan');
  });

  it('Given equipment not on the list, When scan runs, Then exit 2 naming it and nothing is sent', async () => {
    const fetch = server();
    const result = await cli.run(['scan', photo, '--equipment', 'barbell,hover board'], { fetch });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch("--equipment: 'hover board' is not equipment Spotter knows (closest: '");
    expect(fetch.requests).toEqual([]);
  });
});
