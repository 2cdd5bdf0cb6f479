import type { ReviewStatus, SetSource, SetType, Units, UploadExerciseChoice } from '@spotter/core/constants';
import type {
  AnalysisStageName,
  ChatMessage,
  Exercise,
  JobStatus,
  PlanDetails,
  StoredVideoAnalysis,
  UploadExerciseResult,
  User,
} from '@spotter/core/schemas';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  first_name: string;
  email: string;
  age: number;
  sex: User['sex'];
  height_cm: number;
  weight_kg: number;
  primary_goal: User['primary_goal'];
  timeline_weeks: number;
  days_per_week: number;
  equipment_list: Json<string[]>;
  injuries: string | null;
  coach_tone: User['coach_tone'];
  plan_style: User['plan_style'];
  units: ColumnType<Units, Units | undefined, Units>;
  experience: User['experience'];
  avatar_greeting_url: string | null;
  /** scrypt, with its parameters and salt (see store/passwords.ts); null until the user sets one. */
  password_hash: string | null;
  /** SHA-256 of the current sign-in key; the key itself is shown once and never stored. */
  sign_in_key_hash: string | null;
  created_at: CreatedAt;
}

/** One signed-in device: a bearer token (stored as its SHA-256 only) and when it was made and last used. */
export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  device: string;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ExercisesTable {
  id: string;
  name: string;
  category: string;
  equipment_tags: Json<string[]>;
  primary_cues: string;
  difficulty_level: Exercise['difficulty_level'];
  muscle_groups: Json<string[]>;
  movement_pattern: string | null;
  stresses: Json<string[]>;
  created_by: string;
  contributor_id: string | null;
  review_status: ReviewStatus;
  review_reason: string | null;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface PlansTable {
  id: string;
  user_id: string;
  plan_text: string;
  /** Plan.details, plus what the server keeps beside it (a scan's findings under `scan`). */
  details: Json<PlanDetails & { scan?: unknown }> | null;
  created_at: CreatedAt;
  seq: Generated<number>;
}

export interface PersonalBestsTable {
  id: string;
  user_id: string;
  exercise_name: string;
  value: number;
  unit: string;
  /** The load of a best counted in reps at a load; null for one without. */
  load_kg: number | null;
  source: 'video' | 'manual';
  /** When the best was set: a better result moves it. */
  achieved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MediaTable {
  id: string;
  user_id: string;
  exercise_name: string | null;
  notes: string;
  original_file: string | null;
  processed_file: string | null;
  /** A JPEG still of the processed video (migration 0009), null for sets before it or without one. */
  poster_file: string | null;
  analysis: Json<StoredVideoAnalysis> | null;
  /** The count of a counted set (status ok); null when the coach did not count the clip. Sets are rows with reps. */
  reps: number | null;
  /** The load the user said the set was done at. */
  load_kg: number | null;
  created_at: CreatedAt;
  seq: Generated<number>;
}

/** Every file in the media store belongs to one user; names are ours, never the uploader's. */
export interface MediaFilesTable {
  name: string;
  user_id: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: string;
  user_id: string;
  type: ChatMessage['type'];
  content: string;
  avatar_video_file: string | null;
  voice_file: string | null;
  voice_generated: boolean;
  enhanced: boolean;
  created_at: CreatedAt;
  seq: Generated<number>;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** What a done job keeps of the upload's answer; the media item is read fresh (its signed URL too). */
export type AnalysisJobResult = Pick<UploadExerciseResult, 'feedback' | 'is_new_pr' | 'analysis' | 'personal_best'>;

/** An upload analysed on the job queue (see migration 0005). */
export interface AnalysisJobsTable {
  id: string;
  user_id: string;
  status: JobStatus['status'];
  /** The uploaded video, already in the media store (with its media_files row) while the job waits. */
  upload_file: string;
  upload_type: string;
  exercise_choice: UploadExerciseChoice;
  load_kg: number | null;
  attempts: Generated<number>;
  /** Done: the media row it wrote. */
  media_id: string | null;
  /** Done: the upload's answer without its media item (read fresh, with fresh signed URLs). */
  result: Json<AnalysisJobResult> | null;
  /** Failed: why, for the user, and the status a waiting upload answers with. */
  reason: string | null;
  error_status: number | null;
  /** Running: the analysis's stage and share done (migration 0008), as its worker last wrote them. */
  stage: AnalysisStageName | null;
  share_done: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A training session (migration 0006): started and finished by the lifter, or read whole from an import. */
export interface WorkoutsTable {
  id: string;
  seq: Generated<number>;
  user_id: string;
  name: string;
  plan_id: string | null;
  plan_day: number | null;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  notes: string | null;
  source: 'manual' | 'import';
  /** A start's client id, or an import's key of the session (unique per user). */
  source_key: string | null;
  created_at: CreatedAt;
}

/** One set of the log: typed in, filmed (a counted upload) or imported. */
export interface WorkoutSetsTable {
  id: string;
  seq: Generated<number>;
  user_id: string;
  workout_id: string | null;
  exercise_name: string;
  reps: number | null;
  duration_sec: number | null;
  distance_m: number | null;
  /** Always kilograms. */
  load_kg: number | null;
  rpe: number | null;
  rir: number | null;
  set_type: SetType;
  note: string | null;
  performed_at: ColumnType<Date, Date | string, Date | string>;
  source: SetSource;
  /** manual: the client id; video: the media id; import: a key of the file's row. Unique per user. */
  source_key: string | null;
  /** A filmed set's count by the coach, kept when the lifter corrects `reps`. */
  coach_reps: number | null;
  media_id: string | null;
  created_at: CreatedAt;
}

export interface Database {
  workouts: WorkoutsTable;
  workout_sets: WorkoutSetsTable;
  analysis_jobs: AnalysisJobsTable;
  users: UsersTable;
  sessions: SessionsTable;
  exercises: ExercisesTable;
  plans: PlansTable;
  personal_bests: PersonalBestsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  chat_messages: ChatMessagesTable;
  settings: SettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ExerciseRow = Selectable<ExercisesTable>;
export type NewExercise = Insertable<ExercisesTable>;
export type PlanRow = Selectable<PlansTable>;
export type PersonalBestRow = Selectable<PersonalBestsTable>;
export type MediaRow = Selectable<MediaTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type AnalysisJobRow = Selectable<AnalysisJobsTable>;
export type WorkoutRow = Selectable<WorkoutsTable>;
export type WorkoutSetRow = Selectable<WorkoutSetsTable>;
export type NewWorkoutSet = Insertable<WorkoutSetsTable>;
