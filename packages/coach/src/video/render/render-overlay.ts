import type { FormFault, VideoAnalysis } from '@spotter/core/schemas';
import { textWidth } from './bitmap-font.js';
import { drawLine, drawText, fillCircle, fillRect, type FrameCanvas, type Rgb } from './frame-canvas.js';
import { sideJoint } from '../analysis/body-geometry.js';
import { EXERCISE_DEFINITIONS } from '../analysis/exercises/index.js';
import { KP, SEEN_SCORE, SKELETON_EDGES, type Pose } from '../pose/keypoints.js';

const BONE: Rgb = [64, 220, 120];
const JOINT: Rgb = [255, 255, 255];
const FAULT: Rgb = [235, 64, 52];
const PANEL: Rgb = [20, 20, 24];
const WHITE: Rgb = [255, 255, 255];
/** A fault is shown this long either side of its time. */
const FAULT_WINDOW_SEC = 0.7;

/** Short label for a fault code: 'push_up_hip_sag' -> 'HIP SAG'. */
export function faultLabel(fault: FormFault): string {
  return fault.code
    .replace(/^(squat|lunge|deadlift|bench|press|row|pull_up|push_up)_/, '')
    .replace(/_/g, ' ')
    .toUpperCase();
}

/** Reps completed by a moment of the video (a rep counts when its working end is reached). */
export function repsDoneAt(analysis: VideoAnalysis, timeSec: number): number {
  return analysis.rep_details.filter((rep) => rep.peak_sec <= timeSec + 1e-6).length;
}

/** The joints each fault of the analysed lift is about (both sides), from its rule. */
function markedJoints(analysis: VideoAnalysis, faults: FormFault[]): Set<number> {
  const rules = EXERCISE_DEFINITIONS[analysis.exercise]?.faults ?? [];
  const joints = faults.flatMap((fault) => rules.find((rule) => rule.code === fault.code)?.marks ?? []);
  return new Set(joints.flatMap((joint) => [KP[sideJoint('left', joint)], KP[sideJoint('right', joint)]]));
}

export interface OverlayContext {
  analysis: VideoAnalysis;
  /** Output pixels per original-frame pixel. */
  scale: number;
}

/** Draw the skeleton, the live rep counter, active fault markers and a fault timeline onto one frame. */
export function drawOverlay(canvas: FrameCanvas, pose: Pose | null, timeSec: number, context: OverlayContext): void {
  const { analysis, scale } = context;
  const unit = Math.max(2, Math.round(Math.min(canvas.width, canvas.height) / 120));
  const active = analysis.faults.filter((fault) => Math.abs(fault.time_sec - timeSec) <= FAULT_WINDOW_SEC);
  // Only the joints a fault is about turn red, and only around its moment; the rest of the skeleton stays as it is.
  const marked = markedJoints(analysis, active);
  if (pose) {
    for (const [a, b] of SKELETON_EDGES) {
      const ka = pose.keypoints[KP[a]];
      const kb = pose.keypoints[KP[b]];
      if (!ka || !kb || ka.score < SEEN_SCORE || kb.score < SEEN_SCORE) continue;
      const atFault = marked.has(KP[a]) || marked.has(KP[b]);
      drawLine(canvas, ka.x * scale, ka.y * scale, kb.x * scale, kb.y * scale, unit, atFault ? FAULT : BONE);
    }
    pose.keypoints.forEach((k, index) => {
      if (k.score < SEEN_SCORE) return;
      if (marked.has(index)) fillCircle(canvas, k.x * scale, k.y * scale, unit * 2.2, FAULT);
      fillCircle(canvas, k.x * scale, k.y * scale, unit * 0.9, JOINT);
    });
  }
  const textScale = Math.max(2, Math.round(unit * 1.2));
  const label = `REPS ${repsDoneAt(analysis, timeSec)}`;
  fillRect(canvas, unit * 2, unit * 2, textWidth(label, textScale) + unit * 4, 7 * textScale + unit * 4, PANEL, 0.7);
  drawText(canvas, label, unit * 4, unit * 4, textScale, WHITE);
  active.slice(0, 2).forEach((fault, i) => {
    const text = `${faultLabel(fault)}${fault.rep === null ? '' : ` - REP ${fault.rep}`}`;
    const small = Math.max(1, Math.round(textScale * 0.75));
    const y = canvas.height - unit * 6 - (i + 1) * (7 * small + unit * 3);
    fillRect(canvas, unit * 2, y, textWidth(text, small) + unit * 4, 7 * small + unit * 2, FAULT, 0.85);
    drawText(canvas, text, unit * 4, y + unit, small, WHITE);
  });
  drawTimeline(canvas, timeSec, analysis, unit);
}

/** A thin progress bar along the bottom with a red tick at every fault. */
function drawTimeline(canvas: FrameCanvas, timeSec: number, analysis: VideoAnalysis, unit: number): void {
  const duration = Math.max(analysis.duration_sec, 1e-3);
  const y = canvas.height - unit * 2;
  fillRect(canvas, 0, y, canvas.width, unit, PANEL, 0.6);
  fillRect(canvas, 0, y, (canvas.width * Math.min(timeSec, duration)) / duration, unit, WHITE, 0.8);
  for (const fault of analysis.faults)
    fillRect(canvas, (canvas.width * fault.time_sec) / duration - unit / 2, y - unit, unit, unit * 2, FAULT);
}
