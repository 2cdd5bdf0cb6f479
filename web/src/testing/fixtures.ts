import type {
  ChatReply,
  Exercise,
  MediaItem,
  PersonalBest,
  Plan,
  SignUpResult,
  UploadExerciseResult,
  User,
  UserWithToken,
  VideoAnalysis,
} from '@spotter/core/schemas';
import { aUser as coreUser } from '@spotter/core/testing';

const at = '2025-03-01T09:30:00.000Z';

/** Core's shared user, signed in on this device. */
export const aUser = (overrides: Partial<UserWithToken> = {}): UserWithToken => ({
  ...coreUser(),
  token: 'token-u1',
  ...overrides,
});

/** What POST /users answers: the user, this device's token and the sign-in key (shown once). */
export const aSignUpResult = (overrides: Partial<UserWithToken> = {}): SignUpResult => ({
  ...aUser(overrides),
  sign_in_key: 'sk_ada_key',
});

export const withoutToken = ({ token: _token, ...user }: UserWithToken): User => user;

export const aPlan = (id: string, plan_text = `Plan ${id}`): Plan => ({ id, plan_text, created_at: at, details: null });

export const aPersonalBest = (id: string, exercise_name = 'squat', value = 8, unit = 'reps'): PersonalBest => ({
  id,
  exercise_name,
  value,
  unit,
  load_kg: null,
  achieved_at: at,
});

export const anAnalysis = (overrides: Partial<VideoAnalysis> = {}): VideoAnalysis => ({
  exercise: 'squat',
  status: 'ok',
  detected_exercise: 'squat',
  detected_confidence: 0.9,
  reps: 3,
  confidence: 0.82,
  person_detected: true,
  visibility: 0.9,
  view: 'side',
  duration_sec: 9.6,
  frames_analyzed: 96,
  sample_fps: 10,
  signal: 'hip height (torso lengths)',
  signal_unit: 'torso_lengths',
  rep_details: [
    {
      index: 1,
      start_sec: 1,
      end_sec: 3,
      peak_sec: 2,
      down_sec: 1.1,
      up_sec: 0.9,
      range_of_motion: 1,
      travel: 0.6,
      key_angle_deg: 85,
    },
  ],
  faults: [
    {
      code: 'shallow_depth',
      message: 'Rep 2 stopped above parallel',
      cue: 'Sit your hips down between your heels',
      severity: 'major',
      rep: 2,
      time_sec: 4.4,
    },
  ],
  strengths: ['Even tempo on every rep'],
  limitation: 'Side view only: knee tracking could not be judged.',
  ...overrides,
});

export const aMediaItem = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  id: 'm1',
  exercise_name: 'squat',
  notes: '3 reps of squat. Fix: sit deeper.',
  processed_url: '/api/media/processed-m1.mp4?exp=1&sig=x',
  created_at: at,
  analysis: anAnalysis(),
  ...overrides,
});

export const anUploadResult = (overrides: Partial<UploadExerciseResult> = {}): UploadExerciseResult => ({
  feedback: '3 reps of squat. Fix: sit deeper.',
  avatar_video_url: null,
  is_new_pr: true,
  analysis: anAnalysis(),
  media: aMediaItem(),
  personal_best: aPersonalBest('pb-new', 'squat', 3),
  ...overrides,
});

export const anExercise = (id: string, overrides: Partial<Exercise> = {}): Exercise => ({
  id,
  name: `Exercise ${id}`,
  category: 'strength',
  equipment_tags: ['barbell'],
  primary_cues: 'Brace, then drive.',
  difficulty_level: 'beginner',
  muscle_groups: ['quads'],
  created_by: 'Spotter',
  movement_pattern: null,
  created_at: at,
  review_status: 'approved',
  review_reason: null,
  ...overrides,
});

export const aChatReply = (content: string, overrides: Partial<ChatReply> = {}): ChatReply => ({
  response_script: content,
  avatar_video_url: null,
  voice_url: null,
  voice_generated: false,
  voice_status: overrides.voice_generated ? 'spoken' : 'unavailable',
  enhanced: false,
  message: {
    id: `c-${content.length}`,
    type: 'avatar',
    content,
    avatar_video_url: null,
    voice_url: overrides.voice_url ?? null,
    voice_generated: overrides.voice_generated ?? false,
    enhanced: false,
    timestamp: at,
  },
  ...overrides,
});

export const METADATA = {
  categories: ['strength', 'cardio', 'flexibility', 'olympic', 'powerlifting', 'crossfit'],
  equipment_options: ['barbell', 'dumbbells', 'kettlebell', 'bodyweight'],
  difficulty_levels: ['beginner', 'intermediate', 'advanced'],
};
