/** The 17 COCO keypoints MoveNet returns, in its output order. */
export const KEYPOINT_NAMES = [
  'nose',
  'left_eye',
  'right_eye',
  'left_ear',
  'right_ear',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const;
export type KeypointName = (typeof KEYPOINT_NAMES)[number];

export const KP = Object.fromEntries(KEYPOINT_NAMES.map((name, index) => [name, index])) as Record<
  KeypointName,
  number
>;

/** The four keypoints of the torso: enough of them seen means a person is in the frame. */
export const TORSO_KEYPOINTS: readonly number[] = [KP.left_shoulder, KP.right_shoulder, KP.left_hip, KP.right_hip];

/** MoveNet score from which a keypoint counts as seen. */
export const SEEN_SCORE = 0.3;

/** A keypoint in original-frame pixels (x right, y down) with MoveNet's confidence 0-1. */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

/** One frame's pose: 17 keypoints in KEYPOINT_NAMES order. */
export interface Pose {
  timeSec: number;
  keypoints: Keypoint[];
}

/** Bones drawn on the processed video and used for the person's extent. */
export const SKELETON_EDGES: ReadonlyArray<readonly [KeypointName, KeypointName]> = [
  ['left_shoulder', 'right_shoulder'],
  ['left_shoulder', 'left_elbow'],
  ['left_elbow', 'left_wrist'],
  ['right_shoulder', 'right_elbow'],
  ['right_elbow', 'right_wrist'],
  ['left_shoulder', 'left_hip'],
  ['right_shoulder', 'right_hip'],
  ['left_hip', 'right_hip'],
  ['left_hip', 'left_knee'],
  ['left_knee', 'left_ankle'],
  ['right_hip', 'right_knee'],
  ['right_knee', 'right_ankle'],
  ['nose', 'left_shoulder'],
  ['nose', 'right_shoulder'],
];

/** The keypoint of a pose by name (always present: poses carry all 17). */
export function keypoint(pose: Pose, name: KeypointName): Keypoint {
  return pose.keypoints[KP[name]] ?? { x: 0, y: 0, score: 0 };
}
