import { z } from 'zod';
import {
  AccountDeleteSchema,
  AccountExportSchema,
  ChatMessageSchema,
  ContributionIdParamsSchema,
  ContributionQuerySchema,
  ContributionReviewSchema,
  DeviceRenameSchema,
  DeviceSessionParamsSchema,
  DeviceSessionSchema,
  DeviceTokenRequestSchema,
  DeviceTokenResultSchema,
  PasswordChangeSchema,
  PlanRequestSchema,
  RejectionSchema,
  SessionIdParamsSchema,
  SessionResultSchema,
  SignInKeyRequestSchema,
  SignInKeyResultSchema,
  SessionsRevokeSchema,
  SignedOutSchema,
  SignInSchema,
  SignUpResultSchema,
  UserUpdateSchema,
  ChatReplySchema,
  ChatRequestSchema,
  EquipmentScanFieldsSchema,
  EquipmentScanResultSchema,
  ExerciseContributionResultSchema,
  ExerciseContributionSchema,
  ExerciseMetadataSchema,
  ExerciseQuerySchema,
  ExerciseSchema,
  HealthSchema,
  ImportQuerySchema,
  ImportProgressEvents,
  ImportResultSchema,
  ReadySchema,
  JobAcceptedSchema,
  UploadProgressEvents,
  JobIdParamsSchema,
  JobStatusSchema,
  MediaItemSchema,
  PersonalBestCreateSchema,
  PersonalBestResultSchema,
  PersonalBestSchema,
  PlanCalendarQuerySchema,
  PlanExportParamsSchema,
  PlanSchema,
  NextWorkoutSchema,
  SetCreateSchema,
  SetIdParamsSchema,
  SetPageSchema,
  SetQuerySchema,
  SetUpdateSchema,
  TrainingSetSchema,
  WorkoutCreateSchema,
  WorkoutIdParamsSchema,
  WorkoutPageSchema,
  WorkoutQuerySchema,
  WorkoutSchema,
  WorkoutUpdateSchema,
  UploadExerciseFieldsSchema,
  UploadExerciseQuerySchema,
  UploadExerciseResultSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserSchema,
} from '../schemas/index.js';
import { chatStreamRoute } from './chat-stream.js';

/** The kind of file a multipart call carries; the server checks the bytes, not the declared type. */
export type UploadKind = 'video' | 'image' | 'csv';

export interface RouteDefinition {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the API base, Fastify-style params (`/users/:id`). */
  readonly path: string;
  readonly summary: string;
  /**
   * 'user': needs `Authorization: Bearer <token>`; calls under /users/:id only for that user.
   * 'optional': a token, when sent, must be valid and tells who is asking.
   * 'admin': the server's admin token; the whole admin API answers 404 on a server without one.
   */
  readonly auth: 'none' | 'user' | 'optional' | 'admin';
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Multipart calls: text fields plus one file part named `file`. Bodies may also be sent as multipart fields. */
  readonly multipart?: { readonly fields: z.ZodObject; readonly file: UploadKind | null };
  /** The success status and its body schema. */
  readonly status: 200 | 201 | 204;
  readonly response: z.ZodType;
  /** The success body's media type when it is not JSON (the body is then text, e.g. a calendar file). */
  readonly produces?: 'text/calendar' | 'text/markdown' | 'text/event-stream' | 'text/csv';
  /** For 'text/event-stream': each event's name and the schema of its JSON data. */
  readonly events?: Readonly<Record<string, z.ZodType>>;
  /**
   * Sent with `?{query}=1`, the call answers 202 at once with this body and its work goes on as a job
   * (GET /jobs/{id}); only a server with a job queue (SPOTTER_QUEUE=postgres) offers it.
   */
  readonly accepted?: { readonly query: string; readonly response: z.ZodType };
  /**
   * Sent with `?{query}=1`, the call answers 200 with server-sent events while it works (each event's name and the
   * schema of its JSON data), the last of which carries the answer (or the failure).
   */
  readonly progress?: { readonly query: string; readonly events: Readonly<Record<string, z.ZodType>> };
  /**
   * A create call that is idempotent by a client id: sent again with the same one, it answers this status (200) with
   * what the first call made, and makes nothing (the handler returns `Replayed`).
   */
  readonly replayed?: 200;
  /**
   * Sent with `?{query}=1` the call only says what it would do: it answers 200 (not its success status) with the
   * same body and stores nothing (an import's dry run).
   */
  readonly preview?: { readonly query: string };
  /** Error statuses the call documents, besides 400 for invalid input. */
  readonly errors: readonly number[];
}

