import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentScanResult } from '@spotter/core/schemas';
import { fixture, haveFixtures } from '../testing/fixtures.js';
import { backends, json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe.skipIf(!haveFixtures).each(backends())(
  'a scan the user confirms (POST /users/{id}/plans with scan_id) on %s',
  (backend) => {
    let t: TestServer;
    let user: { id: string; token: string };
    let other: { id: string; token: string };
    let scan: EquipmentScanResult;
    beforeAll(async () => {
      t = await startTestServer(backend);
      user = await t.client.createUser(onboarding({ equipment_list: ['dumbbells', 'pull-up bar'] }));
      other = await t.client.createUser(onboarding());
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await readFile(fixture('images/bench.jpg')))], { type: 'image/jpeg' }),
        'gym.jpg',
      );
      const response = await fetch(`${t.baseUrl}/api/equipment-scan`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      });
      scan = (await json(response)) as EquipmentScanResult;
      expect(response.status, JSON.stringify(scan)).toBe(200);
    }, 120_000);
    afterAll(() => t?.stop());

    const confirm = (token: string, userId: string, body: unknown) =>
      fetch(`${t.baseUrl}/api/users/${userId}/plans`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });

    it('given a scan, then the profile gear has no confidence, what was seen has one, and the scan has an id', () => {
      expect(scan.scan_id).toEqual(expect.any(String));
      expect(scan.equipment.filter((item) => item.source === 'profile')).toEqual([
        { name: 'dumbbells', confidence: null, source: 'profile' },
        { name: 'pull-up bar', confidence: null, source: 'profile' },
      ]);
      for (const item of scan.equipment.filter((entry) => entry.source !== 'profile'))
        expect(item.confidence).toBeGreaterThan(0);
      expect(scan.summary).not.toMatch(/SPOTTER_|_URL/);
    });

    it("given the confirmed list and the scan id, then the new plan uses only the ticked gear and takes the proposal's place as the latest", async () => {
      const plansBefore = await t.clientFor(user.token).listPlans(user.id);
      expect(plansBefore.map((p) => p.id)).toContain(scan.plan.id);
      const response = await confirm(user.token, user.id, {
        scan_id: scan.scan_id,
        equipment_list: ['Barbell', 'squat rack', 'bench'],
      });
      const plan = await json(response);
      expect(response.status, JSON.stringify(plan)).toBe(201);
      const details = plan.details as {
        equipment: { available: string[]; seen: { name: string }[] };
        source: { kind: string; scan_id: string; equipment: string[] };
      };
      expect(details.source).toEqual({
        kind: 'scan_confirmed',
        scan_id: scan.scan_id,
        equipment: ['barbell', 'squat rack', 'bench'],
      });
      expect(details.equipment.available).toEqual(expect.arrayContaining(['barbell', 'squat rack', 'bench']));
      expect(details.equipment.available).not.toContain('dumbbells');
      // What the photo showed and the user kept stays 'seen'; nothing unticked is.
      const seenKept = scan.equipment
        .filter((item) => item.source !== 'profile' && item.name === 'bench')
        .map((item) => item.name);
      expect(details.equipment.seen.map((item) => item.name)).toEqual(seenKept);
      expect(plan.plan_text).toMatch(/barbell/i);
      const plansAfter = await t.clientFor(user.token).listPlans(user.id);
      expect(plansAfter[0]!.id).toBe(plan.id);
      expect(plansAfter.map((p) => p.id)).not.toContain(scan.plan.id);
      expect(plansAfter).toHaveLength(plansBefore.length);
    });

    it('given a scan already confirmed, when confirmed again with other ticks, then that plan replaces the first confirmation', async () => {
      const first = (await t.clientFor(user.token).listPlans(user.id))[0]!;
      const response = await confirm(user.token, user.id, { scan_id: scan.scan_id, equipment_list: ['dumbbells'] });
      const plan = await json(response);
      expect(response.status, JSON.stringify(plan)).toBe(201);
      expect((plan.details as { source: { equipment: string[] } }).source.equipment).toEqual(['dumbbells']);
      const plans = await t.clientFor(user.token).listPlans(user.id);
      expect(plans[0]!.id).toBe(plan.id);
      expect(plans.map((p) => p.id)).not.toContain(first.id);
    });

    it("given another user's scan id, then 404 and no plan for them", async () => {
      const before = (await t.clientFor(other.token).listPlans(other.id)).length;
      const response = await confirm(other.token, other.id, { scan_id: scan.scan_id, equipment_list: ['barbell'] });
      expect(response.status).toBe(404);
      expect((await json(response)).detail).toMatch(/scan/i);
      expect(await t.clientFor(other.token).listPlans(other.id)).toHaveLength(before);
    });

    it('given equipment not on the list, then 400 naming it', async () => {
      const response = await confirm(user.token, user.id, {
        scan_id: scan.scan_id,
        equipment_list: ['barbell', 'hover board'],
      });
      expect(response.status).toBe(400);
      expect((await json(response)).detail).toMatch(/'hover board' is not equipment Spotter knows/);
    });
  },
);
