import { plural, spaced } from '@spotter/core/view-models';
import { PRESCRIPTIONS, restSpan } from '../plan/prescription.js';
import { cuesOf } from './answer-exercise.js';
import { readAnalysis } from './answer-records.js';
import { formatNumber, shortDate } from './draft.js';
import { rankExercises } from './exercise-lookup.js';
import { WEEKDAYS } from './plan-sessions.js';
import { coachDraft } from './coach-reply.js';
import { normaliseTone, renderDraft, TONE_STYLE } from '../prose/tone.js';
import type { CoachContext, CoachReplyInput } from './types.js';

export interface ChatMessageForModel {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const SAFETY_RULES = [
  'Never diagnose injuries or medical conditions. For pain: tell them to stop the movement that hurts, train only pain-free, and see a physiotherapist or doctor if it persists.',
  'Red flags (chest pain, numbness or tingling, trouble breathing, fainting, a pop with swelling, cannot bear weight): tell them to stop and get urgent medical care now.',
  'Nutrition: general guidance only (protein about 1.6-2.2 g per kg per day, hydration, modest deficits for weight loss); no medical claims.',
  'Use only the user data below. If something is not there, say so; never invent sets, numbers, sessions, personal bests or video feedback.',
  'Answer the question that was asked, using the facts for this question below; rephrase them in your own words and leave out what does not help.',
  'Answer in plain text, 2-6 short sentences or a short "- " list, no markdown headings or bold: replies may be read aloud.',
  "Vary how you open and close; do not start every reply with the user's name or a slogan.",
];

const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function userDataLines(context: CoachContext): string[] {
  const { profile, latestPlan, personalBests, latestFeedback } = context;
  const lines = [
    `Name: ${profile.first_name}. Age: ${profile.age}.${profile.weight_kg ? ` Weight: ${profile.weight_kg} kg.` : ''}`,
    `Goal: ${spaced(profile.primary_goal)}; ${profile.days_per_week} training days a week; timeline ${profile.timeline_weeks} weeks.`,
    `Equipment: ${profile.equipment_list.length > 0 ? profile.equipment_list.join(', ') : 'none listed'}.`,
    `Injuries noted: ${profile.injuries ?? 'none'}.`,
  ];
  lines.push(
    latestPlan
      ? `Latest plan (excerpt):\n${clip(latestPlan.plan_text.trim(), 1500)}`
      : 'Latest plan: none yet (they can get one with "Scan Equipment" on the dashboard).',
  );
  lines.push(
    personalBests.length > 0
      ? `Personal bests: ${personalBests
          .slice(0, 10)
          .map(
            (pb) => `${spaced(pb.exercise_name)} ${formatNumber(pb.value)} ${pb.unit} (${shortDate(pb.achieved_at)})`,
          )
          .join('; ')}.`
      : 'Personal bests: none yet.',
  );
  const row = PRESCRIPTIONS[profile.primary_goal] ?? PRESCRIPTIONS.general;
  lines.push(
    `The plan's table for this goal (say these numbers, never others): main lifts ${row.main.sets} sets of ${row.main.reps}, rest ${restSpan(row.main.rest_sec)}; ` +
      `accessories ${row.accessory.sets} sets of ${row.accessory.reps}, rest ${restSpan(row.accessory.rest_sec)}; tempo ${row.tempo.code} (${row.tempo.words}); ${row.intensity}`,
  );
  const sets = context.recentSets ?? [];
  lines.push(
    sets.length > 0
      ? `Training log (latest first): ${sets
          .slice(0, 20)
          .map(
            (set) =>
              `${shortDate(set.performed_at)} ${spaced(set.exercise_name)} ${plural(set.reps, 'rep')}${set.load_kg ? ` @ ${formatNumber(set.load_kg)} kg` : ''}`,
          )
          .join('; ')}.`
      : 'Training log: no sets recorded yet.',
  );
  if (latestFeedback) {
    const faults = readAnalysis(latestFeedback.analysis)?.faults.map((f) => `${f.message} (cue: ${f.cue})`) ?? [];
    lines.push(
      `Latest video feedback (${latestFeedback.exercise_name ?? 'exercise'}, ${shortDate(latestFeedback.created_at)}): ${clip(latestFeedback.notes, 700)}` +
        (faults.length > 0 ? `\nFaults: ${faults.slice(0, 4).join('; ')}` : ''),
    );
  } else {
    lines.push('Latest video feedback: none yet (no video uploaded).');
  }
  return lines;
}

/** The system prompt: who the coach is, the safety rules, and the same grounding the built-in coach uses. */
export function buildSystemPrompt(
  context: CoachContext,
  message: string,
  now: Date,
  history: CoachReplyInput['history'] = [],
): string {
  const tone = normaliseTone(context.profile.coach_tone);
  // The built-in coach's answer, in its plainest full form: the facts (intent, lift, the user's records) it chose.
  const facts = renderDraft(coachDraft({ message, context, history, now }), 'technical', context.profile.first_name);
  const relevant = rankExercises(message, context.exercises)
    .slice(0, 4)
    .map(
      ({ exercise: e }) =>
        `- ${e.name} (${e.difficulty_level}; equipment: ${e.equipment_tags.join(', ') || 'none'}; muscles: ${e.muscle_groups.join(', ')}): ${cuesOf(e).join(' ')}`,
    );
  return [
    `You are Spotter, the user's AI fitness coach. Tone: ${tone}, ${TONE_STYLE[tone]}.`,
    `Today is ${WEEKDAYS[now.getDay()]}, ${localDate(now)}.`,
    `Rules:\n${SAFETY_RULES.map((rule) => `- ${rule}`).join('\n')}`,
    `User data:\n${userDataLines(context).join('\n')}`,
    relevant.length > 0 ? `Exercises from the library that match the question:\n${relevant.join('\n')}` : '',
    `Facts for this question (from Spotter's built-in coach, grounded in the data above):\n${facts}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** System prompt, the last turns of the conversation, then the new message. */
export function buildModelMessages(input: CoachReplyInput): ChatMessageForModel[] {
  const now = input.now ?? new Date();
  const history = (input.history ?? []).slice(-8).map((turn): ChatMessageForModel => ({
    role: turn.type === 'user' ? 'user' : 'assistant',
    content: clip(turn.content, 1000),
  }));
  return [
    { role: 'system', content: buildSystemPrompt(input.context, input.message, now, input.history) },
    ...history,
    { role: 'user', content: clip(input.message, 2000) },
  ];
}
