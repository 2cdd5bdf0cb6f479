import type { FetchLike } from '@spotter/core/api';

/** What the server answers an analysed upload with: a squat set of five reps. */
export const analysedUpload = (() => {
  const analysis = {
    exercise: 'squat',
    status: 'ok',
    detected_exercise: 'squat',
    detected_confidence: 0.9,
    reps: 5,
    confidence: 0.8,
    person_detected: true,
    visibility: 0.9,
    view: 'side',
    duration_sec: 12,
    frames_analyzed: 120,
    sample_fps: 10,
    signal: 'hip height',
    signal_unit: 'torso_lengths',
    rep_details: [],
    faults: [],
    strengths: [],
    limitation: null,
  };
  return {
    feedback: 'Five clean squats.',
    avatar_video_url: null,
    is_new_pr: false,
    analysis,
    media: {
      id: 'm1',
      exercise_name: 'squat',
      notes: 'Five clean squats.',
      processed_url: null,
      created_at: '2026-02-01T00:00:00.000Z',
      analysis,
    },
    personal_best: null,
  };
})();

export interface Stage {
  stage: string;
  share_done: number;
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A fake Spotter server for the clients' upload-with-progress tests: an upload with ?progress=1 is answered with
 * `stages` as progress events, then the analysed upload, streamed `gapMs` apart (as an analysis takes time); a plain
 * upload with the JSON answer. The file's bytes are read as a real request would (so a byte bar finishes), and every
 * URL asked for is kept.
 */
export function progressServer(stages: readonly Stage[], { gapMs = 0 } = {}): FetchLike & { urls: string[] } {
  const urls: string[] = [];
  const pieces = [...stages.map((stage) => event('progress', stage)), event('done', analysedUpload)];
  const fetchImpl: FetchLike = async (url, init) => {
    urls.push(url);
    if (init.body instanceof FormData)
      for (const [, value] of init.body) if (value instanceof Blob) await value.arrayBuffer();
    if (new URL(url).searchParams.get('progress') !== '1') {
      return { ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve(JSON.stringify(analysedUpload)) };
    }
    const encoder = new TextEncoder();
    let next = 0;
    const reader = {
      async read() {
        const piece = pieces[next++];
        if (piece === undefined) return { done: true };
        await new Promise((resolve) => setTimeout(resolve, gapMs));
        return { done: false, value: encoder.encode(piece) };
      },
      cancel: () => Promise.resolve(),
    };
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      text: () => Promise.resolve(pieces.join('')),
      body: { getReader: () => reader },
    } as Awaited<ReturnType<FetchLike>>;
  };
  return Object.assign(fetchImpl, { urls });
}
