import { describe, it, expect } from 'vitest';
import type { MediaItem, VideoAnalysis } from '../schemas/index.js';
import { MediaItemSchema } from '../schemas/index.js';
import {
  analysisStatus,
  analysisView,
  formatTimestamp,
  latestAnalysis,
  storedAnalysis,
  uploadToasts,
} from './analysis.js';

const analysis = (overrides: Partial<VideoAnalysis> = {}): VideoAnalysis => ({
  exercise: 'bench_press',
  status: 'ok',
  detected_exercise: 'bench_press',
  detected_confidence: 0.9,
  reps: 3,
  confidence: 0.874,
  person_detected: true,
  visibility: 0.9,
  view: 'side',
  duration_sec: 12.4,
  frames_analyzed: 124,
  sample_fps: 10,
  signal: 'hip height (torso lengths)',
  signal_unit: 'torso_lengths',
  rep_details: [
    {
      index: 1,
      start_sec: 1,
      end_sec: 3.2,
      peak_sec: 2,
      down_sec: 1.04,
      up_sec: 1.16,
      range_of_motion: 0.96,
      travel: 0.5,
      key_angle_deg: 88,
    },
  ],
  faults: [
    {
      code: 'shallow',
      message: 'Depth was short of parallel',
      cue: 'Sit between your heels',
      severity: 'major',
      rep: 2,
      time_sec: 4.2,
    },
    { code: 'tempo', message: 'Fast descent', cue: 'Lower for two counts', severity: 'minor', rep: null, time_sec: 75 },
  ],
  strengths: ['Steady bar path'],
  limitation: 'Only one side of the body was visible.',
  ...overrides,
});

const mismatch = (): VideoAnalysis =>
  analysis({
    status: 'exercise_mismatch',
    detected_exercise: 'squat',
    reps: 0,
    faults: [],
    strengths: [],
    rep_details: [],
    limitation: 'This looks like a squat, not a bench press, so I did not count it.',
  });

/** An analysis as stored before the coach reported a status or a recognised lift. */
const legacy = (overrides: Partial<VideoAnalysis> = {}) => {
  const {
    status: _status,
    detected_exercise: _detected,
    detected_confidence: _confidence,
    ...rest
  } = analysis(overrides);
  return rest;
};

/** A media item as the client reads it off the wire (through the contract's schema). */
const media = (value: unknown, id = 'm1'): MediaItem =>
  MediaItemSchema.parse({
    id,
    exercise_name: 'squat',
    notes: 'Good set',
    processed_url: null,
    created_at: '2025-01-01T00:00:00.000Z',
    analysis: value,
  });

describe('formatTimestamp', () => {
  it('Given seconds, When formatted, Then they read as m:ss', () => {
    expect(formatTimestamp(4.2)).toBe('0:04');
    expect(formatTimestamp(75)).toBe('1:15');
    expect(formatTimestamp(-3)).toBe('0:00');
  });
});

