import { z } from 'zod';
import {
  ChatMessageSchema,
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
  MediaItemSchema,
  PersonalBestCreateSchema,
  PersonalBestResultSchema,
  PersonalBestSchema,
  PlanSchema,
  UploadExerciseFieldsSchema,
  UploadExerciseResultSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserSchema,
  UserWithTokenSchema,
} from '../schemas/index.js';

/** The kind of file a multipart call carries; the server checks the bytes, not the declared type. */
export type UploadKind = 'video' | 'image';

export interface RouteDefinition {
  readonly method: 'GET' | 'POST';
  /** Path below the API base, Fastify-style params (`/users/:id`). */
  readonly path: string;
  readonly summary: string;
  /** 'user': needs `Authorization: Bearer <token>` of the user the call is about. */
  readonly auth: 'none' | 'user';
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Multipart calls: text fields plus one file part named `file`. Bodies may also be sent as multipart fields. */
  readonly multipart?: { readonly fields: z.ZodObject; readonly file: UploadKind | null };
  /** The success status and its body schema. */
  readonly status: 200 | 201;
  readonly response: z.ZodType;
  /** Error statuses the call documents, besides 400 for invalid input. */
  readonly errors: readonly number[];
}

const userCall = { auth: 'user', params: UserIdParamsSchema, errors: [401, 403, 404] } as const;

/** The API contract, one entry per call: the server implements it, the client and OpenAPI are built from it. */
export const routes = {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Is the server up, and on which database',
    auth: 'none',
    status: 200,
    response: HealthSchema,
    errors: [],
  },
  createUser: {
    method: 'POST',
    path: '/users',
    summary: 'Sign up: create a user from the onboarding fields; answers with the user and its token',
    auth: 'none',
    body: UserCreateSchema,
    status: 201,
    response: UserWithTokenSchema,
    errors: [],
  },
  getUser: { ...userCall, method: 'GET', path: '/users/:id', summary: 'A user profile', status: 200, response: UserSchema },
  listPlans: {
    ...userCall,
    method: 'GET',
    path: '/users/:id/plans',
    summary: "A user's workout plans, latest first",
    status: 200,
    response: z.array(PlanSchema),
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
    status: 200,
    response: UploadExerciseResultSchema,
    errors: [401, 403, 413, 415, 422, 503],
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
    summary: 'The exercise library, optionally filtered',
    auth: 'none',
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
    errors: [401, 403, 409],
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
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
