import { describe, it, expect } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClientOptions, type HttpRequestInit, type HttpResponse } from './client.js';
import { ApiError } from './errors.js';
import { routes } from './routes.js';
import { aUser } from '../testing/fixtures.js';

interface Recorded {
  url: string;
  init: HttpRequestInit;
}

/** A canned answer: a JSON value, or raw text when `raw` is given. */
interface Canned {
  status?: number;
  statusText?: string;
  json?: unknown;
  raw?: string;
}

/** The injected fetch: records each request and answers with the next canned response. */
function fakeServer(...answers: Canned[]) {
  const requests: Recorded[] = [];
  const fetch = (url: string, init: HttpRequestInit): Promise<HttpResponse> => {
    requests.push({ url, init });
    const answer = answers.shift() ?? { json: {} };
    const status = answer.status ?? 200;
    const body = answer.raw ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: answer.statusText ?? '',
      text: () => Promise.resolve(body),
    });
  };
  return { fetch, requests };
}

function clientWith(answers: Canned[], options: Partial<ApiClientOptions> = {}) {
  const server = fakeServer(...answers);
  const client = createApiClient({ baseUrl: 'http://spotter.test', fetch: server.fetch, ...options });
  const last = () => {
    const request = server.requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { client, requests: server.requests, last };
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const now = '2025-01-01T00:00:00.000Z';
const userBody = aUser({ id: 'user 1/x', primary_goal: 'strength', equipment_list: ['barbell'] });
const planBody = { id: 'p1', plan_text: 'Day 1: squat 5x5', created_at: now, details: null };
const personalBestBody = { id: 'b1', exercise_name: 'squat', value: 12, unit: 'reps', achieved_at: now };
const mediaBody = {
  id: 'm1',
  exercise_name: 'squat',
  notes: '8 reps',
  processed_url: '/api/media/m1.mp4',
  created_at: now,
  analysis: null,
};
const exerciseBody = {
  id: 'e1',
  name: 'Back Squat',
  category: 'strength',
  equipment_tags: ['barbell'],
  primary_cues: 'Brace',
  difficulty_level: 'intermediate',
  muscle_groups: ['quads'],
  created_by: 'Spotter',
  movement_pattern: 'squat',
  created_at: now,
};
const uploadBody = {
  feedback: 'Eight reps. Keep your chest up.',
  avatar_video_url: '/api/media/m1.mp4',
  is_new_pr: true,
  analysis: {
    exercise: 'squat',
    status: 'ok',
    detected_exercise: 'squat',
    detected_confidence: 0.92,
    reps: 8,
    confidence: 0.9,
    person_detected: true,
    visibility: 0.95,
    view: 'side',
    duration_sec: 20,
    frames_analyzed: 200,
    sample_fps: 10,
    signal: 'hip height (torso lengths)',
    signal_unit: 'torso_lengths',
    rep_details: [],
    faults: [],
    strengths: ['depth'],
    limitation: null,
  },
  media: mediaBody,
  personal_best: personalBestBody,
};
const chatReplyBody = {
  response_script: 'Squat to parallel.',
  avatar_video_url: null,
  voice_url: null,
  voice_generated: false,
  voice_status: 'unavailable',
  enhanced: false,
  message: {
    id: 'c1',
    type: 'avatar',
    content: 'Squat to parallel.',
    avatar_video_url: null,
    voice_url: null,
    voice_generated: false,
    enhanced: false,
    timestamp: now,
  },
};
const contributionBody = {
  exercise: { ...exerciseBody, created_by: 'Sam' },
  message: 'Exercise submitted for review!',
};

describe('createApiClient: URLs', () => {
  it.each([
    ['http://spotter.test', 'http://spotter.test/api'],
    ['http://spotter.test/', 'http://spotter.test/api'],
    ['http://spotter.test/api', 'http://spotter.test/api'],
    ['http://spotter.test/api/', 'http://spotter.test/api'],
    ['http://spotter.test//', 'http://spotter.test/api'],
  ])('Given base URL %s, When a call is made, Then it goes under %s', async (baseUrl, apiRoot) => {
    const { client, last } = clientWith([{ json: { categories: [], equipment_options: [], difficulty_levels: [] } }], {
      baseUrl,
    });
    expect(client.apiRoot).toBe(apiRoot);
    await client.exerciseMetadata();
    expect(last().url).toBe(`${apiRoot}/exercises/categories`);
    expect(last().init.method).toBe('GET');
  });

  it('Given no base URL, When a call is made, Then it goes to the default local server', async () => {
    const server = fakeServer({ json: [] });
    const client = createApiClient({ fetch: server.fetch });
    await client.listExercises();
    expect(server.requests[0]?.url).toBe('http://127.0.0.1:8787/api/exercises');
  });

  it('Given a user id with reserved characters, When a user call is made, Then the id is encoded in the path', async () => {
    const { client, last } = clientWith([{ json: [planBody] }]);
    await client.listPlans('user 1/x');
    expect(last().url).toBe('http://spotter.test/api/users/user%201%2Fx/plans');
  });

  it.each([
    ['getUser', userBody, '/users/u1'],
    ['listPlans', [planBody], '/users/u1/plans'],
    ['listPersonalBests', [personalBestBody], '/users/u1/personal-bests'],
    ['listMedia', [mediaBody], '/users/u1/media'],
    ['listChat', [chatReplyBody.message], '/users/u1/chat'],
  ] as const)('Given the %s call, When made, Then it GETs %s', async (method, body, path) => {
    const { client, last } = clientWith([{ json: body }]);
    await client[method]('u1');
    expect(last().url).toBe(`http://spotter.test/api${path}`);
    expect(last().init.method).toBe('GET');
    expect(last().init.body).toBeUndefined();
  });

  it("Given filters set to 'all' or left empty, When exercises are listed, Then those filters are omitted", async () => {
    const { client, last } = clientWith([{ json: [] }]);
    await client.listExercises({ category: 'all', equipment: '', difficulty: 'all', search: undefined });
    expect(last().url).toBe('http://spotter.test/api/exercises');
  });

  it('Given real filters, When exercises are listed, Then they are sent as an encoded query', async () => {
    const { client, last } = clientWith([{ json: [exerciseBody] }]);
    await client.listExercises({
      category: 'strength',
      equipment: 'pull-up bar',
      difficulty: 'all',
      search: 'squat & press',
    });
    const url = new URL(last().url);
    expect(url.pathname).toBe('/api/exercises');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'strength',
      equipment: 'pull-up bar',
      search: 'squat & press',
    });
  });
});

