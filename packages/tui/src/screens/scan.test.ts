import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { fixture, haveFixtures, startTuiTestServer, type TuiTestServer } from '../testing/tui-server.js';

const photo = fixture('images/bench.jpg');
const havePhoto = haveFixtures;
if (!havePhoto) console.warn(`Skipping the TUI scan test: ${photo} is not here`);

let server: TuiTestServer;
let user: StoredUser;
beforeAll(async () => {
  if (!havePhoto) return;
  server = await startTuiTestServer();
  user = await server.signUp({ first_name: 'Ada', equipment_list: ['dumbbells'] });
});
afterAll(() => server?.stop());
afterEach(() => cleanup());

describe.skipIf(!havePhoto)('the scan screen', () => {
  it('Given a photo, When scanned, Then the profile gear is ticked apart from what was seen (no made-up confidence); Space unticks, Enter builds the plan from the ticks', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('s');
    await tui.waitFor('Image file:');
    await tui.type(photo);
    await tui.press(KEYS.enter);
    let frame = await tui.waitFor('From your profile', 60_000);
    expect(frame).toMatch(/Recognised in your photo/);
    expect(frame).toMatch(/\[x\] Dumbbells\s*$/m);
    expect(frame).toMatch(/\[ \] Barbell/);
    expect(frame).not.toMatch(/SPOTTER_/);
    // Walk down to the dumbbells (after whatever the photo showed), untick them, then tick the barbell below.
    for (let step = 0; step < 10 && !/› \[x\] Dumbbells/.test(tui.frame()); step++) await tui.press(KEYS.down);
    await tui.press(' ');
    await tui.waitFor('› [ ] Dumbbells');
    await tui.press(KEYS.down, ' ');
    await tui.waitFor('› [x] Barbell');
    await tui.press(KEYS.enter);
    frame = await tui.waitFor('New Workout Plan', 30_000);
    expect(frame).toMatch(/Your equipment: (bench, )?barbell\n/);
    const [latest] = await server.clientFor(user.token).listPlans(user.id);
    expect((latest!.details as { source: { equipment: string[] } }).source.equipment).not.toContain('dumbbells');
  });
});
