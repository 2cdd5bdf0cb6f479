import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiClient } from '@spotter/core/api';
import { currentPlan, NO_PLAN } from './tools/plans.js';
import { setsWithin } from './tools/records.js';
import type { ToolContext } from './tool-kit.js';

export const PLAN_URI = 'spotter://plan/current';
export const HISTORY_URI = 'spotter://history/recent';
/** The recent history resource covers this many weeks. */
export const HISTORY_WEEKS = 12;

async function planMarkdown(client: ApiClient, userId: string): Promise<string> {
  const plan = await currentPlan(client, userId);
  return plan ? client.exportPlanMarkdown(userId, plan.id) : `# No plan yet\n\n${NO_PLAN}\n`;
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The sets of the last HISTORY_WEEKS weeks as CSV, latest first, loads in kg. */
async function recentHistoryCsv(client: ApiClient, userId: string, now = new Date()): Promise<string> {
  const from = new Date(now.getTime() - HISTORY_WEEKS * 7 * 86_400_000).toISOString().slice(0, 10);
  const sets = await setsWithin(client, userId, undefined, { from });
  const rows = sets.map((set) => [set.performed_at, set.exercise_name, set.reps, set.load_kg].map(csvCell).join(','));
  return `${['performed_at', 'exercise', 'reps', 'load_kg'].join(',')}\n${rows.map((row) => `${row}\n`).join('')}`;
}

export function registerResources(server: McpServer, { client, userId }: ToolContext): void {
  server.registerResource(
    'current_plan',
    PLAN_URI,
    {
      title: 'Current workout plan',
      description: "The user's current workout plan as Markdown (days, exercises, sets, reps, rest, blocks).",
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await planMarkdown(client, userId) }],
    }),
  );
  server.registerResource(
    'recent_history',
    HISTORY_URI,
    {
      title: `Training history, last ${HISTORY_WEEKS} weeks`,
      description: `Every set of the last ${HISTORY_WEEKS} weeks as CSV, latest first (loads in kg).`,
      mimeType: 'text/csv',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/csv', text: await recentHistoryCsv(client, userId) }],
    }),
  );
}
