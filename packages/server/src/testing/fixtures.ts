import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './spotter-binary.js';

/** The shared real clips and photos (test data only, never shipped). Absent on a user's fresh clone. */
export const fixturesDir = join(repoRoot, '..', 'shared', 'fixtures');
export const haveFixtures = existsSync(fixturesDir);
export const fixture = (path: string) => join(fixturesDir, path);

if (!haveFixtures) console.warn(`Skipping tests on real clips and photos: ${fixturesDir} is not here`);
