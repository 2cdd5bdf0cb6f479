import type { FormFault, RepDetail } from '@spotter/core/schemas';
import type { CameraView, Joint } from './body-geometry.js';
import type { BodyFrame } from './body-frame.js';
import type { MeasuredSignal } from './counting-signal.js';
import { judge, type ExerciseDefinition, type RepContext } from './exercise-definition.js';
import type { RepWindow } from './rep-counter.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface RepReport {
  details: RepDetail[];
  faults: FormFault[];
  strengths: string[];
}

/** Everything a fault rule may look at for each counted rep. */
export function repContexts(
  reps: RepWindow[],
  bodies: BodyFrame[],
  measured: MeasuredSignal,
  valid: boolean[],
  view: CameraView,
): RepContext[] {
  const restFrames = bodies.filter((_, i) => valid[i] === true && (measured.progress[i] ?? 1) <= 0.2);
  const travelOf = (rep: RepWindow) => Math.abs((measured.values[rep.peak] ?? Number.NaN) - measured.restLevel);
  const best = Math.max(...reps.map(travelOf).filter((travel) => !Number.isNaN(travel)), 1e-9);
  return reps.map((window, i) => ({
    index: i + 1,
    window,
    frames: bodies.slice(window.start, window.end + 1),
    peak: bodies[window.peak] ?? (bodies[window.start] as BodyFrame),
    restFrames,
    view,
    rangeOfMotion: Math.min(1, travelOf(window) / best),
  }));
}

function repDetail(definition: ExerciseDefinition, context: RepContext, measured: MeasuredSignal): RepDetail {
  const start = context.frames[0]?.timeSec ?? 0;
  const end = context.frames[context.frames.length - 1]?.timeSec ?? start;
  const peak = context.peak.timeSec;
  const keyAngle = definition.keyAngleViews.includes(context.view) ? definition.keyAngle(context.peak) : Number.NaN;
  return {
    index: context.index,
    start_sec: round2(start),
    end_sec: round2(end),
    peak_sec: round2(peak),
    down_sec: round2(definition.workIsUp ? end - peak : peak - start),
    up_sec: round2(definition.workIsUp ? peak - start : end - peak),
    range_of_motion: round2(Number.isNaN(context.rangeOfMotion) ? 0 : context.rangeOfMotion),
    travel: round2(Math.abs((measured.values[context.window.peak] ?? Number.NaN) - measured.restLevel) || 0),
    key_angle_deg: Number.isNaN(keyAngle) ? null : Math.round(keyAngle),
  };
}

/** Range shrinking over the set (fatigue): the last reps reach clearly less than the first ones. */
function rangeFade(contexts: RepContext[]): FormFault | null {
  if (contexts.length < 4) return null;
  const mean = (list: RepContext[]) => list.reduce((sum, c) => sum + c.rangeOfMotion, 0) / list.length;
  const first = mean(contexts.slice(0, 2));
  const last = mean(contexts.slice(-2));
  if (!(last < first * 0.75)) return null;
  const at = contexts[contexts.length - 2] as RepContext;
  return {
    code: 'range_fades',
    message: `Your range of motion shrank over the set: the last reps reached ${Math.round((last / first) * 100)}% of the first ones.`,
    cue: 'Stop the set when you can no longer do full reps, or take a short rest and finish them properly.',
    severity: last < first * 0.6 ? 'major' : 'minor',
    rep: null,
    time_sec: round2(at.peak.timeSec),
  };
}

/** MoveNet score above which a joint is trusted for judging form (counting accepts less). */
export const CONFIDENT_JOINT = 0.5;

const jointsConfident = (context: RepContext, joints: Joint[]) =>
  joints.every((joint) => context.frames.every((frame) => frame.confidence(joint) >= CONFIDENT_JOINT));

/** Rep details, form faults (each tied to a rep and a time) and what was done well. */
export function reportReps(
  definition: ExerciseDefinition,
  contexts: RepContext[],
  measured: MeasuredSignal,
): RepReport {
  const details = contexts.map((context) => repDetail(definition, context, measured));
  const faults: FormFault[] = [];
  const strengths: string[] = [];
  for (const rule of definition.faults) {
    if (contexts.length === 0 || !rule.views.includes(contexts[0]?.view ?? 'unknown')) continue;
    let judged = 0;
    let flagged = 0;
    for (const context of contexts) {
      // Never from a rep the clip cut off, nor from joints MoveNet was unsure of.
      if (context.window.unfinished || !jointsConfident(context, rule.needs ?? [])) continue;
      const value = rule.measure(context);
      if (Number.isNaN(value)) continue;
      judged += 1;
      const severity = judge(rule, value);
      if (!severity) continue;
      flagged += 1;
      const at = rule.at?.(context) ?? context.peak;
      faults.push({
        code: rule.code,
        message: rule.message(value, severity),
        cue: rule.cue,
        severity,
        rep: context.index,
        time_sec: round2(at.timeSec),
      });
    }
    if (flagged === 0 && judged >= Math.max(1, Math.ceil(contexts.length * 0.6))) strengths.push(rule.strength);
  }
  const fade = rangeFade(contexts);
  if (fade) faults.push(fade);
  const durations = details
    .filter((_, i) => !contexts[i]?.window.unfinished)
    .map((detail) => detail.end_sec - detail.start_sec);
  if (durations.length >= 3) {
    const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
    const spread = Math.sqrt(durations.reduce((sum, d) => sum + (d - mean) ** 2, 0) / durations.length);
    if (spread / mean < 0.2) {
      strengths.push(
        `Steady rhythm: your reps took ${Math.min(...durations).toFixed(1)}–${Math.max(...durations).toFixed(1)} s each.`,
      );
    }
  }
  return { details, faults, strengths };
}