describe('analysisView', () => {
  it('Given an analysed set, When viewed, Then reps, facts, faults with cues and times, strengths and limitation read plainly', () => {
    const view = analysisView(analysis());
    expect(view).toMatchObject({ status: 'ok', tone: 'ok', exercise: 'Bench Press', heading: 'Bench Press' });
    expect(view.reps).toBe('3 reps');
    expect(view.facts).toEqual(['Side view', '0:12 clip', '87% confidence']);
    expect(view.faults).toEqual([
      {
        key: 'shallow-0',
        message: 'Depth was short of parallel',
        cue: 'Sit between your heels',
        severity: 'major',
        when: 'Rep 2 · 0:04',
      },
      { key: 'tempo-1', message: 'Fast descent', cue: 'Lower for two counts', severity: 'minor', when: '1:15' },
    ]);
    expect(view.faultsEmpty).toBeNull();
    expect(view.repRows).toEqual([{ key: 'rep-1', label: 'Rep 1', detail: '1.0 s down · 1.2 s up · 96% range' }]);
    expect(view.strengths).toEqual(['Steady bar path']);
    expect(view.limitation).toBe('Only one side of the body was visible.');
  });

  it('Given a clean set, When viewed, Then it says no faults were spotted', () => {
    expect(analysisView(analysis({ faults: [], reps: 1 }))).toMatchObject({
      reps: '1 rep',
      faultsEmpty: 'No form faults spotted in this set.',
    });
  });

  it('Given no person in the clip, When viewed, Then it says so instead of counting reps or praising form', () => {
    const view = analysisView(
      analysis({ status: 'not_visible', person_detected: false, reps: 0, faults: [], view: 'unknown' }),
    );
    expect(view.reps).toBe('No person detected');
    expect(view.tone).toBe('warning');
    expect(view.faultsEmpty).toBeNull();
    expect(view.facts[0]).toBe('Camera angle unclear');
  });

  it('Given a clip of another lift than the one chosen, When viewed, Then the heading names the lift seen, it is a warning and nothing is praised', () => {
    const view = analysisView(mismatch());
    expect(view).toMatchObject({
      status: 'exercise_mismatch',
      tone: 'warning',
      heading: 'Looks like Squat, not Bench Press',
      reps: 'Not counted',
      faultsEmpty: null,
      limitation: 'This looks like a squat, not a bench press, so I did not count it.',
    });
  });

  it('Given a person seen but no complete rep, When viewed, Then it says so as a warning', () => {
    expect(
      analysisView(analysis({ status: 'no_reps', reps: 0, faults: [], limitation: 'I saw you but no full rep.' })),
    ).toMatchObject({
      tone: 'warning',
      reps: 'No complete rep',
      faultsEmpty: null,
    });
  });

  it('Given a set counted as the lift chosen while recognition leaned to another, When viewed, Then the heading is the lift counted, not a refusal', () => {
    const view = analysisView(
      analysis({
        status: 'ok',
        exercise: 'bench_press',
        detected_exercise: 'squat',
        limitation: 'To me this looked more like a squat; if it was a bench press, the count is 3.',
      }),
    );
    expect(view).toMatchObject({ status: 'ok', tone: 'ok', heading: 'Bench Press', reps: '3 reps' });
    expect(view.limitation).toMatch(/looked more like a squat/);
  });

  it('Given the coach prose shown beside the view already says the limitation, When viewed, Then it is not repeated as a note', () => {
    const aside = 'To me this looked more like a squat; if it was a bench press, the count is 3.';
    const counted = analysis({ status: 'ok', exercise: 'bench_press', detected_exercise: 'squat', limitation: aside });
    expect(analysisView(counted, { besideText: `3 bench presses done! ${aside}` }).limitation).toBeNull();
    expect(analysisView(counted, { besideText: '3 bench presses done!' }).limitation).toBe(aside);
    expect(analysisView(counted, { besideText: null }).limitation).toBe(aside);
  });

  it("Given 'Detect automatically' and a lift the coach could not tell, When viewed, Then it says the lift was not recognised instead of naming its first guess", () => {
    const unsure = analysis({
      status: 'no_reps',
      exercise: 'push_up',
      detected_exercise: null,
      reps: 0,
      faults: [],
      limitation: 'I am not sure which lift this is: it looked most like a push-up or a pull-up. Which one was it?',
    });
    const view = analysisView(unsure, { chosen: 'auto' });
    expect(view).toMatchObject({ tone: 'warning', heading: 'Lift not recognised', reps: 'Not counted' });
    expect(view.limitation).toMatch(/Which one was it\?/);
    // The lift chosen by the lifter stays the heading of a set with no complete rep.
    expect(analysisView({ ...unsure, exercise: 'squat' }, { chosen: 'squat' })).toMatchObject({
      heading: 'Squat',
      reps: 'No complete rep',
    });
  });

  it('Given a lift recognised from an automatic choice, When viewed, Then the heading is simply that lift', () => {
    expect(analysisView(analysis({ exercise: 'squat', detected_exercise: 'squat' })).heading).toBe('Squat');
  });
});

describe('analysisStatus', () => {
  it('Given an analysis stored before statuses existed, When read, Then reps make it ok, else it was not counted', () => {
    expect(analysisStatus(legacy({ reps: 3 }))).toBe('ok');
    expect(analysisStatus(legacy({ reps: 0 }))).toBe('no_reps');
    expect(analysisStatus(legacy({ reps: 0, person_detected: false }))).toBe('not_visible');
  });
  it('Given a status, When read, Then it wins over the count', () => {
    expect(analysisStatus(analysis({ status: 'exercise_mismatch', reps: 4 }))).toBe('exercise_mismatch');
  });
});

