import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlan } from '../store/records.js';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(backends())('plan export (.ics and .md) on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  const get = (path: string, token: string | null) =>
    fetch(`${t.baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  const newUser = async (over: Record<string, unknown> = {}) => {
    const user = await t.client.createUser(
      onboarding({ email: `plan-${Math.random().toString(36).slice(2)}@example.com`, ...over }),
    );
    const plan = await t.clientFor(user.token).createPlan(user.id, {});
    return { user, plan };
  };

  it('given a plan, when its owner asks for the .ics, then a text/calendar download with a session per training day and week', async () => {
    const { user, plan } = await newUser({
      days_per_week: 3,
      timeline_weeks: 4,
      injuries: 'left knee pain on deep squats',
    });
    const response = await get(`/users/${user.id}/plans/${plan.id}.ics`, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="spotter-plan-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    const body = await response.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(12);
    expect(body).not.toMatch(/Squat —/);
    for (const line of body.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('given ?start=, then week 1 begins on the Monday on or after it; a bad date is 400', async () => {
    const { user, plan } = await newUser({ days_per_week: 2, timeline_weeks: 1 });
    const body = await (await get(`/users/${user.id}/plans/${plan.id}.ics?start=2027-01-06`, user.token)).text();
    expect(body.match(/DTSTART;VALUE=DATE:\d+/g)).toEqual([
      'DTSTART;VALUE=DATE:20270111',
      'DTSTART;VALUE=DATE:20270114',
    ]);
    const bad = await get(`/users/${user.id}/plans/${plan.id}.ics?start=soon`, user.token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/start/);
  });

  it('given a plan, when its owner asks for the .md, then text/markdown with a table per day', async () => {
    const { user, plan } = await newUser({ days_per_week: 2 });
    const response = await get(`/users/${user.id}/plans/${plan.id}.md`, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const body = await response.text();
    expect(body).toMatch(/^# Ada's .* plan: 2 days a week for 12 weeks\n/);
    expect(body).toContain('## Day 1: Full body A');
    expect(body).toContain('## Day 2: Full body B');
    expect(body).toContain('| | Exercise | Sets x reps | Rest | Load |');
  });

  it('given the client, then both exports come back as text through the contract', async () => {
    const { user, plan } = await newUser();
    const api = t.clientFor(user.token);
    expect(await api.exportPlan(user.id, plan.id, 'md')).toMatch(/^# /);
    expect(await api.exportPlan(user.id, plan.id, 'ics')).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('given an older plan stored without structured details, then both exports still work from its text', async () => {
    const { user } = await newUser({ days_per_week: 2, timeline_weeks: 2 });
    const old = await insertPlan(t.server.context.db, user.id, 'Old plan\n========\nDay 1: squats | 3 x 5\n', {
      sessions: [],
    });
    const markdown = await (await get(`/users/${user.id}/plans/${old.id}.md`, user.token)).text();
    expect(markdown).toBe('# Old plan\n\n```text\nOld plan\n========\nDay 1: squats | 3 x 5\n```\n');
    const calendar = await (await get(`/users/${user.id}/plans/${old.id}.ics`, user.token)).text();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(calendar.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Week 1 of 2\\n\\nOld plan\\n========\\nDay 1: squats | 3 x 5',
    );
  });

  it("given another user or no token, then 403 or 401; an unknown plan or another user's plan id is 404", async () => {
    const ada = await newUser();
    const bob = await newUser();
    for (const format of ['ics', 'md']) {
      expect((await get(`/users/${ada.user.id}/plans/${ada.plan.id}.${format}`, null)).status).toBe(401);
      expect((await get(`/users/${ada.user.id}/plans/${ada.plan.id}.${format}`, bob.user.token)).status).toBe(403);
      const missing = await get(`/users/${ada.user.id}/plans/not-a-plan.${format}`, ada.user.token);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { detail: string }).detail).toMatch(/No such plan/);
      expect((await get(`/users/${ada.user.id}/plans/${bob.plan.id}.${format}`, ada.user.token)).status).toBe(404);
    }
  });

  it('given the OpenAPI document, then both exports are there with their content types', async () => {
    const doc = (await (await get('/openapi.json', null)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    expect(Object.keys(doc.paths['/api/users/{id}/plans/{planId}.ics']!.get!.responses['200']!.content!)).toEqual([
      'text/calendar',
    ]);
    expect(Object.keys(doc.paths['/api/users/{id}/plans/{planId}.md']!.get!.responses['200']!.content!)).toEqual([
      'text/markdown',
    ]);
  });
});
