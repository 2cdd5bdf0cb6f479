import type { QuarterTurn, RgbFrame } from '../decode/decode-frames.js';
import type { Pose } from './keypoints.js';
import type { PoseDetector } from './pose-detector.js';
import type { VideoMetadata } from '../decode/probe-video.js';

/** Above this the upright reading is trusted without trying the turns. */
const UPRIGHT_ENOUGH = 0.75;
/** A turn must read the person this much more confidently to be applied. */
const TURN_MARGIN = 0.1;
/** Frames read turned each way, spread over the frames given: a clearly better turn reads better on each of them. */
const TURNED_FRAMES = 4;

/** A frame turned clockwise by a quarter turn (or three). */
export function turnFrame(frame: RgbFrame, turn: QuarterTurn): RgbFrame {
  if (turn === 0) return frame;
  const { width, height, data } = frame;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Clockwise: (x, y) goes to (height - 1 - y, x); anticlockwise: (y, width - 1 - x). The new width is the old height.
      const nx = turn === 90 ? height - 1 - y : y;
      const ny = turn === 90 ? x : width - 1 - x;
      const from = (y * width + x) * 3;
      const to = (ny * height + nx) * 3;
      out[to] = data[from] ?? 0;
      out[to + 1] = data[from + 1] ?? 0;
      out[to + 2] = data[from + 2] ?? 0;
    }
  }
  return { ...frame, width: height, height: width, data: out };
}

/** The metadata of the video once turned. */
export function turnedMetadata(metadata: VideoMetadata, turn: QuarterTurn): VideoMetadata {
  return turn === 0 ? metadata : { ...metadata, width: metadata.height, height: metadata.width };
}

/** How surely a pose shows a person: the mean of its twelve most confident keypoints. */
export function personScore(pose: Pose): number {
  const scores = pose.keypoints
    .map((k) => k.score)
    .sort((a, b) => b - a)
    .slice(0, 12);
  return scores.reduce((sum, score) => sum + score, 0) / Math.max(1, scores.length);
}

/** Rounding slack when deciding that a turn can no longer win (personScore stays within 0..1). */
const BOUND_SLACK = 1e-9;

/**
 * Phone videos filmed sideways often carry no rotation metadata, and MoveNet, trained on upright
 * people, reads a person turned across the frame less surely (a push-up or bench press is upright
 * in this sense: the camera's down is the floor). Given the first frames of a clip and their poses
 * as decoded, when that reading is not already sure, four of the frames are read turned a quarter
 * either way, and the turn that reads the person clearly better is returned. MoveNet's confidence is the
 * only cue: a clip it reads equally well both ways stays as it is.
 *
 * A turn stops being read as soon as it can no longer win, even if its remaining frames read a person
 * perfectly (a person score is at most 1): the answer is the one reading all the frames would give, and
 * an upright clip, where the turned readings fail early, costs MoveNet two to four frames less.
 */
export async function chooseUprightTurn(
  frames: RgbFrame[],
  poses: Pose[],
  metadata: VideoMetadata,
  detector: PoseDetector,
): Promise<QuarterTurn> {
  const mean = (scores: number[]) => scores.reduce((sum, score) => sum + score, 0) / Math.max(1, scores.length);
  const upright = mean(poses.map(personScore));
  if (frames.length === 0 || upright >= UPRIGHT_ENOUGH) return 0;
  const every = Math.ceil(frames.length / TURNED_FRAMES);
  const spread = frames.filter((_, i) => i % every === 0);
  const needed = upright + TURN_MARGIN;
  /** The turn's mean person score, or null once it cannot reach `needed` nor beat `toBeat` (a turn already read). */
  const read = async (turn: QuarterTurn, toBeat: number | null): Promise<number | null> => {
    const turned = turnedMetadata(metadata, turn);
    let sum = 0;
    let score: number | null = null;
    for (const [i, frame] of spread.entries()) {
      detector.reset();
      sum += personScore(await detector.detect(turnFrame(frame, turn), turned.width, turned.height));
      const best = (sum + (spread.length - i - 1)) / spread.length;
      if (best < needed - BOUND_SLACK || (toBeat !== null && best < toBeat - BOUND_SLACK)) break;
      if (i === spread.length - 1) score = sum / spread.length;
    }
    detector.reset();
    return score;
  };
  const clockwise = await read(90, null);
  const passes = clockwise !== null && clockwise >= needed;
  // Anticlockwise wins only by reading strictly better than a clockwise reading that passed.
  const anticlockwise = await read(270, passes ? clockwise : null);
  if (anticlockwise !== null && anticlockwise >= needed && !(passes && clockwise >= anticlockwise)) return 270;
  return passes ? 90 : 0;
}