const userCall = { auth: 'user', params: UserIdParamsSchema, errors: [401, 403, 404] } as const;
const adminCall = { auth: 'admin', errors: [401, 404] } as const;
/** A 204 answers with no body. */
export const NoContent = z.void();

/** The API contract, one entry per call: the server implements it, the client and OpenAPI are built from it. */
export const routes = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Is the server up, on which database, and which ffmpeg the coach runs',
    auth: 'none',
    status: 200,
    response: HealthSchema,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/ready',
    summary:
      "For load balancers: 200 when this instance's database, media store (and job queue, when used) answer; 503 naming what does not",
    auth: 'none',
    status: 200,
    response: ReadySchema,
    errors: [503],
  },
  createUser: {
    method: 'POST',
    path: '/users',
    summary: 'Sign up: create a user from the onboarding fields; answers with the user, its token and its sign-in key',
    auth: 'none',
    body: UserCreateSchema,
    status: 201,
    response: SignUpResultSchema,
    errors: [409, 429],
  },
  getUser: {
    ...userCall,
    method: 'GET',
    path: '/users/:id',
    summary: 'A user profile',
    status: 200,
    response: UserSchema,
  },
  updateUser: {
    ...userCall,
    method: 'PATCH',
    path: '/users/:id',
    summary: 'Change profile fields; a new email is confirmed with the password or the sign-in key',
    body: UserUpdateSchema,
    status: 200,
    response: UserSchema,
    errors: [401, 403, 404, 409, 429],
  },
  deleteUser: {
    ...userCall,
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Delete the account and everything stored about it, confirmed with the password or the sign-in key',
    body: AccountDeleteSchema,
    status: 204,
    response: NoContent,
  },
  exportUser: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/export',
    summary: 'Everything stored about the user, as one JSON document',
    status: 200,
    response: AccountExportSchema,
  },
  setPassword: {
    ...userCall,
    method: 'PUT',
    path: '/users/:id/password',
    summary:
      'Set or change the password, confirmed with the current password or sign-in key; every other device is signed out',
    body: PasswordChangeSchema,
    status: 200,
    response: SignedOutSchema,
    errors: [401, 403, 429],
  },
  newSignInKey: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/sign-in-key',
    summary:
      'Make a new sign-in key, confirmed with the password or the current key; the old one stops working and every other device is signed out',
    body: SignInKeyRequestSchema,
    status: 201,
    response: SignInKeyResultSchema,
    errors: [401, 403, 429],
  },
  signIn: {
    method: 'POST',
    path: '/sessions',
    summary: 'Sign in with email and password or a sign-in key; answers with a new token for this device',
    auth: 'none',
    body: SignInSchema,
    status: 201,
    response: SessionResultSchema,
    errors: [401, 429],
  },
  listSessions: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/sessions',
    summary: "The devices signed in to the account (the caller's marked current)",
    status: 200,
    response: z.array(DeviceSessionSchema),
  },
  createDeviceToken: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/sessions',
    summary:
      "A token for another client of the caller's (an AI agent, a script): listed among the devices under its name, revoked like any of them",
    body: DeviceTokenRequestSchema,
    status: 201,
    response: DeviceTokenResultSchema,
  },
  renameSession: {
    ...userCall,
    method: 'PATCH',
    path: '/users/:id/sessions/:sessionId',
    summary: 'Rename one of the devices signed in to the account (the name the device list shows)',
    params: DeviceSessionParamsSchema,
    body: DeviceRenameSchema,
    status: 200,
    response: DeviceSessionSchema,
  },
  revokeSessions: {
    ...userCall,
    method: 'DELETE',
    path: '/users/:id/sessions',
    summary:
      'Sign out everywhere, confirmed with the password or the sign-in key: every token of the account stops working',
    body: SessionsRevokeSchema,
    errors: [401, 403, 429],
    status: 204,
    response: NoContent,
  },
  revokeSession: {
    method: 'DELETE',
    path: '/sessions/:id',
    summary: 'Sign one device out: its token stops working',
    auth: 'user',
    params: SessionIdParamsSchema,
    status: 204,
    response: NoContent,
    errors: [401, 404],
  },
  listPlans: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/plans',
    summary: "A user's workout plans, latest first",
    status: 200,
    response: z.array(PlanSchema),
  },
  createPlan: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/plans',
    summary:
      "Build a new plan from the stored profile, or confirm a scan: equipment_list (names from the equipment list) replaces the profile's gear, scan_id (one of the caller's scans) keeps what its photo showed with its confidence",
    body: PlanRequestSchema,
    status: 201,
    response: PlanSchema,
  },
  exportPlanCalendar: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/plans/:planId.ics',
    summary:
      "One of the user's plans as a calendar: a session on each training day over the timeline (week 1 from the Monday on or after ?start=)",
    params: PlanExportParamsSchema,
    query: PlanCalendarQuerySchema,
    status: 200,
    response: z.string(),
    produces: 'text/calendar',
  },
  exportPlanMarkdown: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/plans/:planId.md',
    summary: "One of the user's plans as a Markdown document",
    params: PlanExportParamsSchema,
    status: 200,
    response: z.string(),
    produces: 'text/markdown',
  },
  listPersonalBests: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/personal-bests',
    summary: "A user's personal bests, most recent first",
    status: 200,
    response: z.array(PersonalBestSchema),
  },
  addPersonalBest: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/personal-bests',
    summary: 'Log a personal best by hand; kept only when it beats the stored best',
    body: PersonalBestCreateSchema,
    status: 201,
    response: PersonalBestResultSchema,
  },
  listSets: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/sets',
    summary:
      "A user's training history: every logged set (by hand, filmed, imported; see `source`) with reps, load, and a filmed set's faults and video, latest first, a page at a time",
    query: SetQuerySchema,
    status: 200,
    response: SetPageSchema,
  },
  createSet: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/sets',
    summary:
      'Log a set by hand (load in kg); sent again with the same client_id it answers 200 with the set already logged',
    body: SetCreateSchema,
    status: 201,
    replayed: 200,
    response: TrainingSetSchema,
  },
  updateSet: {
    ...userCall,
    method: 'PATCH',
    path: '/users/:id/sets/:setId',
    summary:
      "Edit a logged set; a filmed set's corrected reps are kept beside the coach's count (coach_reps), never over it",
    params: SetIdParamsSchema,
    body: SetUpdateSchema,
    status: 200,
    response: TrainingSetSchema,
  },
  deleteSet: {
    ...userCall,
    method: 'DELETE',
    path: '/users/:id/sets/:setId',
    summary: "Delete a logged set (a filmed set's video stays in the media list)",
    params: SetIdParamsSchema,
    status: 204,
    response: NoContent,
  },
  nextWorkout: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/workouts/next',
    summary:
      "The current plan's next session: per exercise the sets, reps, rest and a load from the lifter's own last performance, with the rule in plain words",
    status: 200,
    response: NextWorkoutSchema,
  },
  startWorkout: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/workouts',
    summary:
      "Start a session (a plan day, or one's own); sent again with the same client_id it answers 200 with that session",
    body: WorkoutCreateSchema,
    status: 201,
    replayed: 200,
    response: WorkoutSchema,
  },
  updateWorkout: {
    ...userCall,
    method: 'PATCH',
    path: '/users/:id/workouts/:workoutId',
    summary: 'Finish a session (finished_at), rename it or note it',
    params: WorkoutIdParamsSchema,
    body: WorkoutUpdateSchema,
    status: 200,
    response: WorkoutSchema,
  },
  listWorkouts: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/workouts',
    summary: "A user's sessions with their sets, newest first, a page at a time",
    query: WorkoutQuerySchema,
    status: 200,
    response: WorkoutPageSchema,
  },
  importLog: {
    ...userCall,
    method: 'POST',
    path: '/users/:id/imports',
    summary:
      "Import a workout history exported from Strong, Hevy or FitNotes (CSV as 'file'); ?dry_run=1 answers 200 with what would be added and stores nothing; the import is one transaction and adds nothing twice",
    query: ImportQuerySchema,
    multipart: { fields: z.object({}), file: 'csv' },
    status: 201,
    response: ImportResultSchema,
    preview: { query: 'dry_run' },
    progress: { query: 'progress', events: ImportProgressEvents },
    errors: [401, 403, 404, 413, 415, 422, 429],
  },
  exportSetsCsv: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/sets.csv',
    summary:
      "The user's logged sets (manual, imported and filmed) as CSV in Strong's current columns, loads in kg, so other apps import it",
    status: 200,
    response: z.string(),
    produces: 'text/csv',
  },
  listMedia: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/media',
    summary: "A user's analysed videos (feedback notes and processed video), latest first",
    status: 200,
    response: z.array(MediaItemSchema),
  },
  listChat: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/chat',
    summary: "A user's chat history with the coach, oldest first",
    status: 200,
    response: z.array(ChatMessageSchema),
  },
  uploadExercise: {
    method: 'POST',
    path: '/upload-exercise',
    summary: 'Upload an exercise video for AI form feedback',
    auth: 'user',
    multipart: { fields: UploadExerciseFieldsSchema, file: 'video' },
    query: UploadExerciseQuerySchema,
    status: 200,
    response: UploadExerciseResultSchema,
    accepted: { query: 'async', response: JobAcceptedSchema },
    progress: { query: 'progress', events: UploadProgressEvents },
    errors: [401, 403, 413, 415, 422, 503],
  },
  getJob: {
    method: 'GET',
    path: '/jobs/:id',
    summary:
      "An analysis job of the caller's (an upload sent with ?async=1): queued, running, done with the upload's answer, or failed with the reason",
    auth: 'user',
    params: JobIdParamsSchema,
    status: 200,
    response: JobStatusSchema,
    errors: [401, 404],
  },
  scanEquipment: {
    method: 'POST',
    path: '/equipment-scan',
    summary: 'Scan a photo of your equipment and get a new workout plan',
    auth: 'user',
    multipart: { fields: EquipmentScanFieldsSchema, file: 'image' },
    status: 200,
    response: EquipmentScanResultSchema,
    errors: [401, 403, 413, 415, 503],
  },
  exerciseMetadata: {
    method: 'GET',
    path: '/exercises/categories',
    summary: 'Categories, equipment options and difficulty levels of the library',
    auth: 'none',
    status: 200,
    response: ExerciseMetadataSchema,
    errors: [],
  },
  listExercises: {
    method: 'GET',
    path: '/exercises',
    summary:
      "The exercise library, optionally filtered; with a token it also holds the caller's contributions awaiting review",
    auth: 'optional',
    query: ExerciseQuerySchema,
    status: 200,
    response: z.array(ExerciseSchema),
    errors: [],
  },
  contributeExercise: {
    method: 'POST',
    path: '/exercises',
    summary: 'Contribute an exercise to the library (submitted for review)',
    auth: 'user',
    body: ExerciseContributionSchema,
    multipart: { fields: ExerciseContributionSchema, file: null },
    status: 201,
    response: ExerciseContributionResultSchema,
    errors: [401, 403, 409, 429],
  },
  chat: {
    method: 'POST',
    path: '/avatar/enhanced-chat',
    summary: 'Talk with the AI coach',
    auth: 'user',
    body: ChatRequestSchema,
    status: 200,
    response: ChatReplySchema,
    errors: [401, 403, 503],
  },
  chatStream: chatStreamRoute,
  listContributions: {
    ...adminCall,
    method: 'GET',
    path: '/admin/contributions',
    summary: 'The review queue: contributions by status (pending by default), oldest first',
    query: ContributionQuerySchema,
    status: 200,
    response: z.array(ContributionReviewSchema),
  },
  approveContribution: {
    ...adminCall,
    method: 'POST',
    path: '/admin/contributions/:id/approve',
    summary: 'Approve a contribution: it joins the public library and the coach may use it',
    params: ContributionIdParamsSchema,
    status: 200,
    response: ContributionReviewSchema,
  },
  rejectContribution: {
    ...adminCall,
    method: 'POST',
    path: '/admin/contributions/:id/reject',
    summary: 'Reject a contribution, with the reason its contributor is told',
    params: ContributionIdParamsSchema,
    body: RejectionSchema,
    status: 200,
    response: ContributionReviewSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
