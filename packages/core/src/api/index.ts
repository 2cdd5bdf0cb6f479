export { ApiError, errorMessage } from './errors.js';
export { absoluteMediaUrl, createApiClient } from './client.js';
export type { ApiClient, ApiClientOptions, FetchLike, HttpRequestInit, HttpResponse } from './client.js';
export type {
  CallInput,
  RouteBody,
  RouteFields,
  RouteMethod,
  RouteMethods,
  RouteParams,
  RouteQuery,
  RouteResponse,
  UploadFile,
} from './route-types.js';
export { fillPath, queryString, requestPath } from './request-url.js';
export { routes } from './routes.js';
export type { RouteDefinition, RouteName, Routes, UploadKind } from './routes.js';
export { openApiDocument } from './openapi.js';
export {
  ChatDeltaSchema,
  ChatStreamEvents,
  EventStreamSchema,
  chatStreamRoute,
  sseEvent,
  streamChat,
} from './chat-stream.js';
export { readUploadEvents, uploadEvent } from './upload-progress.js';
export { importEvent, readImportEvents } from './import-progress.js';
export type { ChatDelta, ChatStreamInput, ChatStreamTransport } from './chat-stream.js';
export { foreignServerLine, looksForeign, notSpotterServer } from './server-check.js';