describe('createApiClient: media links', () => {
  it.each([
    ['http://spotter.test', '/api/media/u1/set.mp4', 'http://spotter.test/api/media/u1/set.mp4'],
    ['http://spotter.test/api/', '/api/media/u1/set.mp4', 'http://spotter.test/api/media/u1/set.mp4'],
    ['https://gym.example/spotter', '/api/media/v.mp4', 'https://gym.example/spotter/api/media/v.mp4'],
    ['http://spotter.test', 'api/media/v.mp4', 'http://spotter.test/api/media/v.mp4'],
    ['http://spotter.test', 'https://cdn.example/v.mp4', 'https://cdn.example/v.mp4'],
    ['http://spotter.test', null, null],
    ['http://spotter.test', '', null],
  ])('Given base URL %s and media path %s, When made absolute, Then it is %s', (baseUrl, path, expected) => {
    expect(clientWith([], { baseUrl }).client.mediaUrl(path)).toBe(expected);
  });

  it("Given a browser's client on its own origin (base ''), When a media path is made absolute, Then the path stays as it is", () => {
    expect(clientWith([], { baseUrl: '' }).client.mediaUrl('/api/media/v.mp4')).toBe('/api/media/v.mp4');
  });
});

describe('createApiClient: headers and bodies', () => {
  it('Given a token, When a call is made, Then it carries the bearer token', async () => {
    const { client, last } = clientWith([{ json: userBody }], { token: () => 'secret-token' });
    await client.getUser('u1');
    expect(last().init.headers.authorization).toBe('Bearer secret-token');
    expect(last().init.headers.accept).toBe('application/json');
  });

  it('Given no token provider, or one that returns nothing, When a call is made, Then no authorization header is sent', async () => {
    for (const token of [undefined, () => null, () => undefined, () => '']) {
      const { client, last } = clientWith([{ json: [] }], token ? { token } : {});
      await client.listExercises();
      expect(last().init.headers).not.toHaveProperty('authorization');
    }
  });

  it('Given the token changes between calls, When calls are made, Then each reads the current token', async () => {
    let token: string | null = null;
    const { client, requests } = clientWith([{ json: [] }, { json: [] }], { token: () => token });
    await client.listExercises();
    token = 'later';
    await client.listExercises();
    expect(requests[0]?.init.headers.authorization).toBeUndefined();
    expect(requests[1]?.init.headers.authorization).toBe('Bearer later');
  });

  it('Given onboarding fields, When a user is created, Then they are POSTed as JSON', async () => {
    const { client, last } = clientWith([{ status: 201, json: { ...userBody, token: 't1', sign_in_key: 'SPK-1' } }]);
    const body = { first_name: 'Sam', email: 'sam@example.com', age: 30, height_cm: 180, weight_kg: 80 };
    const user = await client.createUser(body);
    expect(last().url).toBe('http://spotter.test/api/users');
    expect(last().init.method).toBe('POST');
    expect(last().init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().init.body as string)).toEqual(body);
    expect(user.token).toBe('t1');
    expect(user.sign_in_key).toBe('SPK-1');
  });

  it('Given a sign-out everywhere, When the server answers 204 with no body, Then the call resolves to undefined', async () => {
    const { client, last } = clientWith([{ status: 204 }], { token: () => 't1' });
    await expect(client.revokeSessions('u1', { current_password: 'correct horse battery' })).resolves.toBeUndefined();
    expect(last().url).toBe('http://spotter.test/api/users/u1/sessions');
    expect(last().init.method).toBe('DELETE');
  });

  it('Given an account deletion, When sent, Then the confirmation travels as the JSON body of the DELETE', async () => {
    const { client, last } = clientWith([{ status: 204 }], { token: () => 't1' });
    await client.deleteUser('u1', { password: 'correct horse battery' });
    expect(last().init.method).toBe('DELETE');
    expect(JSON.parse(last().init.body as string)).toEqual({ password: 'correct horse battery' });
  });

  it('Given a chat message, When sent, Then the JSON body is what was given (message_type is the contract default, applied by the server)', async () => {
    const { client, last } = clientWith([{ json: chatReplyBody }], { token: () => 't1' });
    const reply = await client.chat({ user_id: 'u1', message: 'How deep?' });
    expect(last().url).toBe('http://spotter.test/api/avatar/enhanced-chat');
    expect(last().init.method).toBe('POST');
    expect(last().init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().init.body as string)).toEqual({ user_id: 'u1', message: 'How deep?' });
    expect(reply.response_script).toBe('Squat to parallel.');
  });

  it('Given a chat message, When streamed, Then it goes to the stream endpoint with the token and resolves with the done reply', async () => {
    const sse = `event: delta\ndata: {"text":"Squat "}\n\nevent: delta\ndata: {"text":"to parallel."}\n\nevent: done\ndata: ${JSON.stringify(chatReplyBody)}\n\n`;
    const { client, last } = clientWith([{ raw: sse }], { token: () => 't1' });
    const deltas: string[] = [];
    const reply = await client.chatStream({ userId: 'u1', message: 'How deep?', onDelta: (d) => deltas.push(d) });
    expect(last().url).toBe('http://spotter.test/api/avatar/enhanced-chat/stream');
    expect(last().init.headers.authorization).toBe('Bearer t1');
    expect(deltas).toEqual(['Squat ', 'to parallel.']);
    expect(reply.response_script).toBe('Squat to parallel.');
  });

  it('Given a personal best, When logged, Then it is POSTed as JSON to the user', async () => {
    const { client, last } = clientWith([{ status: 201, json: { personal_best: personalBestBody, is_new_pr: true } }]);
    await client.addPersonalBest('u1', { exercise_name: 'squat', value: 12, unit: 'reps' });
    expect(last().url).toBe('http://spotter.test/api/users/u1/personal-bests');
    expect(JSON.parse(last().init.body as string)).toEqual({ exercise_name: 'squat', value: 12, unit: 'reps' });
  });

  it('Given a video, When uploaded, Then a multipart form has file, user_id and exercise_name (focus is the contract default)', async () => {
    const { client, last } = clientWith([{ json: uploadBody }], { token: () => 't1' });
    const result = await client.uploadExercise({
      user_id: 'u1',
      exercise_name: 'squat',
      file: { data: new Blob(['fake video bytes'], { type: 'video/mp4' }), name: 'set.mp4' },
    });
    const { url, init } = last();
    expect(url).toBe('http://spotter.test/api/upload-exercise');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.headers.authorization).toBe('Bearer t1');
    const form = init.body as FormData;
    expect([...form.keys()].sort()).toEqual(['exercise_name', 'file', 'user_id']);
    expect(form.get('user_id')).toBe('u1');
    expect(form.get('exercise_name')).toBe('squat');
    const file = form.get('file') as File;
    expect(file.name).toBe('set.mp4');
    expect(await file.text()).toBe('fake video bytes');
    expect(result.is_new_pr).toBe(true);
    expect(result.feedback).toBe('Eight reps. Keep your chest up.');
  });

  it('Given an equipment photo, When scanned, Then a multipart form has file and user_id', async () => {
    const scanBody = {
      plan: planBody,
      equipment: [{ name: 'barbell', confidence: 0.8, source: 'photo' }],
      summary: 'A barbell.',
      scan_id: 's1',
    };
    const { client, last } = clientWith([{ json: scanBody }]);
    await client.scanEquipment({ user_id: 'u1', file: { data: new Blob(['jpeg']), name: 'rack.jpg' } });
    expect(last().url).toBe('http://spotter.test/api/equipment-scan');
    const form = last().init.body as FormData;
    expect([...form.keys()].sort()).toEqual(['file', 'user_id']);
    expect((form.get('file') as File).name).toBe('rack.jpg');
  });

  it('Given a contribution, When submitted, Then it is multipart with the lists JSON-encoded', async () => {
    const { client, last } = clientWith([{ status: 201, json: contributionBody }]);
    await client.contributeExercise({
      user_id: 'u1',
      name: 'Goblet Squat',
      category: 'strength',
      equipment_tags: ['dumbbells', 'kettlebells'],
      primary_cues: 'Chest up',
      difficulty_level: 'beginner',
      muscle_groups: ['quads'],
    });
    const { url, init } = last();
    expect(url).toBe('http://spotter.test/api/exercises');
    expect(init.method).toBe('POST');
    expect(init.headers).not.toHaveProperty('content-type');
    const form = init.body as FormData;
    expect(Object.fromEntries(form)).toEqual({
      user_id: 'u1',
      name: 'Goblet Squat',
      category: 'strength',
      equipment_tags: '["dumbbells","kettlebells"]',
      primary_cues: 'Chest up',
      difficulty_level: 'beginner',
      muscle_groups: '["quads"]',
    });
  });

  it('Given a contribution without optional fields, When submitted, Then missing fields are left out (the contract defaults apply)', async () => {
    const { client, last } = clientWith([{ status: 201, json: contributionBody }]);
    await client.contributeExercise({ user_id: 'u1', name: 'Goblet Squat', primary_cues: 'Chest up' });
    const form = last().init.body as FormData;
    expect(Object.fromEntries(form)).toEqual({ user_id: 'u1', name: 'Goblet Squat', primary_cues: 'Chest up' });
  });

  it('Given an upload with a load, When sent, Then load_kg travels as text beside the other fields and the signal is not a field', async () => {
    const { client, last } = clientWith([{ json: uploadBody }]);
    await client.uploadExercise({
      exercise_name: 'squat',
      load_kg: 62.5,
      file: { data: new Blob(['v']), name: 'set.mp4' },
      signal: new AbortController().signal,
    });
    const form = last().init.body as FormData;
    expect([...form.keys()].sort()).toEqual(['exercise_name', 'file', 'load_kg']);
    expect(form.get('load_kg')).toBe('62.5');
  });

  it('Given a File that carries its own name, When uploaded, Then it is appended as it is, so its own stream is what is sent', async () => {
    const appended: unknown[][] = [];
    const { client } = clientWith([{ json: uploadBody }, { json: uploadBody }], {
      createFormData: () => ({ append: (...args: unknown[]) => appended.push(args) }),
    });
    const data = new File(['v'], 'set.mp4');
    await client.uploadExercise({ exercise_name: 'squat', file: { data, name: 'set.mp4' } });
    expect(appended).toContainEqual(['file', data]);
    const renamed = new File(['v'], 'clip.mp4');
    await client.uploadExercise({ exercise_name: 'squat', file: { data: renamed, name: 'set.mp4' } });
    expect(appended).toContainEqual(['file', renamed, 'set.mp4']);
  });

  it('Given a createFormData option, When uploading, Then that form builder is used', async () => {
    const appended: [string, unknown, string | undefined][] = [];
    const { client, last } = clientWith([{ json: uploadBody }], {
      createFormData: () => ({ append: (name, value, fileName) => appended.push([name, value, fileName]) }),
    });
    const data = { stream: 'from disk' };
    await client.uploadExercise({ user_id: 'u1', exercise_name: 'squat', file: { data, name: 'set.mp4' } });
    expect(appended).toContainEqual(['file', data, 'set.mp4']);
    expect(appended).toContainEqual(['exercise_name', 'squat', undefined]);
    expect(last().init.body).not.toBeInstanceOf(FormData);
  });
});

