import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadIncrement, type EquipmentKind } from './exercise-key.js';
import { fromKg } from './plates.js';
import { nextTarget, planTarget, type PastSession, type ProgressionInput } from './progression.js';

/** A session of `reps` (one number a set) at `kg`, with an optional RPE for every set. */
const session = (day: number, kg: number | null, reps: number[], rpe: number | null = null): PastSession => ({
  at: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
  sets: reps.map((r) => ({ reps: r, load_kg: kg, rpe, rir: null, set_type: 'working' as const })),
});

const bench = (history: PastSession[], overrides: Partial<ProgressionInput> = {}): ProgressionInput => ({
  exerciseName: 'Barbell Bench Press',
  equipment: 'barbell',
  lowerBody: false,
  repRange: { min: 6, max: 8 },
  targetSets: 3,
  units: 'kg',
  style: 'strength',
  history,
  ...overrides,
});

describe('nextTarget: the rules as a table', () => {
  it.each<[string, ProgressionInput, number | null, string, string]>([
    [
      'no history',
      bench([]),
      null,
      'first_weight',
      'No Barbell Bench Press logged yet: pick a first working weight you could lift 8 times with 2–3 reps to spare, and log it',
    ],
    [
      'top of the range on every set',
      bench([session(1, 60, [8, 8, 8])]),
      62.5,
      'increase',
      '+2.5 kg: you made 3×8 at 60 kg',
    ],
    [
      'top of the range, easy (RPE 7)',
      bench([session(1, 60, [8, 8, 8], 7)]),
      65,
      'increase_easy',
      '+5 kg: you made 3×8 at 60 kg with reps to spare (RPE 7)',
    ],
    [
      'top of the range at RPE 10',
      bench([session(1, 60, [8, 8, 8], 10)]),
      60,
      'hold_hard',
      'Same 60 kg: you made 3×8 at 60 kg, but near your limit (RPE 10); add weight once it feels like an 8',
    ],
    [
      'in the range',
      bench([session(1, 60, [8, 7, 7])]),
      60,
      'hold',
      'Same 60 kg: work up to 8 on every set (last 8, 7, 7 at 60 kg)',
    ],
    [
      'in the range, very easy (RPE 6)',
      bench([session(1, 60, [7, 7, 7], 6)]),
      62.5,
      'increase',
      '+2.5 kg: 3×7 at 60 kg was easy (RPE 6)',
    ],
    [
      'short of the bottom once',
      bench([session(1, 60, [7, 5, 5])]),
      60,
      'hold_missed',
      'Same 60 kg: some sets fell short of 6 reps (7, 5, 5); make 6 on every set first',
    ],
    [
      'short of the bottom twice at one load',
      bench([session(1, 60, [7, 5, 5]), session(4, 60, [6, 5, 4])]),
      57.5,
      'reduce',
      '−2.5 kg: you fell short of 6 reps at 60 kg twice (last 6, 5, 4); build back up from 57.5 kg',
    ],
    [
      'fewer sets than planned, all at the top',
      bench([session(1, 60, [8, 8])]),
      60,
      'hold_sets',
      'Same 60 kg: make all 3 sets of 8 first (last 2×8 at 60 kg)',
    ],
    [
      'three sessions without progress',
      bench([
        session(1, 60, [7, 7, 7]),
        session(3, 60, [7, 7, 7]),
        session(5, 60, [7, 7, 6]),
        session(7, 60, [7, 6, 6]),
      ]),
      52.5,
      'deload_stall',
      'Deload to 52.5 kg (−7.5 kg): no progress on Barbell Bench Press in 3 sessions (last 7, 6, 6 at 60 kg); build back up from there',
    ],
    [
      'pain reported after the last session',
      bench([session(1, 60, [8, 8, 8])], { painReportedAt: '2026-11-02T10:00:00.000Z' }),
      52.5,
      'deload_pain',
      'Deload to 52.5 kg (−7.5 kg): you told the coach about pain; keep the reps easy and stop if it hurts',
    ],
    [
      'pain reported before the last session',
      bench([session(3, 60, [8, 8, 8])], { painReportedAt: '2026-11-02T10:00:00.000Z' }),
      62.5,
      'increase',
      '+2.5 kg: you made 3×8 at 60 kg',
    ],
    [
      'a squat (lower body) steps 5 kg',
      bench([session(1, 100, [5, 5, 5])], {
        exerciseName: 'Back Squat',
        lowerBody: true,
        repRange: { min: 5, max: 5 },
      }),
      105,
      'increase',
      '+5 kg: you made 3×5 at 100 kg',
    ],
    [
      'dumbbells step 2 kg',
      bench([session(1, 22, [10, 10, 10])], { equipment: 'dumbbell', repRange: { min: 8, max: 10 } }),
      24,
      'increase',
      '+2 kg: you made 3×10 at 22 kg',
    ],
    [
      'a conditioning plan never double-steps',
      bench([session(1, 60, [8, 8, 8], 6)], { style: 'conditioning' }),
      62.5,
      'increase',
      '+2.5 kg: you made 3×8 at 60 kg',
    ],
    [
      'bodyweight with no load',
      bench([session(1, null, [10, 9, 8])], { equipment: 'bodyweight', exerciseName: 'Pull-Up' }),
      null,
      'no_load',
      'Bodyweight: last time 10, 9, 8; aim for 6–8 on every set',
    ],
  ])('Given %s, When the next target is worked out, Then %s kg by %s', (_, input, loadKg, rule, reason) => {
    expect(nextTarget(input)).toEqual({ loadKg, rule, reason });
  });

  it('Given a lifter in lb who made 3×5 at 225 lb, When the next target is worked out, Then +5 lb said in lb and stored in kg', () => {
    const target = nextTarget(
      bench([session(1, 225 * 0.45359237, [5, 5, 5])], { units: 'lb', repRange: { min: 3, max: 5 } }),
    );
    expect(target.reason).toBe('+5 lb: you made 3×5 at 225 lb');
    expect(fromKg(target.loadKg!, 'lb')).toBeCloseTo(230, 4);
  });

  it('Given warm-ups and drop sets beside the working sets, When worked out, Then only working sets count', () => {
    const mixed: PastSession = {
      at: '2026-11-01T08:00:00.000Z',
      sets: [
        { reps: 10, load_kg: 20, rpe: null, rir: null, set_type: 'warmup' },
        ...[8, 8, 8].map((reps) => ({ reps, load_kg: 60, rpe: null, rir: null, set_type: 'working' as const })),
        { reps: 12, load_kg: 40, rpe: null, rir: null, set_type: 'drop' },
      ],
    };
    expect(nextTarget(bench([mixed])).loadKg).toBe(62.5);
  });

  it('Given RIR logged instead of RPE, When worked out, Then RIR 3 reads as RPE 7', () => {
    const easy: PastSession = {
      at: '2026-11-01T08:00:00.000Z',
      sets: [8, 8, 8].map((reps) => ({ reps, load_kg: 60, rpe: null, rir: 3, set_type: 'working' as const })),
    };
    expect(nextTarget(bench([easy])).rule).toBe('increase_easy');
  });
});

