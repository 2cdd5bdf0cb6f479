import type {
  ChatMessage,
  DeviceSession,
  Exercise,
  MediaItem,
  PersonalBest,
  Plan,
  UploadExerciseResult,
  User,
} from '@spotter/core/schemas';
import type {
  AnalysisJobResult,
  ChatMessageRow,
  ExerciseRow,
  MediaRow,
  PersonalBestRow,
  PlanRow,
  SessionRow,
  UserRow,
} from './db/tables.js';
import type { MediaStore } from './media/media-store.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The profile as clients see it: the secrets' hashes never leave the server. */
export function toUser(row: UserRow): User {
  const { password_hash: _password, sign_in_key_hash: _key, ...user } = row;
  return { ...user, created_at: iso(row.created_at) };
}

export const toDeviceSession = (row: SessionRow, currentSessionId: string | null): DeviceSession => ({
  id: row.id,
  device: row.device,
  created_at: iso(row.created_at),
  last_used_at: iso(row.last_used_at),
  current: row.id === currentSessionId,
});

export const toExercise = (row: ExerciseRow): Exercise => ({
  id: row.id,
  name: row.name,
  category: row.category,
  equipment_tags: row.equipment_tags,
  primary_cues: row.primary_cues,
  difficulty_level: row.difficulty_level,
  muscle_groups: row.muscle_groups,
  created_by: row.created_by,
  movement_pattern: row.movement_pattern,
  created_at: iso(row.created_at),
  review_status: row.review_status,
  review_reason: row.review_reason,
});

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  plan_text: row.plan_text,
  created_at: iso(row.created_at),
  details: row.details,
});

export const toPersonalBest = (row: PersonalBestRow): PersonalBest => ({
  id: row.id,
  exercise_name: row.exercise_name,
  value: Number(row.value),
  unit: row.unit,
  load_kg: row.load_kg === null ? null : Number(row.load_kg),
  achieved_at: iso(row.achieved_at),
});

export const toMediaItem = (row: MediaRow, media: MediaStore): MediaItem => ({
  id: row.id,
  exercise_name: row.exercise_name,
  notes: row.notes,
  processed_url: row.processed_file ? media.signedUrl(row.processed_file) : null,
  created_at: iso(row.created_at),
  analysis: row.analysis,
  load_kg: row.load_kg === null ? null : Number(row.load_kg),
  poster_url: row.poster_file ? media.signedUrl(row.poster_file) : null,
});

/** An analysed upload's answer: what was stored of it, with its media item (URLs signed now). */
export function toUploadAnswer(result: AnalysisJobResult, row: MediaRow, media: MediaStore): UploadExerciseResult {
  const item = toMediaItem(row, media);
  return { ...result, avatar_video_url: item.processed_url, media: item };
}

export const toChatMessage = (row: ChatMessageRow, media: MediaStore): ChatMessage => ({
  id: row.id,
  type: row.type,
  content: row.content,
  avatar_video_url: row.avatar_video_file ? media.signedUrl(row.avatar_video_file) : null,
  voice_url: row.voice_file ? media.signedUrl(row.voice_file) : null,
  voice_generated: row.voice_generated,
  enhanced: row.enhanced,
  timestamp: iso(row.created_at),
});
