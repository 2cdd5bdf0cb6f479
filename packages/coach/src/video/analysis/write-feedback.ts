import type { CoachTone } from '@spotter/core/constants';
import type { FormFault, VideoAnalysis } from '@spotter/core/schemas';
import { FEEDBACK_VOICES } from '../../prose/tone.js';
import { lowerFirst } from '../../prose/text.js';
import { EXERCISE_DEFINITIONS } from './exercises/index.js';

/** The fault to talk about: majors first, then the one on most reps, then the earliest. */
export function worstFault(faults: FormFault[]): { fault: FormFault; count: number } | null {
  const byCode = new Map<string, FormFault[]>();
  for (const fault of faults) byCode.set(fault.code, [...(byCode.get(fault.code) ?? []), fault]);
  const ranked = [...byCode.values()]
    .map((list) => ({ fault: list.find((f) => f.severity === 'major') ?? (list[0] as FormFault), count: list.length }))
    .sort(
      (a, b) =>
        Number(b.fault.severity === 'major') - Number(a.fault.severity === 'major') ||
        b.count - a.count ||
        a.fault.time_sec - b.fault.time_sec,
    );
  return ranked[0] ?? null;
}

function where(fault: FormFault, count: number, reps: number): string {
  if (fault.rep === null) return 'Across the set';
  if (count >= reps && reps > 1) return 'On every rep';
  if (count > 1) return `On ${count} of ${reps} reps (first on rep ${fault.rep})`;
  return `On rep ${fault.rep}`;
}

/**
 * Coach feedback on one analysed set, in the user's tone: the count, the worst fault with
 * its cue, one thing done well, and the limitation plainly when there is one. Every
 * sentence comes from what the analysis measured; nothing is said that was not seen.
 */
export function writeFeedback(analysis: VideoAnalysis, tone: CoachTone): string {
  const definition = EXERCISE_DEFINITIONS[analysis.exercise];
  const noun = analysis.reps === 1 ? definition.name : definition.plural;
  // Anything but a counted set is said as the coach saw it: no count, no praise.
  if (analysis.status !== 'ok' || analysis.reps === 0) {
    // The coach's own reason already says what to do next (film it so, choose that lift, which lift was it?); the
    // tone's invitation to send another clip is added only to the bare "could not count".
    if (analysis.limitation) return analysis.limitation;
    const reason = `I could not count any ${definition.plural} in this video.`;
    const retry = tone === 'technical' ? undefined : FEEDBACK_VOICES[tone].retry;
    return retry ? `${reason} ${retry}` : reason;
  }
  const worst = worstFault(analysis.faults);
  const strength = analysis.strengths[0] ?? null;
  const parts: string[] = [];
  const certainty = analysis.confidence < 0.5 ? ' (I was not fully sure of every rep)' : '';
  const voice = tone === 'technical' ? null : FEEDBACK_VOICES[tone];
  parts.push(voice ? voice.count(`${analysis.reps} ${noun}`, certainty) : technicalOpener(analysis, noun));
  if (worst) {
    const { fault, count } = worst;
    const at = where(fault, count, analysis.reps);
    parts.push(
      voice
        ? `${voice.fault} ${lowerFirst(at)}, ${lowerFirst(fault.message)} ${fault.cue}`
        : `Main fault: ${fault.code} (${fault.severity}, ${count}/${analysis.reps} reps, first at ${fault.time_sec.toFixed(1)} s). ${fault.message} Cue: ${fault.cue}`,
    );
  } else {
    const angle = analysis.view === 'unknown' ? 'this camera angle' : `a ${analysis.view} view`;
    parts.push(`I did not spot a form fault in the checks I can make from ${angle}.`);
  }
  if (strength) {
    parts.push(voice ? `${voice.strength} ${lowerFirst(strength)}` : `Done well: ${strength}`);
  }
  if (analysis.limitation) parts.push(analysis.limitation);
  return parts.join(' ');
}

function technicalOpener(analysis: VideoAnalysis, noun: string): string {
  const finished = analysis.rep_details.filter((rep) => rep.end_sec > rep.peak_sec);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const tempo = finished.length
    ? `, mean tempo ${mean(finished.map((rep) => rep.down_sec)).toFixed(1)} s down / ${mean(finished.map((rep) => rep.up_sec)).toFixed(1)} s up`
    : '';
  return `${analysis.reps} ${noun} counted from ${analysis.signal ?? 'pose'} (${analysis.view} view, confidence ${Math.round(analysis.confidence * 100)}%${tempo}).`;
}
