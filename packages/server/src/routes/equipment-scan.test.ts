import { request as httpRequest } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../config.js';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** The parts of a scan's answer these tests look into by name. */
type Scanned = Record<string, unknown> & { plan: { id: string; plan_text: string } };
const scanned = async (response: Response) => (await json(response)) as Scanned;

describe.skipIf(!haveFixtures)('equipment scan to a workout plan through the server', () => {
  let t: TestServer;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer();
    user = await t.client.createUser(
      onboarding({
        equipment_list: ['dumbbells'],
        days_per_week: 4,
        primary_goal: 'muscle',
        injuries: 'Sore left knee after a meniscus tear',
      }),
    );
  });
  afterAll(() => t?.stop());

  const scan = async (path: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(path))], { type: 'image/jpeg' }), 'gym.jpg');
    form.append('user_id', user.id);
    return fetch(`${t.baseUrl}/api/equipment-scan`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.token}` },
    });
  };

  it('given a photo of a bench, when scanned, then a plan built from the profile and the photo becomes the latest plan', async () => {
    const response = await scan(fixture('images/bench.jpg'));
    const body = await scanned(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.summary).toEqual(expect.any(String));
    expect(body.equipment).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'dumbbells', source: 'profile' })]),
    );
    expect(body.plan.plan_text).toMatch(/dumbbells/i);
    expect(body.plan.plan_text).toMatch(/physio|doctor/i);
    const plans = await t.clientFor(user.token).listPlans(user.id);
    expect(plans[0]!.id).toBe(body.plan.id);
    expect((await readdir(mediaDirOf(t.config))).filter((f) => f.endsWith('.jpg'))).toHaveLength(1);
  }, 120_000);

  it('given bytes that start like a JPEG but are not a picture, when scanned, then 422 and no plan', async () => {
    const form = new FormData();
    const bytes = new Uint8Array(4096);
    bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'broken.jpg');
    const response = await fetch(`${t.baseUrl}/api/equipment-scan`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(422);
    expect((await json(response)).detail).toMatch(/image|photo|picture/i);
    expect(await t.clientFor(user.token).listPlans(user.id)).toHaveLength(2); // sign-up's plan and the first scan's
  }, 60_000);

  it('given two scans, when plans are listed, then the newest comes first', async () => {
    const second = await scanned(await scan(fixture('images/kettlebell.jpg')));
    const plans = await t.clientFor(user.token).listPlans(user.id);
    expect(plans).toHaveLength(3); // sign-up's plan, then the two scans'
    expect(plans[1]!.plan_text).not.toBe('');
    expect(plans[0]!.id).toBe(second.plan.id);
  }, 120_000);
});

describe.skipIf(!haveFixtures)('a scan the client cancels', () => {
  it('given a client that leaves while its photo is being looked at, when the scan ends, then no plan and no photo are stored', async () => {
    const t = await startTestServer();
    try {
      const user = await t.client.createUser(onboarding({ equipment_list: ['dumbbells'] }));
      const plansBefore = (await t.clientFor(user.token).listPlans(user.id)).length;
      const boundary = 'spotter-scan-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gym.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await readFile(fixture('images/bench.jpg')),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const req = httpRequest(`${t.baseUrl}/api/equipment-scan`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      req.on('error', () => undefined);
      let answered = false;
      req.on('response', () => (answered = true));
      const sent = new Promise((resolve) => req.on('finish', resolve));
      req.end(body);
      const incoming = () => readdir(`${mediaDirOf(t.config)}/.incoming`).catch(() => []);
      // The whole photo is sent and its incoming file exists: the detector (loading in its thread) is then at work.
      await sent;
      for (const until = Date.now() + 30_000; (await incoming()).length === 0 && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 20));
      req.destroy();
      expect(answered).toBe(false);
      for (const until = Date.now() + 30_000; (await incoming()).length > 0 && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await incoming()).toEqual([]);
      expect((await readdir(mediaDirOf(t.config))).filter((name) => !name.startsWith('.'))).toEqual([]);
      expect(await t.clientFor(user.token).listPlans(user.id)).toHaveLength(plansBefore);
    } finally {
      await t.stop();
    }
  }, 120_000);
});
