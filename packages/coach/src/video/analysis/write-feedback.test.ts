import { describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { worstFault, writeFeedback } from './write-feedback.js';

const analysis = (overrides: Partial<VideoAnalysis> = {}): VideoAnalysis => ({
  exercise: 'squat',
  status: 'ok',
  detected_exercise: 'squat',
  detected_confidence: 0.9,
  reps: 5,
  confidence: 0.9,
  person_detected: true,
  visibility: 0.95,
  view: 'side',
  duration_sec: 14,
  frames_analyzed: 140,
  sample_fps: 10,
  signal: 'hip height (torso lengths)',
  signal_unit: 'torso_lengths',
  rep_details: [],
  faults: [
    {
      code: 'squat_forward_lean',
      message: 'Your torso tipped forward to 58° from vertical at the bottom.',
      cue: 'Keep your chest up.',
      severity: 'minor',
      rep: 2,
      time_sec: 4,
    },
    {
      code: 'squat_depth',
      message: 'This rep stopped well above parallel (a quarter squat).',
      cue: 'Sit down until your hip crease drops to knee height.',
      severity: 'major',
      rep: 4,
      time_sec: 9,
    },
    {
      code: 'squat_depth',
      message: 'This rep stopped just above parallel.',
      cue: 'Sit down until your hip crease drops to knee height.',
      severity: 'minor',
      rep: 5,
      time_sec: 11,
    },
  ],
  strengths: ['Steady rhythm: your reps took 2.0–2.4 s each.'],
  limitation: null,
  ...overrides,
});

describe('writeFeedback', () => {
  it('picks the major fault on the most reps as the worst', () => {
    expect(worstFault(analysis().faults)).toMatchObject({
      fault: { code: 'squat_depth', severity: 'major' },
      count: 2,
    });
  });

  it('gives the count, the worst fault with its cue and one strength in every tone', () => {
    for (const tone of ['motivational', 'calm', 'direct', 'technical'] as const) {
      const text = writeFeedback(analysis(), tone);
      expect(text).toMatch(/5 squats/);
      expect(text).toMatch(/hip crease drops to knee height/);
      expect(text).toMatch(/2\.0–2\.4 s/);
    }
    expect(writeFeedback(analysis(), 'calm')).toMatch(/On 2 of 5 reps \(first on rep 4\)/i);
    expect(writeFeedback(analysis(), 'technical')).toMatch(/squat_depth \(major, 2\/5 reps, first at 9\.0 s\)/);
  });

  it('states the limitation plainly and praises nothing when nothing was seen', () => {
    const limitation = 'I could not see a person in this video. Film from the side.';
    const text = writeFeedback(
      analysis({ reps: 0, faults: [], strengths: [], person_detected: false, limitation }),
      'direct',
    );
    expect(text).toBe(limitation);
  });

  it('Given a set the coach saw as another lift, When written, Then it says so in every tone and counts nothing', () => {
    const limitation = 'This looks like a squat, not a bench press, so I did not count it.';
    const mismatch = analysis({
      status: 'exercise_mismatch',
      exercise: 'bench_press',
      detected_exercise: 'squat',
      reps: 0,
      faults: [],
      strengths: [],
      limitation,
    });
    for (const tone of ['motivational', 'calm', 'direct', 'technical'] as const) {
      const text = writeFeedback(mismatch, tone);
      expect(text).toContain(limitation);
      expect(text).not.toMatch(/done|counted|bench presses\./);
    }
  });

  it('Given a refusal whose reason says what to do, When written in the motivational tone, Then no second invitation to send a clip follows it', () => {
    const limitation =
      'This looks like a squat, not a bench press, so I did not count it. Choose squat (or Detect automatically) and upload it again.';
    const refused = analysis({ status: 'exercise_mismatch', reps: 0, faults: [], strengths: [], limitation });
    expect(writeFeedback(refused, 'motivational')).toBe(limitation);
    const bare = writeFeedback(
      analysis({ status: 'no_reps', reps: 0, faults: [], strengths: [], limitation: null }),
      'motivational',
    );
    expect(bare).toBe("I could not count any squats in this video. Send another clip and I'll take a proper look.");
  });

  it('does not invent faults when none were found', () => {
    const text = writeFeedback(analysis({ faults: [], strengths: [] }), 'motivational');
    expect(text).toBe('5 squats done! I did not spot a form fault in the checks I can make from a side view.');
  });
});
