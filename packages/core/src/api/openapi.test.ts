import { describe, it, expect } from 'vitest';
import { openApiDocument } from './openapi.js';
import { routes, type RouteDefinition } from './routes.js';

interface Operation {
  operationId: string;
  security?: { bearer: string[] }[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: {
    required: boolean;
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, { content: Record<string, { schema: unknown }> }>;
}

const doc = openApiDocument('1.2.3');
const entries = Object.entries(routes) as [string, RouteDefinition][];
const openApiPath = (route: RouteDefinition) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;

function operation(name: keyof typeof routes): Operation {
  const route: RouteDefinition = routes[name];
  const found = doc.paths[openApiPath(route)]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`no operation for ${name}`);
  return found as Operation;
}

describe('openApiDocument', () => {
  it('Given a version, When the document is built, Then it is OpenAPI 3 with that version and a bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toEqual({ title: 'Spotter API', version: '1.2.3' });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.admin).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('Given the route table, When the document is built, Then every route is present under /api with its method and id', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${(op as Operation).operationId}`),
    );
    expect(operations.sort()).toEqual(
      entries.map(([name, route]) => `${route.method} ${openApiPath(route)} ${name}`).sort(),
    );
    for (const path of Object.keys(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      expect(path).not.toContain(':');
    }
  });

  it('Given the spec calls, When the document is built, Then their paths use {id} syntax', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users',
        '/api/users/{id}',
        '/api/users/{id}/plans',
        '/api/users/{id}/personal-bests',
        '/api/users/{id}/media',
        '/api/upload-exercise',
        '/api/equipment-scan',
        '/api/exercises/categories',
        '/api/exercises',
        '/api/avatar/enhanced-chat',
      ]),
    );
  });

  it('Given a path with {id}, When documented, Then id is a required path parameter', () => {
    for (const [name] of entries.filter(([, r]) => r.path.includes(':id'))) {
      expect(operation(name as keyof typeof routes).parameters, name).toContainEqual(
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
      );
    }
  });

  it('Given user-scoped calls, When documented, Then exactly those require the bearer token; the library takes one optionally; review needs the admin token', () => {
    for (const [name, route] of entries) {
      const op = operation(name as keyof typeof routes);
      if (route.auth === 'user') expect(op.security, name).toEqual([{ bearer: [] }]);
      else if (route.auth === 'optional') expect(op.security, name).toEqual([{}, { bearer: [] }]);
      else if (route.auth === 'admin') expect(op.security, name).toEqual([{ admin: [] }]);
      else expect(op.security, name).toBeUndefined();
    }
    expect(operation('listExercises').security).toEqual([{}, { bearer: [] }]);
    expect(operation('approveContribution').security).toEqual([{ admin: [] }]);
    const secured = entries.filter(([name]) => operation(name as keyof typeof routes).security).map(([name]) => name);
    expect(secured).toEqual(
      expect.arrayContaining([
        'getUser',
        'listPlans',
        'listPersonalBests',
        'listMedia',
        'uploadExercise',
        'scanEquipment',
        'contributeExercise',
        'chat',
      ]),
    );
    expect(secured).not.toContain('createUser');
    expect(secured).not.toContain('exerciseMetadata');
  });

  it.each(['uploadExercise', 'scanEquipment'] as const)(
    'Given the %s upload, When documented, Then its multipart body has a required binary file part',
    (name) => {
      const multipart = operation(name).requestBody?.content['multipart/form-data'];
      expect(multipart?.schema.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(multipart?.schema.required).toContain('file');
      expect(multipart?.schema.properties).toHaveProperty('user_id');
    },
  );

  it('Given the upload call, When documented, Then exercise_name is a required field beside the file', () => {
    const schema = operation('uploadExercise').requestBody?.content['multipart/form-data']?.schema;
    expect(schema?.properties).toHaveProperty('exercise_name');
    expect(schema?.properties).toHaveProperty('focus');
    expect(schema?.required).toContain('exercise_name');
    expect((schema?.properties?.exercise_name as { enum?: string[] } | undefined)?.enum).toEqual([
      'squat',
      'deadlift',
      'bench_press',
      'pull_up',
      'push_up',
      'overhead_press',
      'row',
      'lunge',
      'auto',
    ]);
  });

  it('Given the contribution call, When documented, Then it is multipart without a file part', () => {
    const schema = operation('contributeExercise').requestBody?.content['multipart/form-data']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['name', 'primary_cues']));
    expect(schema?.properties).not.toHaveProperty('file');
  });

  it('Given JSON calls, When documented, Then they have a JSON request body', () => {
    expect(operation('createUser').requestBody?.content).toHaveProperty('application/json');
    expect(operation('chat').requestBody?.content).toHaveProperty('application/json');
    expect(operation('getUser').requestBody).toBeUndefined();
  });

  it('Given the exercise list, When documented, Then its filters are optional query parameters', () => {
    const query = operation('listExercises').parameters.filter((p) => p.in === 'query');
    expect(query.map((p) => p.name).sort()).toEqual(['category', 'difficulty', 'equipment', 'search']);
    expect(query.every((p) => !p.required)).toBe(true);
  });

  it('Given each route, When documented, Then its success status answers JSON (204: nothing; a file its own type) and its error statuses answer JSON', () => {
    for (const [name, route] of entries) {
      const responses = operation(name as keyof typeof routes).responses;
      if (route.status === 204) expect(responses[204]?.content, name).toBeUndefined();
      else {
        const types = [route.produces ?? 'application/json', ...('progress' in route ? ['text/event-stream'] : [])];
        expect(Object.keys(responses[route.status]?.content ?? {}), name).toEqual(types);
      }
      for (const status of route.errors) {
        expect(responses[status]?.content['application/json']?.schema, `${name} ${status}`).toMatchObject({
          properties: { detail: { type: 'string' } },
        });
      }
    }
    expect(operation('createUser').responses).toHaveProperty('201');
  });

  it('Given the upload, When documented, Then ?progress=1 answers its events: progress, then done with the answer or error', () => {
    const ok = operation('uploadExercise').responses[200]?.content as Record<
      string,
      { 'x-events'?: Record<string, { properties?: object }> }
    >;
    const events = ok['text/event-stream']?.['x-events'];
    expect(Object.keys(events ?? {})).toEqual(['progress', 'done', 'error']);
    expect(events?.progress?.properties).toHaveProperty('stage');
    expect(events?.progress?.properties).toHaveProperty('share_done');
    expect(events?.done?.properties).toHaveProperty('analysis');
    expect(operation('uploadExercise').parameters.map((p) => p.name)).toContain('progress');
  });

  it('Given the document, When serialised to JSON and back, Then nothing is lost', () => {
    const text = JSON.stringify(doc);
    expect(JSON.parse(text)).toEqual(doc);
  });
});
