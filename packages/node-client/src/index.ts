// @spotter/node-client: what the terminal clients (the CLI and the TUI) share on Node, and the web never loads:
// files on disk as upload parts with byte progress, this machine's device label, and the session the TUI keeps its
// sign-in in. The config store is @spotter/node-client/config (conf and zod), its lean reads
// @spotter/node-client/settings, so a command that needs neither loads neither. Nothing here imports React, Ink or the
// CLI's commands; core stays free of Node.
export { openFileUpload } from './upload/file-upload.js';
export type { FileUpload, OnBytesSent } from './upload/file-upload.js';
export { deviceLabel } from './device-label.js';
export type { DeviceLabelOptions, TerminalFace } from './device-label.js';
export type { OpenTui, TuiOptions, TuiScreen, TuiSession } from './tui-session.js';