describe('latestAnalysis', () => {
  it('Given media whose first item holds an analysis, When read, Then it is returned', () => {
    expect(latestAnalysis([media(analysis())])?.reps).toBe(3);
  });
  it('Given a latest set the coach could not count, When read, Then the last counted set is returned instead', () => {
    const found = latestAnalysis([
      media(mismatch(), 'm3'),
      media(analysis({ status: 'no_reps', reps: 0 }), 'm2'),
      media(analysis({ reps: 5 }), 'm1'),
    ]);
    expect(found?.reps).toBe(5);
    expect(latestAnalysis([media(mismatch())])).toBeNull();
  });
  it('Given analyses stored before statuses existed, When read, Then one with reps counts (with its status filled in) and one without does not', () => {
    expect(
      latestAnalysis([media(legacy({ reps: 0, person_detected: false }), 'm2'), media(legacy({ reps: 2 }), 'm1')]),
    ).toMatchObject({
      reps: 2,
      status: 'ok',
      detected_exercise: null,
    });
    expect(storedAnalysis(media(legacy({ reps: 0 })))?.status).toBe('no_reps');
  });
  it('Given no media or an analysis of another shape, When read, Then there is none', () => {
    expect(latestAnalysis([])).toBeNull();
    expect(latestAnalysis([media({ ...analysis(), reps: 'many' })])).toBeNull();
    expect(latestAnalysis([media({ ...analysis(), faults: [{ code: 'x' }] })])).toBeNull();
    expect(latestAnalysis([media(null)])).toBeNull();
  });
});

describe('MediaItemSchema analysis', () => {
  it('Given an analysis as the coach makes it, When read off the wire, Then it is kept whole', () => {
    expect(media(analysis()).analysis).toEqual(analysis());
  });
  it('Given values that are not analyses, When read off the wire, Then the item reads as having none', () => {
    expect(media([]).analysis).toBeNull();
    expect(media({ ...analysis(), strengths: [1] }).analysis).toBeNull();
    expect(media({ ...analysis(), rep_details: [{ index: 1 }] }).analysis).toBeNull();
    expect(media({ ...analysis(), status: 'great' }).analysis).toBeNull();
  });
  it('Given an analysis stored before statuses existed, When read off the wire, Then it is kept', () => {
    expect(media(legacy()).analysis).toEqual(legacy());
  });
});

describe('uploadToasts', () => {
  const result = (value: VideoAnalysis, is_new_pr = false) => ({
    is_new_pr,
    feedback: 'The coach says so.',
    analysis: value,
  });

  it('Given a counted set, When toasts are chosen, Then success, and a new PR adds the personal best toast', () => {
    expect(uploadToasts(result(analysis()))).toEqual([{ kind: 'success', text: 'Exercise analyzed successfully!' }]);
    expect(uploadToasts(result(analysis(), true))).toEqual([
      { kind: 'success', text: 'Exercise analyzed successfully!' },
      { kind: 'success', text: 'New Personal Best!' },
    ]);
  });

  it.each([
    ['exercise_mismatch', mismatch()],
    ['no_reps', analysis({ status: 'no_reps', reps: 0, limitation: 'I saw you but no full rep.' })],
    [
      'not_visible',
      analysis({ status: 'not_visible', reps: 0, person_detected: false, limitation: 'I could not see anyone.' }),
    ],
  ] as const)(
    'Given a %s set, When toasts are chosen, Then one warning with the coach sentence and never success or a best',
    (_status, value) => {
      expect(uploadToasts(result(value, true))).toEqual([{ kind: 'warning', text: value.limitation }]);
    },
  );

  it('Given a set not counted without a limitation, When toasts are chosen, Then the warning falls back to the feedback', () => {
    expect(uploadToasts(result(analysis({ status: 'no_reps', reps: 0, limitation: null })))).toEqual([
      { kind: 'warning', text: 'The coach says so.' },
    ]);
  });

  it('Given an analysis stored before statuses existed with no reps, When toasts are chosen, Then it is a warning', () => {
    expect(
      uploadToasts({
        is_new_pr: false,
        feedback: 'Nothing counted.',
        analysis: legacy({ reps: 0, limitation: null }),
      })[0]?.kind,
    ).toBe('warning');
  });
});
