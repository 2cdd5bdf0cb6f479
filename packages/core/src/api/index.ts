export { ApiError, errorMessage } from './errors.js';
export { absoluteMediaUrl, createApiClient } from './client.js';
export type { ApiClient, ApiClientOptions, FetchLike, HttpRequestInit, HttpResponse, ImportLogInput, UploadFile } from './client.js';
export { routes } from './routes.js';
export type { RouteDefinition, RouteName, Routes, UploadKind } from './routes.js';
export { openApiDocument } from './openapi.js';
export { ChatDeltaSchema, ChatStreamEvents, EventStreamSchema, chatStreamRoute, sseEvent, streamChat } from './chat-stream.js';
export type { ChatDelta, ChatStreamInput, ChatStreamTransport } from './chat-stream.js';
export { foreignServerLine, looksForeign, notSpotterServer } from './server-check.js';
