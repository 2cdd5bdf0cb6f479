import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerPrompts } from './prompts.js';
import { registerResources } from './resources.js';
import { registerTool, type SpotterTool, type ToolContext } from './tool-kit.js';
import { askCoach } from './tools/coach.js';
import { getExercise, searchExercises } from './tools/library.js';
import { analyzeVideo, importHistory, scanEquipment } from './tools/local-files.js';
import { buildPlan, getPlan } from './tools/plans.js';
import { getProfile, updateProfile } from './tools/profile.js';
import { getPersonalBests, getProgress, getSets } from './tools/records.js';
import { finishWorkout, getNextWorkout, getWorkouts, logSet, startWorkout } from './tools/workouts.js';

/**
 * Every tool, in the order clients list them. Destructive account actions (delete, revoke, export) are not tools:
 * they stay with the person, behind re-authentication.
 */
export const TOOLS = [
  getProfile,
  updateProfile,
  getNextWorkout,
  startWorkout,
  logSet,
  finishWorkout,
  getWorkouts,
  getSets,
  getPersonalBests,
  getProgress,
  getPlan,
  buildPlan,
  searchExercises,
  getExercise,
  askCoach,
  analyzeVideo,
  scanEquipment,
  importHistory,
] as unknown as readonly SpotterTool[];

export interface SpotterMcpOptions extends ToolContext {
  /** Spotter's version, told to the client at initialisation. */
  version: string;
}

export const INSTRUCTIONS = [
  "Spotter is the user's AI fitness coach. These tools read and write the signed-in user's own training data:",
  'profile, training log and history, personal bests, workout plan, the exercise library and the coach chat.',
  'Loads are in kilograms. Read get_profile first when advice depends on goal, equipment or injuries.',
].join(' ');

/**
 * Spotter as an MCP server for one signed-in user: the tools, resources and prompts over core's API client. The
 * transport is the caller's (stdio in the CLI, Streamable HTTP in the server); so is the client, which carries the
 * user's token, so every tool is exactly one or a few API calls with the API's own auth, checks and budgets.
 */
export function createSpotterMcpServer(options: SpotterMcpOptions): McpServer {
  const server = new McpServer(
    { name: 'spotter', title: 'Spotter', version: options.version },
    { instructions: INSTRUCTIONS },
  );
  for (const tool of TOOLS) registerTool(server, tool, options);
  registerResources(server, options);
  registerPrompts(server);
  return server;
}
