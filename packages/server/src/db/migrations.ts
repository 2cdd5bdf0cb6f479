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
      await sql`create unique index exercises_official_name on exercises (lower(name)) where contributor_id is null`.execute(db);
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
      await db.schema.alterTable('plans').addColumn('plan_text', 'text', (c) => c.notNull()).execute();
      await db.schema.alterTable('plans').addColumn('details', 'jsonb').execute();
      await db.schema.alterTable('media').addColumn('exercise_name', 'text').execute();
      await db.schema.alterTable('media').addColumn('notes', 'text', (c) => c.notNull()).execute();
      await db.schema.alterTable('media').addColumn('original_file', 'text').execute();
      await db.schema.alterTable('media').addColumn('processed_file', 'text').execute();
      await db.schema.alterTable('media').addColumn('analysis', 'jsonb').execute();
      await db.schema.alterTable('chat_messages').addColumn('type', 'text', (c) => c.notNull()).execute();
      await db.schema.alterTable('chat_messages').addColumn('content', 'text', (c) => c.notNull()).execute();
      await db.schema.alterTable('chat_messages').addColumn('avatar_video_file', 'text').execute();
      await db.schema.alterTable('chat_messages').addColumn('voice_file', 'text').execute();
      await db.schema.alterTable('chat_messages').addColumn('voice_generated', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
      await db.schema.alterTable('chat_messages').addColumn('enhanced', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

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
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
