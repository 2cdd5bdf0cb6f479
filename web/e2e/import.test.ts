import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** A small export in Strong's current layout (comma, no unit column: its loads are plate-like kilograms). */
const STRONG_CSV = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  '2026-10-05 18:01:11,"Legs",1h 2min,"Squat (Barbell)",W,60.0,5,0,0,"","",',
  '2026-10-05 18:01:11,"Legs",1h 2min,"Squat (Barbell)",1,100.0,5,0,0,"","",8',
  '2026-10-05 18:01:11,"Legs",1h 2min,"Squat (Barbell)",2,100.0,5,0,0,"","",8.5',
  '2026-10-05 18:01:11,"Legs",1h 2min,"Zercher Wobble Hold",1,20.0,8,0,0,"felt odd","",',
  '2026-10-08 18:30:00,"Push",55min,"Bench Press (Barbell)",1,80.0,5,0,0,"","",',
  '2026-10-08 18:30:00,"Push",55min,"Bench Press (Barbell)",2,80.0,5,0,0,"","",',
  '2026-10-08 18:30:00,"Push",55min,"Rest Timer",,0,0,0,90,"","",',
].join('\n');

describe.skipIf(!hasChromium())('e2e: the import screen (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a Strong export, When it is previewed, imported, then previewed again, Then the preview stores nothing, the import adds its sets and the second import would add nothing', async () => {
    const page = await e2e.newPage({ width: 375, height: 800 });
    const user = await e2e.signUp(page);
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });
    await page.goto('/import');
    const file = { name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(STRONG_CSV) };
    await page.getByLabel('Export file (.csv)').setInputFiles(file);
    await page.getByLabel('Units of the loads, when the file does not say').selectOption('kg');
    await page.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('region', { name: 'Preview: nothing is stored yet' });
    await preview.getByText(/^Would add \d+ sets? in 2 workouts/).waitFor();
    await preview.getByText(/Strong export, 2026-10-05 to 2026-10-08/).waitFor();
    await preview.getByText(/Zercher Wobble Hold/).waitFor();
    expect((await api.listSets(user.id, { limit: 100 })).items).toHaveLength(0);
    await e2e.screenshot(page, 'import-preview-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: /^Import \d+ sets/ }).click();
    const imported = page.getByRole('region', { name: 'Imported' });
    await imported.getByText(/^Added \d+ sets? in 2 workouts/).waitFor();
    const sets = (await api.listSets(user.id, { limit: 100 })).items;
    expect(sets.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sets.map((set) => set.source))).toEqual(new Set(['import']));

    // The same file again: nothing new.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Preview: nothing is stored yet' }).getByText(/^Would add 0 sets in \d+ workouts?; \d+ sets already in your log/).waitFor();
    expect(await page.getByRole('button', { name: 'Nothing new to import' }).isDisabled()).toBe(true);
  });
});