describe('createApiClient: responses', () => {
  it('Given a response with extra fields, When parsed, Then the extras are stripped', async () => {
    const { client } = clientWith([{ json: { ...userBody, password_hash: 'x', internal: { a: 1 } } }]);
    const user = await client.getUser('u1');
    expect(user).toEqual(userBody);
    expect(user).not.toHaveProperty('password_hash');
  });

  it('Given a success body that does not fit the schema, When parsed, Then an ApiError names the call', async () => {
    const { client } = clientWith([{ json: [{ id: 'p1' }] }]);
    const error = await apiErrorOf(client.listPlans('u1'));
    expect(error.status).toBe(200);
    expect(error.detail).toBe('The server sent an unexpected answer to GET /users/:id/plans');
    expect(error.cause).toBeDefined();
    expect(error.unreachable).toBe(false);
  });

  it('Given a success status with a body that is not JSON, When parsed, Then it is an ApiError too', async () => {
    const { client } = clientWith([{ raw: '<html>proxy page</html>' }]);
    const error = await apiErrorOf(client.listExercises());
    expect(error.detail).toMatch(/unexpected answer to GET \/exercises/);
  });

  it('Given an error body with detail, When the call fails, Then ApiError carries the status and detail', async () => {
    const { client } = clientWith([
      { status: 403, statusText: 'Forbidden', json: { detail: "You cannot read another user's plans" } },
    ]);
    const error = await apiErrorOf(client.listPlans('u2'));
    expect(error.status).toBe(403);
    expect(error.detail).toBe("You cannot read another user's plans");
    expect(error.message).toBe("You cannot read another user's plans");
    expect(error.name).toBe('ApiError');
  });

  it('Given an error body that is not JSON, When the call fails, Then the detail is "STATUS statusText"', async () => {
    const { client } = clientWith([{ status: 502, statusText: 'Bad Gateway', raw: '<html>upstream down</html>' }]);
    const error = await apiErrorOf(client.exerciseMetadata());
    expect(error.status).toBe(502);
    expect(error.detail).toBe('502 Bad Gateway');
  });

  it('Given a JSON error body without detail and no status text, When the call fails, Then the detail is the status', async () => {
    const { client } = clientWith([{ status: 500, json: { error: 'boom' } }]);
    const error = await apiErrorOf(client.exerciseMetadata());
    expect(error.detail).toBe('500');
  });

  it('Given the server cannot be reached, When a call is made, Then ApiError has status 0, is unreachable and names the server', async () => {
    const cause = new TypeError('fetch failed');
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: () => Promise.reject(cause),
    });
    const error = await apiErrorOf(client.getUser('u1'));
    expect(error.status).toBe(0);
    expect(error.unreachable).toBe(true);
    expect(error.detail).toBe('Cannot reach the Spotter server at http://127.0.0.1:9/api');
    expect(error.cause).toBe(cause);
  });

  it('Given the connection drops while the answer is read, When a call is made, Then it is an unreachable ApiError too', async () => {
    const cause = new TypeError('terminated');
    const client = createApiClient({
      fetch: () => Promise.resolve({ ok: true, status: 200, statusText: 'OK', text: () => Promise.reject(cause) }),
    });
    const error = await apiErrorOf(client.listExercises());
    expect(error.unreachable).toBe(true);
    expect(error.detail).toBe('Cannot reach the Spotter server at http://127.0.0.1:8787/api');
    expect(error.cause).toBe(cause);
  });

  it('Given the caller aborts, When the fetch rejects with AbortError, Then that abort is passed through unchanged', async () => {
    const abort = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
    const client = createApiClient({
      fetch: () => Promise.reject(abort),
    });
    await expect(
      client.uploadExercise({ user_id: 'u1', exercise_name: 'squat', file: { data: new Blob([]), name: 'a.mp4' } }),
    ).rejects.toBe(abort);
  });

  it('Given an abort signal, When uploading, Then it reaches fetch', async () => {
    const { client, last } = clientWith([{ json: uploadBody }]);
    const controller = new AbortController();
    await client.uploadExercise({
      user_id: 'u1',
      exercise_name: 'squat',
      file: { data: new Blob([]), name: 'a.mp4' },
      signal: controller.signal,
    });
    expect(last().init.signal).toBe(controller.signal);
  });
});

