// The public face of @spotter/tui. Ink and React load only when runTui is called, so importing this
// module (for its types, say) costs nothing.
export { runTui } from './run-tui.js';
export { memorySession } from './session.js';
export type { StoredUser, TuiOptions, TuiScreen, TuiSession } from './session.js';
