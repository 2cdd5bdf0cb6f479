import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-tui-import-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Strong's current export (no unit column): five sets in two sessions, a rest timer row (line 4) and a lift of the lifter's own. */
const STRONG = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  '2024-01-05 07:30:00,Morning,1h 2min,Squat (Barbell),1,100,5,0,0,,,',
  '2024-01-05 07:30:00,Morning,1h 2min,Squat (Barbell),2,100,5,0,0,,,',
  '2024-01-05 07:30:00,Morning,1h 2min,Squat (Barbell),Rest Timer,0,0,0,90,,,',
  '2024-01-05 07:30:00,Morning,1h 2min,Zercher Walkabout,1,60,,0,30,,,',
  '2024-01-08 07:30:00,Morning,55min,Squat (Barbell),1,105,5,0,0,,,',
  '2024-01-08 07:30:00,Morning,55min,Bench Press (Barbell),1,70,8,0,0,,,',
].join('\n');

const openImport = async (user: StoredUser) => {
  const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
  await tui.waitFor('Welcome back, Ada!', 15_000);
  await tui.press('i');
  await tui.waitFor('CSV export:');
  return tui;
};

const sets = async (user: StoredUser) => (await server.clientFor(user.token).listSets(user.id, { limit: 50 })).items;

describe('the import screen', () => {
  it('Given a Strong export without units, When checked, Then the preview shows both readings and waits for kg or lb; l then Enter imports it, and again adds nothing', async () => {
    const user = await server.signUp();
    const file = join(dir, 'strong.csv');
    await writeFile(file, STRONG);
    const tui = await openImport(user);
    // The footer's hints follow the screen a frame after its body (they are set from an effect).
    await tui.waitFor('check the file');
    expect(tui.footer()).toContain('Enter check the file');

    await tui.type(file);
    await tui.press(KEYS.enter);
    const preview = await tui.waitFor('Preview: nothing is stored yet', 15_000);
    expect(preview).toContain('Strong export, 2024-01-05 to 2024-01-08');
    expect(preview).toContain('Would add 5 sets in 2 workouts');
    expect(preview).toContain('new exercise of your own: Zercher Walkabout');
    expect(preview).toMatch(/as kg: heaviest .* 105 kg/);
    expect(preview).toMatch(/as lb: heaviest .* 47\.6 kg/);
    expect(preview).toContain('Skipped 1 row:');
    expect(preview).toContain('line 4: a rest timer, not a set');
    expect(preview).toContain('Which unit are the loads in? k: kilograms · l: pounds');

    // Enter before a unit is chosen imports nothing: the unit is never guessed.
    await tui.press(KEYS.enter);
    await tui.waitFor((frame) => frame.includes('Preview: nothing is stored yet') && /Which unit/.test(frame));
    expect(await sets(user)).toHaveLength(0);

    await tui.press('l');
    await tui.waitFor('Loads in lb', 15_000);
    await tui.waitFor('Enter imports 5 sets as lb');
    await tui.press(KEYS.enter);
    const done = await tui.waitFor('Imported 5 sets in 2 workouts', 15_000);
    expect(done).toContain('Added 5 sets in 2 workouts');
    // The bar was drawn while the server read the file.
    expect(tui.frames.some((frame) => frame.includes('Importing (one transaction') && /█*░* \d+ %/.test(frame))).toBe(
      true,
    );
    const stored = await sets(user);
    expect(stored).toHaveLength(5);
    expect(Math.max(...stored.map((set) => set.load_kg ?? 0))).toBeCloseTo(105 / 2.2046226218, 1);

    // The same file again: the preview says nothing is new, and Enter adds nothing.
    await tui.press(KEYS.enter);
    await tui.waitFor('CSV export:');
    await tui.press(KEYS.enter);
    await tui.waitFor('Preview: nothing is stored yet', 15_000);
    await tui.press('l');
    const again = await tui.waitFor(/Would add 0 sets in 0 workouts; 5 sets already in your log/, 15_000);
    expect(again).toContain('Nothing new: every set of this file is already in your log.');
    await tui.press(KEYS.enter);
    await tui.waitFor('Nothing new: every set of this file is already in your log.');
    expect(await sets(user)).toHaveLength(5);
  }, 90_000);

  it('Given a path with no file, then a file that is no export, When checked, Then each says why beside the path, which stays, and nothing is stored', async () => {
    const user = await server.signUp();
    const tui = await openImport(user);
    const missing = join(dir, 'not-there.csv');
    await tui.type(missing);
    await tui.press(KEYS.enter);
    await tui.waitFor(`No file at ${missing}`);
    expect(tui.frame()).toContain(`CSV export: ${missing}`);

    const notes = join(dir, 'notes.csv');
    await writeFile(notes, 'shopping list\neggs\nmilk\n');
    for (let i = 0; i < missing.length; i += 1) await tui.press(KEYS.backspace);
    await tui.type(notes);
    await tui.press(KEYS.enter);
    const refused = await tui.waitFor(
      (frame) =>
        frame.includes(`CSV export: ${notes}`) &&
        !frame.includes('No file at') &&
        /not .*(Strong|Hevy|FitNotes)|export/i.test(frame.split('CSV export:')[1] ?? ''),
      15_000,
    );
    expect(refused).not.toContain('Preview');
    expect(await sets(user)).toHaveLength(0);
  }, 60_000);
});
