import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { DatabaseKind } from './db/database.js';
import type { Database } from './db/tables.js';
import type { MediaStore } from './media/media-store.js';
import type { LibraryCache } from './caches/library-cache.js';
import type { ProfileCache } from './caches/profiles.js';
import type { SessionCache } from './caches/session-cache.js';
import type { UserReads } from './caches/user-reads.js';
import type { LlmCoach } from '@spotter/coach/chat';
import type { PooledObjectDetector } from '@spotter/coach/equipment';
import type { VoicePool } from '@spotter/coach/voice';
import type { VideoCoach } from './coach/video-coach.js';
import type { AnalysisJobs } from './jobs/analysis-jobs.js';

/** What every route needs: storage, the media store and settings. */
export interface AppContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  media: MediaStore;
  config: ServerConfig;
  library: LibraryCache;
  /** Bearer tokens looked up in the last few seconds (see caches/session-cache.ts). */
  sessions: SessionCache;
  /** A signed-in user's profile as answered, made once per row (see caches/profiles.ts). */
  profiles: ProfileCache;
  /** A user's own lists held between their writes, with the embedded database only (see caches/user-reads.ts). */
  userReads: UserReads;
  coach: { video: VideoCoach; voice: VoicePool; detector: PooledObjectDetector; llm: LlmCoach | null };
  version: string;
  /** Uploads analysed on the PostgreSQL job queue (SPOTTER_QUEUE=postgres); absent when they are analysed inline. */
  jobs?: AnalysisJobs | null;
}
