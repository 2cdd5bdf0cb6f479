import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import type { ExerciseContributionInput } from '../schemas/index.js';
import { EMPTY_CONTRIBUTION } from '../view-models/forms.js';
import { submitContribution } from './contribution.js';

const draft = {
  ...EMPTY_CONTRIBUTION,
  name: 'Goblet Squat',
  primary_cues: 'Chest up',
  equipment: 'kettlebell',
  muscles: 'quads, glutes',
};

/** A client whose contributeExercise answers with the given review status, or throws; it keeps what it was sent. */
function client(answer: 'approved' | 'pending' | Error) {
  const sent: ExerciseContributionInput[] = [];
  return {
    sent,
    contributeExercise: (input: ExerciseContributionInput) => {
      sent.push(input);
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({ exercise: { review_status: answer } } as never);
    },
  };
}

describe('submitContribution', () => {
  it("Given a filled draft, When submitted, Then the lists are split and sent with the user's id, and the notice says it waits for review", async () => {
    const api = client('pending');
    expect(await submitContribution(draft, { id: 'u1' }, api)).toEqual({
      ok: true,
      notice: { tone: 'success', text: MESSAGES.exerciseSubmitted },
    });
    expect(api.sent).toEqual([
      expect.objectContaining({
        user_id: 'u1',
        name: 'Goblet Squat',
        equipment_tags: ['kettlebells'],
        muscle_groups: ['quads', 'glutes'],
      }),
    ]);
  });

  it("Given a trusted contributor's exercise approved at once, When submitted, Then the notice says it is in the library", async () => {
    expect(await submitContribution(draft, { id: 'u1' }, client('approved'))).toMatchObject({
      ok: true,
      notice: { text: MESSAGES.exerciseAdded },
    });
  });

  it('Given no signed-in user, When submitted, Then nothing is sent and a notice asks to sign in', async () => {
    const api = client('pending');
    expect(await submitContribution(draft, null, api)).toEqual({
      ok: false,
      errors: { _: MESSAGES.contributeLogin },
      notice: { tone: 'error', text: MESSAGES.contributeLogin },
    });
    expect(api.sent).toEqual([]);
  });

  it('Given a blank name and a too-long equipment tag, When submitted, Then each error sits beside the draft field it came from', async () => {
    const api = client('pending');
    const outcome = await submitContribution({ ...draft, name: '', equipment: 'x'.repeat(41) }, { id: 'u1' }, api);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(Object.keys(outcome.errors).sort()).toEqual(['equipment', 'name']);
    expect(outcome.notice).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it("Given the library already has it (409), When submitted, Then the server's words sit beside the name; another failure is a notice", async () => {
    const duplicate = await submitContribution(
      draft,
      { id: 'u1' },
      client(new ApiError(409, 'The library already has Goblet Squat')),
    );
    expect(duplicate).toEqual({ ok: false, errors: { name: 'The library already has Goblet Squat' }, notice: null });
    const down = await submitContribution(
      draft,
      { id: 'u1' },
      client(new ApiError(0, 'Cannot reach the Spotter server')),
    );
    expect(down).toEqual({ ok: false, errors: {}, notice: { tone: 'error', text: 'Cannot reach the Spotter server' } });
  });
});
