import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { HISTORY_URI, PLAN_URI } from './resources.js';

const ask = (description: string, text: string): GetPromptResult => ({
  description,
  messages: [{ role: 'user', content: { type: 'text', text } }],
});

/** Prompts only say which tools and resources to read; the data comes from them, so it is always current. */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'weekly_review',
    { title: 'Weekly review', description: 'What happened this training week, and what to change next week.' },
    () =>
      ask(
        'Weekly review of my training',
        [
          'Review my training week with Spotter.',
          `1. Read ${HISTORY_URI} (or call get_sets) for what I did in the last 7 days, and get_progress for the trend of each lift.`,
          `2. Read ${PLAN_URI} (or call get_plan) and compare: which planned sessions and lifts I did, skipped or changed.`,
          '3. Call get_personal_bests and name any new best from this week.',
          '4. Tell me in a few lines: what went well, what fell short, and one or two concrete changes for next week',
          '(loads in kg, sets, reps, or a session to move). Ask ask_coach if my form feedback or an injury matters.',
        ].join('\n'),
      ),
  );
  server.registerPrompt(
    'prepare_session',
    {
      title: 'Prepare my next session',
      description: "Today's session from the plan, with weights to use from recent sets.",
    },
    () =>
      ask(
        'Prepare my next training session',
        [
          'Get me ready for my next session with Spotter.',
          `1. Call get_plan (or read ${PLAN_URI}) and pick the next training day.`,
          '2. Call get_sets and get_personal_bests for the last loads I used on those lifts.',
          '3. Give me the session as a short list: each exercise with sets × reps and a working weight in kg,',
          'a warm-up for the first lift, and one form cue per lift (get_exercise has the cues).',
        ].join('\n'),
      ),
  );
}
