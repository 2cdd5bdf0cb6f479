import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { DatabaseKind } from './db/database.js';
import type { Database } from './db/tables.js';
import type { MediaStore } from './media/media-store.js';
import type { LibraryCache } from './store/library-cache.js';
import type { UserReads } from './store/user-reads.js';
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
  /** A user's own lists held between their writes, with the embedded database only (see store/user-reads.ts). */
  userReads: UserReads;
  coach: { video: VideoCoach; voice: VoicePool; detector: PooledObjectDetector; llm: LlmCoach | null };
  version: string;
  /** Uploads analysed on the PostgreSQL job queue (SPOTTER_QUEUE=postgres); absent when they are analysed inline. */
  jobs?: AnalysisJobs | null;
}
