// Test support for the other packages' tests (the "./testing" entry exists under the "source" condition only: tests
// run the sources, and nothing here ships).
export { aTrainingSet, aUser } from './fixtures.js';