describe('createApiClient: calls that answer a file', () => {
  it('Given a plan export, When called, Then it asks for that type and returns the body as it is; an error is still JSON detail', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nX-WR-CALNAME:{"not":"json"}\r\nEND:VCALENDAR\r\n';
    const { client, last } = clientWith([{ raw: calendar }, { status: 404, json: { detail: 'No such plan' } }]);
    expect(await client.exportPlan('u1', 'p/1', 'ics', { start: '2027-01-04' })).toBe(calendar);
    expect(last().url).toBe('http://spotter.test/api/users/u1/plans/p%2F1.ics?start=2027-01-04');
    expect(last().init.headers.accept).toBe('text/calendar, application/json');
    const error = await apiErrorOf(client.exportPlan('u1', 'p2', 'md'));
    expect(error).toMatchObject({ status: 404, detail: 'No such plan' });
    expect(last().url).toBe('http://spotter.test/api/users/u1/plans/p2.md');
  });
});

describe('createApiClient: calls derived from the contract', () => {
  it('Given call(route, input), When a route with two params and a body is called, Then its path is filled and the body is JSON', async () => {
    const { client, last } = clientWith([{ status: 404, json: { detail: 'No such set' } }]);
    const error = await apiErrorOf(
      client.call(routes.updateSet, { params: { id: 'u1', setId: 's/1' }, body: { reps: 8 } }),
    );
    expect(error).toMatchObject({ status: 404, detail: 'No such set' });
    expect(last().url).toBe('http://spotter.test/api/users/u1/sets/s%2F1');
    expect(last().init.method).toBe('PATCH');
    expect(JSON.parse(last().init.body as string)).toEqual({ reps: 8 });
  });

  it("Given a route's method, When its query holds a number and a cursor, Then they travel as text in the query and no body is sent", async () => {
    const { client, last } = clientWith([{ json: { items: [], next_cursor: null } }]);
    expect(await client.listSets('u1', { limit: 20, cursor: 'c 2', exercise: undefined })).toEqual({
      items: [],
      next_cursor: null,
    });
    expect(last().url).toBe('http://spotter.test/api/users/u1/sets?limit=20&cursor=c%202');
    expect(last().init.body).toBeUndefined();
  });

  it("Given a multipart call with query fields, When sent, Then the query's fields go in the URL (a flag as 1) and only the rest in the form", async () => {
    const { client, last } = clientWith([{ status: 422, json: { detail: 'Line 2: no date' } }]);
    const file = { data: new Blob(['Date,Exercise Name']), name: 'strong.csv' };
    await apiErrorOf(client.importLog('u1', { file, dry_run: true, units: 'lb' }));
    expect(last().url).toBe('http://spotter.test/api/users/u1/imports?dry_run=1&units=lb');
    expect([...(last().init.body as FormData).keys()]).toEqual(['file']);
  });

  it('Given an upload sent to queue, When the server answers 202 with a job, Then the call sent ?async=1 and resolves with the job', async () => {
    const { client, last } = clientWith([{ status: 202, json: { job_id: 'j1', status_url: '/api/jobs/j1' } }]);
    const job = await client.uploadExerciseAsync({
      exercise_name: 'squat',
      file: { data: new Blob(['v']), name: 'set.mp4' },
    });
    expect(job).toEqual({ job_id: 'j1', status_url: '/api/jobs/j1' });
    expect(last().url).toBe('http://spotter.test/api/upload-exercise?async=1');
  });

  it('Given the review calls, When a queue is listed and a contribution rejected, Then the status is the query and the reason the JSON body', async () => {
    const { client, requests } = clientWith([{ json: [] }, { status: 404, json: { detail: 'No such contribution' } }]);
    await client.listContributions({ status: 'rejected' });
    await apiErrorOf(client.rejectContribution('c1', { reason: 'A duplicate of Goblet Squat' }));
    expect(requests.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET http://spotter.test/api/admin/contributions?status=rejected',
      'POST http://spotter.test/api/admin/contributions/c1/reject',
    ]);
    expect(JSON.parse(requests[1]?.init.body as string)).toEqual({ reason: 'A duplicate of Goblet Squat' });
  });

  it('Given a path param left out (a caller in plain JavaScript), When called, Then it fails naming the param and nothing is sent', async () => {
    const { client, requests } = clientWith([]);
    const getUser = client.getUser as (...args: unknown[]) => Promise<unknown>;
    await expect(getUser()).rejects.toThrow('Missing path parameter id for /users/:id');
    expect(requests).toEqual([]);
  });
});

