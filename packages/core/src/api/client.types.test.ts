import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient, type HttpResponse } from './client.js';
import { routes } from './routes.js';
import type { JobAccepted, SetPage, User } from '../schemas/index.js';

// `npm run typecheck` compiles this file: each @ts-expect-error line must fail to compile, or the check fails.
const never = (): Promise<HttpResponse> => Promise.reject(new Error('not sent'));
const client = createApiClient({ baseUrl: 'http://spotter.test', fetch: never });
const file = { data: new Blob(['v']), name: 'set.mp4' };

/** Calls that are never run: only whether they compile matters. */
function wrongCalls() {
  // @ts-expect-error updateSet takes the user id and the set id before its body
  void client.updateSet('u1', { reps: 8 });
  // @ts-expect-error reps is a number in the contract
  void client.updateSet('u1', 's1', { reps: 'eight' });
  // @ts-expect-error a field the contract does not have
  void client.createSet('u1', { exercise_name: 'squat', reps: 5, weight: 60 });
  // @ts-expect-error an upload needs its file
  void client.uploadExercise({ exercise_name: 'squat' });
  // @ts-expect-error ?async=1 is the job call's own switch (uploadExerciseAsync), not a plain upload's field
  void client.uploadExercise({ exercise_name: 'squat', file, async: '1' });
  // @ts-expect-error the review queue's status is one of the contract's
  void client.listContributions({ status: 'maybe' });
  // @ts-expect-error the query is an object of the contract's fields, not a bare value
  void client.listContributions('rejected');
  // @ts-expect-error call() needs the route's params by name
  void client.call(routes.getUser, { params: { userId: 'u1' } });
  // @ts-expect-error a body on a route that takes none
  void client.call(routes.getUser, { params: { id: 'u1' }, body: { name: 'x' } });
  // @ts-expect-error the import's units are kg or lb
  void client.importLog('u1', { file, units: 'stone' });
}

describe('the client typed by the contract', () => {
  it('Given the route table, When methods and call() are typed, Then params, bodies and answers follow each route', () => {
    expectTypeOf(wrongCalls).toBeFunction();
    expectTypeOf(client.getUser).parameters.toEqualTypeOf<[string, ({ signal?: unknown } | undefined)?]>();
    expectTypeOf(client.getUser).returns.resolves.toEqualTypeOf<User>();
    expectTypeOf(client.listSets).returns.resolves.toEqualTypeOf<SetPage>();
    expectTypeOf(client.call<typeof routes.getUser>).returns.resolves.toEqualTypeOf<User>();
    expectTypeOf(client.uploadExerciseAsync).returns.resolves.toEqualTypeOf<JobAccepted>();
  });
});
