import { z } from 'zod';
import { ErrorBodySchema } from '../schemas/index.js';
import { routes, type RouteDefinition } from './routes.js';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' });

function parameters(route: RouteDefinition) {
  const list: object[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries<z.ZodType>(schema.shape)) {
      list.push({
        name,
        in: location,
        required: location === 'path' || !field.safeParse(undefined).success,
        schema: toSchema(field, 'input'),
      });
    }
  }
  return list;
}

function requestBody(route: RouteDefinition) {
  const content: Record<string, object> = {};
  if (route.body) content['application/json'] = { schema: toSchema(route.body, 'input') };
  if (route.multipart) {
    const fields = toSchema(route.multipart.fields, 'input') as { properties?: object; required?: string[] };
    const file = route.multipart.file;
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: {
          ...fields.properties,
          ...(file ? { file: { type: 'string', format: 'binary', description: `the ${file}` } } : {}),
        },
        required: [...(fields.required ?? []), ...(file ? ['file'] : [])],
      },
    };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

/** A JSON or text body's schema; an event stream lists its events, each with the schema of its JSON data. */
function successBody(route: RouteDefinition) {
  if (!route.events) return { schema: toSchema(route.response, 'output') };
  return eventStream(route.events);
}

function eventStream(events: Readonly<Record<string, z.ZodType>>) {
  const named = Object.entries(events);
  return {
    schema: {
      type: 'string',
      description: `Server-sent events (${named.map(([name]) => name).join(', ')}); each event's data is one JSON value.`,
    },
    'x-events': Object.fromEntries(named.map(([name, schema]) => [name, toSchema(schema, 'output')])),
  };
}

function security(route: RouteDefinition) {
  if (route.auth === 'user') return { security: [{ bearer: [] }] };
  if (route.auth === 'optional') return { security: [{}, { bearer: [] }] };
  if (route.auth === 'admin') return { security: [{ admin: [] }] };
  return {};
}

/** The OpenAPI 3 document of the contract, generated from the route objects. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, object>> = {};
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: toSchema(ErrorBodySchema, 'output') } },
  };
  for (const [operationId, route] of Object.entries(routes) as [string, RouteDefinition][]) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const responses: Record<string, object> = {
      [route.status]:
        route.status === 204
          ? { description: 'Done (no content)' }
          : { description: 'OK', content: { [route.produces ?? 'application/json']: successBody(route) } },
    };
    if (route.progress) {
      // The same 200, streamed: sent with ?progress=1 and `Accept: text/event-stream`.
      const ok = responses[route.status] as { description: string; content: Record<string, object> };
      ok.description = `OK (sent with ?${route.progress.query}=1: server-sent events while it works, the answer last)`;
      ok.content['text/event-stream'] = eventStream(route.progress.events);
    }
    if (route.preview) {
      responses[200] = {
        description: `Sent with ?${route.preview.query}=1: what the call would do; nothing is stored`,
        content: { 'application/json': successBody(route) },
      };
    }
    if (route.accepted) {
      responses[202] = {
        description: `Accepted (sent with ?${route.accepted.query}=1): the work goes on as a job`,
        content: { 'application/json': { schema: toSchema(route.accepted.response, 'output') } },
      };
    }
    for (const status of [...(route.body || route.query || route.multipart ? [400] : []), ...route.errors])
      responses[status] = errorResponse;
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      ...security(route),
      parameters: parameters(route),
      requestBody: requestBody(route),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Spotter API', version },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "A user's token (sign-up or POST /api/sessions)" },
        admin: { type: 'http', scheme: 'bearer', description: "The server's SPOTTER_ADMIN_TOKEN" },
      },
    },
    paths,
  };
}
