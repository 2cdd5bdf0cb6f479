// Test support for the other packages' tests (the "./testing" entry exists under the "source" condition only:
// tests run the sources, and nothing here ships).
export { fixture, fixturesDir, haveFixtures } from './fixtures.js';
export { copyPgliteTemplate } from './pglite-template.js';
export { startLocalS3, type LocalS3 } from './s3-server.js';
export {
  backends,
  json,
  onboarding,
  scratchPostgres,
  startTestServer,
  type Backend,
  type TestServer,
} from './test-server.js';
export { mediaDirOf } from '../config.js';
export { TEST_SETTINGS } from './test-settings.js';