describe('nextTarget: properties', () => {
  const equipment = fc.constantFrom<EquipmentKind>(
    'barbell',
    'dumbbell',
    'kettlebell',
    'machine',
    'cable',
    'bodyweight',
    'other',
  );
  const setArb = fc.record({
    reps: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    load_kg: fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: null }),
    rpe: fc.option(
      fc.integer({ min: 2, max: 20 }).map((n) => n / 2),
      { nil: null },
    ),
    rir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    set_type: fc.constantFrom('warmup' as const, 'working' as const, 'drop' as const, 'failure' as const),
  });
  const sessions = fc
    .array(fc.array(setArb, { minLength: 0, maxLength: 6 }), { maxLength: 8 })
    .map((list) => list.map((sets, i) => ({ at: `2026-10-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`, sets })));
  const input = fc.record({
    equipment,
    lowerBody: fc.boolean(),
    units: fc.constantFrom('kg' as const, 'lb' as const),
    style: fc.constantFrom('strength' as const, 'hypertrophy' as const, 'conditioning' as const, 'balanced' as const),
    range: fc.option(fc.tuple(fc.integer({ min: 1, max: 15 }), fc.integer({ min: 0, max: 10 })), { nil: null }),
    targetSets: fc.integer({ min: 1, max: 6 }),
    history: sessions,
    pain: fc.boolean(),
  });

  it('never negative, never a jump up of more than two steps, never a cut of more than two steps or 15%, and always a reason', () => {
    fc.assert(
      fc.property(input, (i) => {
        const target = nextTarget({
          exerciseName: 'Lift',
          equipment: i.equipment,
          lowerBody: i.lowerBody,
          repRange: i.range ? { min: i.range[0], max: i.range[0] + i.range[1] } : null,
          targetSets: i.targetSets,
          units: i.units,
          style: i.style,
          history: i.history,
          painReportedAt: i.pain ? '2026-12-01T00:00:00.000Z' : null,
        });
        expect(target.reason.length).toBeGreaterThan(10);
        if (target.loadKg === null) return;
        expect(target.loadKg).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(target.loadKg)).toBe(true);
        // The last session with a working load is what the target moves from.
        const last = [...i.history]
          .reverse()
          .map((s) => s.sets.filter((x) => (x.set_type === 'working' || x.set_type === 'failure') && (x.reps ?? 0) > 0))
          .find((w) => w.some((x) => (x.load_kg ?? 0) > 0))!;
        const lastKg = Math.max(...last.map((x) => x.load_kg ?? 0));
        const step = fromKg(0, i.units) + loadIncrement(i.equipment, i.lowerBody, i.units);
        const delta = fromKg(target.loadKg, i.units) - fromKg(lastKg, i.units);
        const grid = i.equipment === 'barbell' ? (i.units === 'kg' ? 2.5 : 5) : i.units === 'kg' ? 0.5 : 1;
        expect(delta).toBeLessThanOrEqual(2 * step + grid / 2 + 1e-6);
        expect(-delta).toBeLessThanOrEqual(Math.max(2 * step, 0.15 * fromKg(lastKg, i.units)) + grid + 1e-6);
        // Pain after the last session never adds weight.
        if (i.pain) expect(delta).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it('increments follow the equipment: a made range adds exactly one step of that equipment (on its grid)', () => {
    fc.assert(
      fc.property(
        equipment,
        fc.boolean(),
        fc.constantFrom('kg' as const, 'lb' as const),
        fc.integer({ min: 16, max: 80 }),
        (kind, lower, units, gridSteps) => {
          const grid = kind === 'barbell' ? (units === 'kg' ? 2.5 : 5) : units === 'kg' ? 0.5 : 1;
          const load = gridSteps * grid * (kind === 'barbell' ? 1 : 4);
          const kg = units === 'kg' ? load : load * 0.45359237;
          const target = nextTarget(bench([session(1, kg, [8, 8, 8])], { equipment: kind, lowerBody: lower, units }));
          expect(target.rule).toBe('increase');
          expect(fromKg(target.loadKg!, units) - load).toBeCloseTo(loadIncrement(kind, lower, units), 4);
        },
      ),
    );
  });
});

describe('planTarget', () => {
  it.each([
    ['8-12', { repRange: { min: 8, max: 12 }, durationSec: null }],
    ['5', { repRange: { min: 5, max: 5 }, durationSec: null }],
    ['8-10 per leg', { repRange: { min: 8, max: 10 }, durationSec: null }],
    ['30-45 s', { repRange: null, durationSec: 30 }],
    ['20-30 min easy', { repRange: null, durationSec: 1200 }],
    ['30 m', { repRange: null, durationSec: null }],
    ['as many as you can', { repRange: null, durationSec: null }],
  ])("Given the plan's reps %s, When read, Then %j", (reps, expected) => {
    expect(planTarget(reps)).toEqual(expected);
  });
});
