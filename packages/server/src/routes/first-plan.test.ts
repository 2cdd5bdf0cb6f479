import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(backends())('the first minute and the experience field, on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  it('given a sign-up with equipment and an injury, then a plan built from them is there at once', async () => {
    const user = await t.client.createUser(
      onboarding({ equipment_list: ['dumbbells', 'bench'], injuries: 'lower back', days_per_week: 3 }),
    );
    const plans = await t.clientFor(user.token).listPlans(user.id);
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan.details?.days).toHaveLength(3);
    expect(plan.details?.injuries.areas).toEqual(['lower_back']);
    const names = plan.details!.days.flatMap((day) => day.exercises.map((e) => e.name));
    expect(names.some((name) => /dumbbell|goblet/i.test(name))).toBe(true);
    expect(names.filter((name) => /barbell|snatch|clean|sots/i.test(name))).toEqual([]);
  });

  it('given a sign-up that says nothing of experience, then it is null; a profile edit sets it and the next plan follows it', async () => {
    const user = await t.client.createUser(onboarding({ equipment_list: ['bodyweight'] }));
    expect(user.experience).toBeNull();
    const client = t.clientFor(user.token);
    const updated = await client.updateUser(user.id, { experience: 'advanced' });
    expect(updated.experience).toBe('advanced');
    expect((await client.getUser(user.id)).experience).toBe('advanced');
    const plan = await client.createPlan(user.id, {});
    expect(plan.details?.notes.join(' ')).toMatch(/advanced lifter/);
  });

  it('given an experience that is not a level, then 400 names the field', async () => {
    const res = await fetch(`${t.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(onboarding({ experience: 'expert' })),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/experience/i);
  });
});
