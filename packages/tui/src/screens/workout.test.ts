import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

/** A lifter with a barbell plan and no log yet. */
async function lifterWithPlan(): Promise<StoredUser> {
  const user = await server.signUp({ equipment_list: ['barbell', 'bench', 'squat rack'], days_per_week: 3 });
  const api = server.clientFor(user.token);
  await api.createPlan(user.id, {});
  return user;
}

const open = async (user: StoredUser) => {
  const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
  await tui.waitFor('Welcome back, Ada!', 15_000);
  await tui.press('t');
  await tui.waitFor(/sets · not started/, 15_000);
  return tui;
};

describe('the workout screen', () => {
  it("Given a plan, When t is pressed on the dashboard, Then today's session shows each exercise's target and the rest timer waits", async () => {
    const user = await lifterWithPlan();
    const next = await server.clientFor(user.token).nextWorkout(user.id);
    const tui = await open(user);
    const frame = tui.frame();
    expect(frame).toContain(next.name);
    for (const exercise of next.exercises.slice(0, 3)) expect(frame).toContain(exercise.exercise_name.slice(0, 20));
    expect(frame).toContain('Rest timer: starts when you log a set');
    expect(frame).toMatch(/Enter logs: /);
  });

  it('Given the session, When a lift is chosen and Enter logs it with a first load, two more reps and RPE 8, Then the server has it in a started session and the timer counts down', async () => {
    const user = await lifterWithPlan();
    const api = server.clientFor(user.token);
    const next = await api.nextWorkout(user.id);
    const index = next.exercises.findIndex((exercise) => exercise.rep_range !== null && exercise.superset === null);
    const lift = next.exercises[index]!;
    const tui = await open(user);
    for (let i = 0; i < index; i += 1) await tui.press(KEYS.down);
    await tui.waitFor(new RegExp(`› . ${lift.exercise_name}`));
    await tui.press('+', '+', '+', '+', KEYS.right, KEYS.right, 'r', 'r', 'r', 'r', 'r');
    await tui.waitFor(`Enter logs: ${lift.rep_range!.min + 2} × 10 kg · RPE 8`);
    await tui.press(KEYS.enter);
    await tui.waitFor(/Rest \d:\d\d/);
    await tui.waitFor(/in progress/);
    await expect.poll(async () => (await api.listSets(user.id, { limit: 10 })).items.length).toBe(1);
    const sets = (await api.listSets(user.id, { limit: 10 })).items;
    expect(sets[0]).toMatchObject({
      exercise_name: lift.exercise_name,
      reps: lift.rep_range!.min + 2,
      load_kg: 10,
      rpe: 8,
      source: 'manual',
      set_type: 'working',
    });
    expect(sets[0]!.workout_id).not.toBeNull();
    expect(sets[0]!.client_id).toBeTruthy();

    // u takes the last set back off the server.
    await tui.waitFor(`${lift.rep_range!.min + 2} × 10 kg RPE 8`);
    await tui.press('u');
    await tui.waitFor(`Removed ${lift.exercise_name}`);
    await expect.poll(async () => (await api.listSets(user.id, { limit: 10 })).items.length).toBe(0);
  });

  it('Given a logged set, When f finishes the session, Then the server has it finished', async () => {
    const user = await lifterWithPlan();
    const api = server.clientFor(user.token);
    const tui = await open(user);
    await tui.press(KEYS.enter);
    await tui.waitFor(/in progress/);
    await tui.press('f');
    await tui.waitFor('Session finished');
    const workouts = await api.listWorkouts(user.id, { limit: 5 });
    expect(workouts.items[0]!.finished_at).not.toBeNull();
    expect(workouts.items[0]!.sets).toHaveLength(1);
  });
});
