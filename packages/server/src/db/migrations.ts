import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** One schema, one dialect (PostgreSQL), for both the embedded PGlite and a PostgreSQL server. */
const migrations: Record<string, Migration> = {
  '0001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('sex', 'text')
        .addColumn('height_cm', 'integer', (c) => c.notNull())
        .addColumn('weight_kg', 'integer', (c) => c.notNull())
        .addColumn('primary_goal', 'text', (c) => c.notNull())
        .addColumn('timeline_weeks', 'integer', (c) => c.notNull())
        .addColumn('days_per_week', 'integer', (c) => c.notNull())
        .addColumn('equipment_list', 'jsonb', (c) => c.notNull())
        .addColumn('injuries', 'text')
        .addColumn('coach_tone', 'text', (c) => c.notNull())
        .addColumn('plan_style', 'text', (c) => c.notNull())
        .addColumn('avatar_greeting_url', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema
        .createTable('exercises')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('equipment_tags', 'jsonb', (c) => c.notNull())
        .addColumn('primary_cues', 'text', (c) => c.notNull())
        .addColumn('difficulty_level', 'text', (c) => c.notNull())
        .addColumn('muscle_groups', 'jsonb', (c) => c.notNull())
        .addColumn('movement_pattern', 'text')
        .addColumn('stresses', 'jsonb', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('contributor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('review_status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Official exercises are unique by name; the seed upserts on it.
      await sql`create unique index exercises_official_name on exercises (lower(name)) where contributor_id is null`.execute(
        db,
      );
      await db.schema.createIndex('exercises_category').on('exercises').column('category').execute();

      for (const table of ['plans', 'media', 'chat_messages']) {
        // seq orders rows created within the same instant.
        await db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('seq', 'bigserial', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .execute();
        await db.schema.createIndex(`${table}_user`).on(table).columns(['user_id', 'seq']).execute();
      }
      await db.schema
        .alterTable('plans')
        .addColumn('plan_text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('plans').addColumn('details', 'jsonb').execute();
      await db.schema.alterTable('media').addColumn('exercise_name', 'text').execute();
      await db.schema
        .alterTable('media')
        .addColumn('notes', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('media').addColumn('original_file', 'text').execute();
      await db.schema.alterTable('media').addColumn('processed_file', 'text').execute();
      await db.schema.alterTable('media').addColumn('analysis', 'jsonb').execute();
      await db.schema
        .alterTable('chat_messages')
        .addColumn('type', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('chat_messages')
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('chat_messages').addColumn('avatar_video_file', 'text').execute();
      await db.schema.alterTable('chat_messages').addColumn('voice_file', 'text').execute();
      await db.schema
        .alterTable('chat_messages')
        .addColumn('voice_generated', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();
      await db.schema
        .alterTable('chat_messages')
        .addColumn('enhanced', 'boolean', (c) => c.notNull().defaultTo(false))
        .execute();

      await db.schema
        .createTable('personal_bests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('exercise_name', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('achieved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('personal_bests_one_per_lift', ['user_id', 'exercise_name', 'unit'])
        .execute();

      await db.schema
        .createTable('media_files')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002-accounts': {
    async up(db: Kysely<unknown>) {
      // Emails become unique, case-insensitively. Accounts made twice with one email before this keep their data:
      // the oldest keeps the address, later ones get a +duplicate-<id> tag the user can change in their profile.
      await sql`
        with ranked as (select id, row_number() over (partition by lower(email) order by created_at, id) as n from users)
        update users u
           set email = split_part(u.email, '@', 1) || '+duplicate-' || left(u.id, 8) || '@' || split_part(u.email, '@', 2)
          from ranked r
         where r.id = u.id and r.n > 1`.execute(db);
      await sql`create unique index users_email on users (lower(email))`.execute(db);
      await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('sign_in_key_hash', 'text', (c) => c.unique())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();
      // Every token handed out so far keeps working, as the device the user signed up on.
      await sql`
        insert into sessions (id, user_id, token_hash, device, created_at, last_used_at)
        select gen_random_uuid()::text, id, token_hash, 'The device you signed up on', created_at, created_at from users`.execute(
        db,
      );
      await db.schema.alterTable('users').dropColumn('token_hash').execute();

      await db.schema.alterTable('exercises').addColumn('review_reason', 'text').execute();
      await db.schema.alterTable('exercises').addColumn('reviewed_at', 'timestamptz').execute();
      await db.schema
        .createIndex('exercises_review')
        .on('exercises')
        .columns(['review_status', 'created_at'])
        .execute();
    },
  },
  '0003-read-indexes': {
    async up(db: Kysely<unknown>) {
      // A signed-in library read asks for the caller's own contributions under review; contributing counts the
      // approved ones; deleting a user sets their contributions' contributor_id to null. All look up by contributor.
      await db.schema
        .createIndex('exercises_contributor')
        .on('exercises')
        .columns(['contributor_id', 'review_status'])
        .where(sql.ref('contributor_id'), 'is not', null)
        .execute();
      // Exporting or deleting an account finds its files by owner (and the user's delete cascades to them).
      await db.schema.createIndex('media_files_user').on('media_files').column('user_id').execute();
    },
  },
  '0004-training-history': {
    async up(db: Kysely<unknown>) {
      // A set is a counted upload: `reps` holds the count of an analysis with status ok (or, stored before statuses,
      // with reps), null for a clip the coach could not count; `load_kg` is what the user said they lifted.
      await db.schema.alterTable('media').addColumn('load_kg', 'double precision').execute();
      await db.schema.alterTable('media').addColumn('reps', 'integer').execute();
      await sql`
        update media
           set reps = nullif(greatest(0, round((analysis->>'reps')::numeric)), 0)::int
         where exercise_name is not null
           and jsonb_typeof(analysis) = 'object'
           and case when jsonb_typeof(analysis->'reps') = 'number' then coalesce(analysis->>'status', 'ok') = 'ok' else false end`.execute(
        db,
      );
      await db.schema
        .createIndex('media_sets')
        .on('media')
        .columns(['user_id', 'exercise_name', 'seq'])
        .where(sql.ref('reps'), 'is not', null)
        .execute();
      // Personal bests learn loads: reps at a load are kept per load (only loads no heavier set beat), so the one
      // best per exercise and unit becomes one per exercise, unit and load (no load counted as one).
      await db.schema.alterTable('personal_bests').addColumn('load_kg', 'double precision').execute();
      await db.schema.alterTable('personal_bests').dropConstraint('personal_bests_one_per_lift').execute();
      await sql`create unique index personal_bests_one_per_load on personal_bests (user_id, exercise_name, unit, coalesce(load_kg, 0))`.execute(
        db,
      );
    },
  },
  '0005-analysis-jobs': {
    async up(db: Kysely<unknown>) {
      // An upload analysed on the job queue (SPOTTER_QUEUE=postgres): what it asked for, and what became of it. The
      // row is what makes a retried job write its media and bests once: the worker writes them and marks the row
      // done in one transaction, and a job whose row is already done writes nothing.
      await db.schema
        .createTable('analysis_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('upload_file', 'text', (c) => c.notNull())
        .addColumn('upload_type', 'text', (c) => c.notNull())
        .addColumn('exercise_choice', 'text', (c) => c.notNull())
        .addColumn('load_kg', 'double precision')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('media_id', 'text')
        .addColumn('result', 'jsonb')
        .addColumn('reason', 'text')
        .addColumn('error_status', 'integer')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('analysis_jobs_user').on('analysis_jobs').column('user_id').execute();
    },
  },
  '0006-workout-log': {
    async up(db: Kysely<unknown>) {
      // The workout log (issue 24): sessions and the sets done in them, typed in, filmed or imported. Loads are kg.
      await db.schema
        .alterTable('users')
        .addColumn('units', 'text', (c) => c.notNull().defaultTo('kg'))
        .execute();
      await db.schema
        .createTable('workouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
        .addColumn('plan_day', 'integer')
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('finished_at', 'timestamptz')
        .addColumn('notes', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        // A client's id for a start sent again from an offline queue, or an import's key for the session it read.
        .addColumn('source_key', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('workouts_source_key', ['user_id', 'source_key'])
        .execute();
      await sql`create index workouts_user_started on workouts (user_id, started_at desc, seq desc)`.execute(db);
      await db.schema
        .createTable('workout_sets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'bigserial', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('workout_id', 'text', (c) => c.references('workouts.id').onDelete('cascade'))
        .addColumn('exercise_name', 'text', (c) => c.notNull())
        .addColumn('reps', 'integer')
        .addColumn('duration_sec', 'integer')
        .addColumn('distance_m', 'double precision')
        .addColumn('load_kg', 'double precision')
        .addColumn('rpe', 'double precision')
        .addColumn('rir', 'integer')
        .addColumn('set_type', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('performed_at', 'timestamptz', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        // manual: the client's id (a resend never duplicates); video: the media id; import: a key of the file's row.
        .addColumn('source_key', 'text')
        // A filmed set: the coach's count, never overwritten; `reps` is the lifter's (their correction when made).
        .addColumn('coach_reps', 'integer')
        .addColumn('media_id', 'text', (c) => c.references('media.id').onDelete('set null'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('workout_sets_source_key', ['user_id', 'source_key'])
        .execute();
      await sql`create index workout_sets_user_performed on workout_sets (user_id, performed_at desc, seq desc)`.execute(
        db,
      );
      await sql`create index workout_sets_user_exercise on workout_sets (user_id, lower(exercise_name), performed_at desc)`.execute(
        db,
      );
      await db.schema.createIndex('workout_sets_workout').on('workout_sets').column('workout_id').execute();
      // Every counted upload so far is a filmed set of the log (the history listed them from media until now).
      await sql`
        insert into workout_sets (id, user_id, exercise_name, reps, load_kg, set_type, performed_at, source, source_key, coach_reps, media_id, created_at)
        select gen_random_uuid()::text, user_id, exercise_name, reps, load_kg, 'working', created_at, 'video', id, reps, id, created_at
          from media
         where reps is not null and exercise_name is not null
         order by seq`.execute(db);
    },
  },
  '0007-user-experience': {
    async up(db: Kysely<unknown>) {
      // How long the user has trained (beginner, intermediate, advanced): caps the plan's variants. Null for
      // everyone until they say, which plans beginner-friendly, as before.
      await db.schema.alterTable('users').addColumn('experience', 'text').execute();
    },
  },
  '0008-job-progress': {
    async up(db: Kysely<unknown>) {
      // A running job's stage and share done, written by its worker about once a second (issue 26): what
      // GET /jobs/{id} and a waiting upload's progress events report.
      await db.schema
        .alterTable('analysis_jobs')
        .addColumn('stage', 'text')
        .addColumn('share_done', 'double precision')
        .execute();
    },
  },
  '0009-media-poster': {
    async up(db: Kysely<unknown>) {
      // A still of the processed video, taken when it is rendered (issue 29), for the player to show before it plays.
      await db.schema.alterTable('media').addColumn('poster_file', 'text').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
