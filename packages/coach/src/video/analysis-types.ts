import type { UploadExercise } from '@spotter/core/constants';
import type { CameraView } from './body-geometry.js';

export type FaultSeverity = 'minor' | 'major';

/** One form fault, tied to a rep (or to the whole set when rep is null). */
export interface FormFault {
  code: string;
  message: string;
  cue: string;
  severity: FaultSeverity;
  /** 1-based rep number, or null for the whole set. */
  rep: number | null;
  time_sec: number;
}

export interface RepDetail {
  /** 1-based. */
  index: number;
  start_sec: number;
  end_sec: number;
  /** When the working end of the rep was reached (bottom of a squat, top of a pull-up). */
  peak_sec: number;
  /** Seconds spent lowering and rising (eccentric/concentric by direction of travel). */
  down_sec: number;
  up_sec: number;
  /** Share of the set's largest excursion this rep reached (0-1, fraction of the best rep). */
  range_of_motion: number;
  /** Travel of the counting signal in torso lengths (or degrees for angle signals): see signal_unit. */
  travel: number;
  /** The key joint angle at the working end of the rep in degrees (knee for squats, elbow for presses), null if unseen. */
  key_angle_deg: number | null;
}

export interface VideoAnalysis {
  exercise: UploadExercise;
  reps: number;
  /** How much to trust the count, 0-1. */
  confidence: number;
  person_detected: boolean;
  /** Share of analysed frames in which the joints this exercise needs were seen (0-1). */
  visibility: number;
  view: CameraView;
  duration_sec: number;
  frames_analyzed: number;
  /** Frames per second that were analysed. */
  sample_fps: number;
  /** What was counted: e.g. 'hip height (torso lengths)' or 'elbow angle (degrees)'. */
  signal: string | null;
  signal_unit: 'torso_lengths' | 'degrees' | null;
  rep_details: RepDetail[];
  faults: FormFault[];
  strengths: string[];
  limitation: string | null;
}