describe('createApiClient: contract coverage', () => {
  it('Given the route table, When the client is built, Then every route has a client method of the same name', () => {
    const client = createApiClient({ fetch: fakeServer().fetch });
    for (const name of Object.keys(routes))
      expect(typeof (client as Record<string, unknown>)[name], name).toBe('function');
  });
});

describe('createApiClient: with the platform fetch and FormData', () => {
  interface Received {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
  }

  /** A loopback HTTP server that records what arrives and answers with one JSON body. */
  async function loopback(status: number, answer: unknown) {
    const received: Received[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      received,
      close: () => new Promise<void>((done) => server.close(() => done())),
    };
  }

  it('Given the global fetch, When a video is uploaded, Then a real multipart body with a boundary arrives', async () => {
    const server = await loopback(200, uploadBody);
    try {
      const client = createApiClient({ baseUrl: server.baseUrl, fetch, token: () => 't1' });
      const result = await client.uploadExercise({
        user_id: 'u1',
        exercise_name: 'squat',
        file: { data: new Blob(['fake video bytes'], { type: 'video/mp4' }), name: 'set.mp4' },
      });
      expect(result.is_new_pr).toBe(true);
      const [request] = server.received;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/api/upload-exercise');
      expect(request?.headers.authorization).toBe('Bearer t1');
      expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.body).toContain('name="file"; filename="set.mp4"');
      expect(request?.body).toContain('fake video bytes');
      expect(request?.body).toMatch(/name="exercise_name"\r\n\r\nsquat\r\n/);
    } finally {
      await server.close();
    }
  });

  it('Given the global fetch, When the server answers 404 with detail, Then ApiError carries it', async () => {
    const server = await loopback(404, { detail: 'User not found' });
    try {
      const client = createApiClient({ baseUrl: `${server.baseUrl}/api/`, fetch });
      const error = await apiErrorOf(client.getUser('missing'));
      expect(error.status).toBe(404);
      expect(error.detail).toBe('User not found');
      expect(server.received[0]?.url).toBe('/api/users/missing');
    } finally {
      await server.close();
    }
  });
});
