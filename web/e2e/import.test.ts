import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/**
 * A small export in Strong's current layout (no unit column): two workouts, two lifts the library knows, one it does
 * not, a rest-timer row and a blank set (lines 4 and 6), and too few loads to tell kg from lb.
 */
const STRONG_CSV = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  '2025-03-03 18:00:00,"Lower",45min,"Squat (Barbell)",1,100,5,0,0,"","",',
  '2025-03-03 18:00:00,"Lower",45min,"Squat (Barbell)",2,100,5,0,0,"","",',
  '2025-03-03 18:00:00,"Lower",45min,"Squat (Barbell)",Rest Timer,0,0,0,120,"","",',
  '2025-03-03 18:00:00,"Lower",45min,"Sled Shove Wobble",1,40,10,0,0,"","",',
  '2025-03-03 18:00:00,"Lower",45min,"Sled Shove Wobble",2,,,,,"","",',
  '2025-03-06 18:00:00,"Upper",40min,"Bench Press (Barbell)",1,70,8,0,0,"","",8',
].join('\r\n');

const summary = (page: Page, name: string) => page.getByRole('region', { name });

async function chooseFile(page: Page) {
  await page.goto('/import');
  await page
    .getByLabel('Export file (.csv)')
    .setInputFiles({ name: 'strong_workouts.csv', mimeType: 'text/csv', buffer: Buffer.from(STRONG_CSV) });
  await page.getByRole('button', { name: 'Preview' }).click();
  return summary(page, 'Preview: nothing is stored yet');
}

describe.skipIf(!hasChromium())('e2e: importing history (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a Strong export, When it is previewed, units chosen and imported, Then the preview told what would come in, history shows it, and the same file again adds nothing', async () => {
    const page = await e2e.newPage();
    const user = await e2e.signUp(page);
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });

    const preview = await chooseFile(page);
    await preview.getByText('Would add 4 sets in 2 workouts').waitFor();
    await preview.getByText('Strong export, 2025-03-03 to 2025-03-06', { exact: false }).waitFor();
    await preview.getByText('2 exercises matched to the library').waitFor();
    await preview.getByText('1 new exercise of your own: Sled Shove Wobble').waitFor();
    // No unit in the file and too few loads to tell: both readings shown, and nothing imports until the user says.
    await preview.getByText(/^as kg: heaviest/).waitFor();
    await preview.getByText(/^as lb: heaviest/).waitFor();
    const importButton = preview.getByRole('button', { name: 'Import 4 sets' });
    expect(await importButton.isDisabled()).toBe(true);
    await preview.getByText('2 rows skipped').click();
    expect(await preview.locator('.import-skipped li').allTextContents()).toEqual([
      'line 4: a rest timer, not a set',
      'line 6: a blank set (no weight, reps, distance or time)',
    ]);
    expect((await api.listSets(user.id, { limit: 50 })).items).toHaveLength(0);

    await page.getByLabel('Units of the loads, when the file does not say').selectOption('kg');
    await preview.getByText(/^Loads in kg: you said .* are in kg$/).waitFor();
    await preview.getByRole('button', { name: 'Import 4 sets' }).click();
    const imported = summary(page, 'Imported');
    await imported.getByText('Added 4 sets in 2 workouts').waitFor();

    const sets = (await api.listSets(user.id, { limit: 50 })).items;
    // Known lifts under the library's names, the unknown one under the file's.
    const byLoad = [...sets].sort((a, b) => (b.load_kg ?? 0) - (a.load_kg ?? 0));
    expect(byLoad.map((set) => [set.exercise_name, set.load_kg, set.reps, set.source])).toEqual([
      [expect.stringMatching(/squat/i), 100, 5, 'import'],
      [expect.stringMatching(/squat/i), 100, 5, 'import'],
      [expect.stringMatching(/bench press/i), 70, 8, 'import'],
      ['Sled Shove Wobble', 40, 10, 'import'],
    ]);

    await imported.getByRole('link', { name: 'See your history' }).click();
    const history = page.getByRole('list', { name: 'Sets, latest first' });
    await history.waitFor();
    expect(await history.getByRole('button').count()).toBe(4);
    await history.getByText('Sled Shove Wobble').waitFor();

    // The same file again: every set is known by its source row, so nothing would be added and nothing is.
    const again = await chooseFile(page);
    await page.getByLabel('Units of the loads, when the file does not say').selectOption('kg');
    await again.getByText('Would add 0 sets in 0 workouts; 4 sets already in your log').waitFor();
    expect(await again.getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(true);
    const reply = await api.importLog(user.id, {
      file: { data: new Blob([STRONG_CSV]), name: 'strong_workouts.csv' },
      dry_run: false,
      units: 'kg',
    });
    expect([reply.sets, reply.duplicates]).toEqual([0, 4]);
    expect((await api.listSets(user.id, { limit: 50 })).items).toHaveLength(4);
  });
});
