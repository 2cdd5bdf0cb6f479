import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import type { AnalysisProgress, UploadExerciseResult } from '../schemas/index.js';
import type { UploadToast } from '../view-models/analysis.js';
import { uploadSet, type UploadSetEffects } from './upload-set.js';

const counted = {
  is_new_pr: true,
  feedback: 'Eight reps.',
  analysis: { status: 'ok', reps: 8, person_detected: true, limitation: null },
};
const notCounted = {
  is_new_pr: false,
  feedback: 'I could not see you.',
  analysis: {
    status: 'not_visible',
    reps: 0,
    person_detected: true,
    limitation: 'Step back so your whole body is in view.',
  },
};

/** The effects of one upload, each kept in the order it happened; the client answers `answer` or fails with it. */
function effects(answer: object | Error) {
  const log: string[] = [];
  const sent: Record<string, unknown>[] = [];
  const toasts: UploadToast[] = [];
  const progress: AnalysisProgress[] = [];
  const given: UploadSetEffects<string> = {
    userId: 'u1',
    client: {
      uploadExerciseWithProgress: ({ onProgress, onReceived, ...fields }) => {
        log.push('send');
        sent.push(fields);
        if (!(answer instanceof Error)) onReceived?.();
        onProgress({ stage: 'pose', share_done: 0.5 });
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as UploadExerciseResult);
      },
      uploadExercise: (fields) => {
        log.push('send plain');
        sent.push(fields);
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as UploadExerciseResult);
      },
    },
    open: (path) => {
      log.push(`open ${path}`);
      return { data: `bytes of ${path}`, name: path };
    },
    onReceived: () => log.push('received'),
    onProgress: (reported) => progress.push(reported),
    toast: (toast) => toasts.push(toast),
    clearDraft: () => log.push('clear'),
  };
  return { given, log, sent, toasts, progress };
}

describe('uploadSet', () => {
  it('Given a video, a lift and a load, When the coach counts the set, Then it is sent with the load in kg, its progress passed on, the success toasts said and the form cleared', async () => {
    const run = effects(counted);
    const outcome = await uploadSet({ file: 'set.mp4', exerciseName: 'squat', loadKg: ' 62.5 ' }, run.given);
    expect(outcome).toMatchObject({ ok: true, counted: true, exercise: 'squat', loadKg: 62.5 });
    expect(run.log).toEqual(['open set.mp4', 'send', 'received', 'clear']);
    expect(run.sent).toEqual([
      {
        user_id: 'u1',
        exercise_name: 'squat',
        file: { data: 'bytes of set.mp4', name: 'set.mp4' },
        load_kg: 62.5,
        signal: undefined,
      },
    ]);
    expect(run.progress).toEqual([{ stage: 'pose', share_done: 0.5 }]);
    expect(run.toasts).toEqual([
      { kind: 'success', text: MESSAGES.exerciseAnalyzed },
      { kind: 'success', text: MESSAGES.newPersonalBest },
    ]);
  });

  it("Given a set the coach could not count, When answered, Then the coach's own sentence is a warning and the form is kept to send again", async () => {
    const run = effects(notCounted);
    const outcome = await uploadSet({ file: 'set.mp4', exerciseName: 'auto' }, run.given);
    expect(outcome).toMatchObject({ ok: true, counted: false, exercise: 'auto', loadKg: null });
    expect(run.log).toEqual(['open set.mp4', 'send', 'received']);
    expect(run.toasts).toEqual([{ kind: 'warning', text: 'Step back so your whole body is in view.' }]);
  });

  it('Given no one listening for progress, When sent, Then the plain upload goes (no progress stream asked for) with the same fields and toasts', async () => {
    const run = effects(counted);
    const { onProgress: _progress, onReceived: _received, ...quiet } = run.given;
    const outcome = await uploadSet({ file: 'set.mp4', exerciseName: 'squat', loadKg: 80 }, quiet);
    expect(outcome).toMatchObject({ ok: true, counted: true, loadKg: 80 });
    expect(run.log).toEqual(['open set.mp4', 'send plain', 'clear']);
    expect(run.sent).toEqual([
      {
        user_id: 'u1',
        exercise_name: 'squat',
        file: { data: 'bytes of set.mp4', name: 'set.mp4' },
        load_kg: 80,
        signal: undefined,
      },
    ]);
    expect(run.toasts).toHaveLength(2);
  });

  it('Given no file, or a load that is not a number, When submitted, Then nothing is opened or sent and the errors are by field', async () => {
    const run = effects(counted);
    expect(await uploadSet({ file: null, exerciseName: 'squat' }, run.given)).toEqual({
      ok: false,
      errors: { _: MESSAGES.uploadMissing },
      first: MESSAGES.uploadMissing,
    });
    const badLoad = await uploadSet({ file: 'set.mp4', exerciseName: 'squat', loadKg: 'heavy' }, run.given);
    expect(badLoad).toMatchObject({ ok: false, errors: { load_kg: expect.any(String) as unknown } });
    expect(run.log).toEqual([]);
  });

  it('Given the server refuses the video, When sent, Then the ApiError reaches the caller and nothing is toasted or cleared', async () => {
    const run = effects(new ApiError(415, 'That file is not a video'));
    await expect(uploadSet({ file: 'notes.txt', exerciseName: 'squat' }, run.given)).rejects.toMatchObject({
      status: 415,
      detail: 'That file is not a video',
    });
    expect(run.log).toEqual(['open notes.txt', 'send']);
    expect(run.toasts).toEqual([]);
  });
});
