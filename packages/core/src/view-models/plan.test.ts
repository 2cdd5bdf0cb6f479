import { describe, expect, it } from 'vitest';
import type { Plan, PlanDetails } from '../schemas/index.js';
import { planMarkdown } from './plan-markdown.js';
import { planDetails, planPlainText, planView, restLabel } from './plan.js';

/** A small plan in today's shape, written here by hand (the generator lives in the coach). */
const DETAILS: PlanDetails = {
  version: 2,
  title: "Maya's strength plan: 2 days a week for 4 weeks",
  goal: 'strength',
  days_per_week: 2,
  timeline_weeks: 4,
  split: { kind: 'full_body', name: 'Full body' },
  prescription: {
    main: { sets: 5, reps: '3-5', rest_sec: 180 },
    accessory: { sets: 3, reps: '6-8', rest_sec: 120 },
    intensity: 'Heavy.',
    circuit: false,
  },
  equipment: {
    available: ['barbell', 'bodyweight'],
    seen: [{ name: 'barbell', confidence: 0.8, source: 'photo' }],
    from_profile: ['bench'],
  },
  days: [
    {
      day: 1,
      name: 'Full body A',
      format: 'straight_sets',
      exercises: [
        {
          name: 'Cat-Cow',
          role: 'warm_up',
          kind: 'mobility',
          movement_pattern: 'mobility',
          sets: 1,
          reps: '45 s',
          rest_sec: 0,
          load_hint: null,
          progression: 'Ease in.',
          equipment: ['bodyweight'],
          cue: null,
          replaces: null,
        },
        {
          name: 'Barbell Hip Thrust',
          role: 'main',
          kind: 'loaded',
          movement_pattern: 'hinge',
          sets: 5,
          reps: '3-5',
          rest_sec: 180,
          load_hint: 'Heavy: 1-2 reps in reserve.',
          progression: 'Add 2.5-5 kg each week.',
          equipment: ['barbell', 'bench'],
          cue: 'Chin tucked',
          replaces: 'Back Squat',
        },
        {
          name: 'Wall Walk',
          role: 'accessory',
          kind: 'skill',
          movement_pattern: 'push_vertical',
          sets: 4,
          reps: '2-3',
          rest_sec: 90,
          load_hint: null,
          progression: 'Practise for quality.',
          equipment: ['bodyweight'],
          cue: null,
        },
      ],
    },
    { day: 2, name: 'Full body B', format: 'circuit', exercises: [] },
  ],
  progression: {
    summary: 'Blocks of 3 build weeks and 1 deload week (deload in week 4).',
    by_kind: [
      { kind: 'loaded', how: 'Add 2.5-5 kg each week.' },
      { kind: 'skill', how: 'Practise for quality.' },
    ],
    blocks: [
      { name: 'Block 1: Foundation', first_week: 1, last_week: 3, deload: false, guidance: 'Start light.' },
      { name: 'Deload', first_week: 4, last_week: 4, deload: true, guidance: 'Half the sets.' },
    ],
  },
  injuries: { areas: ['knee'], notes: ['Stop on sharp pain.'] },
  changes: {
    equipment: [
      {
        reason: 'equipment',
        pattern: 'pull_vertical',
        areas: [],
        left_out: [],
        instead: [],
        note: 'No pull-up exercise fits your equipment, so it is left out.',
      },
    ],
    injuries: [
      {
        reason: 'injury',
        pattern: 'squat',
        areas: ['knee'],
        left_out: ['Back Squat'],
        instead: ['Barbell Hip Thrust'],
        note: 'Back Squat loads your knee, so Barbell Hip Thrust trains the squat instead.',
      },
    ],
  },
  notes: ['Sleep 7-9 hours.'],
};
const plan = (details: unknown, text = 'Old plan\n========\nDay 1: squats\n'): Plan => ({
  id: 'p1',
  plan_text: text,
  created_at: '2026-11-25T10:00:00Z',
  details: details as Plan['details'],
});

describe('planView: how long a day takes and its warm-up sets', () => {
  const warmedUp: PlanDetails = {
    ...DETAILS,
    days: [
      {
        ...DETAILS.days[0]!,
        estimated_min: 55,
        warm_up: {
          exercise: 'Barbell Hip Thrust',
          start: 'empty_bar',
          sets: [
            { percent: null, reps: 10 },
            { percent: 40, reps: 5 },
            { percent: 60, reps: 3 },
            { percent: 80, reps: 1 },
          ],
        },
      },
      DETAILS.days[1]!,
    ],
  };

  it('Given a day with an estimate and warm-up sets, then the estimate is said as one and the sets sit on the first main lift only', () => {
    const view = planView(plan(warmedUp));
    if (view.kind !== 'structured') throw new Error('expected a structured view');
    expect(view.days.map((day) => day.duration)).toEqual(['about 55 min (estimate)', null]);
    expect(view.days[0]!.exercises.map((row) => row.warmUp)).toEqual([
      null,
      'bar x 10, 40% x 5, 60% x 3, 80% x 1 (% of your working weight)',
      null,
    ]);
  });

  it('Given the same plan, then the terminal text and the Markdown carry the estimate and the warm-up sets', () => {
    const view = planView(plan(warmedUp));
    const text = planPlainText(view);
    expect(text).toContain('Day 1: Full body A · about 55 min (estimate)');
    expect(text).toContain(
      '  Main: Barbell Hip Thrust — 5 x 3-5, rest 3 min (instead of Back Squat)\n    warm-up sets: bar x 10, 40% x 5',
    );
    expect(text).toContain('\nDay 2: Full body B\n');
    const markdown = planMarkdown(view);
    expect(markdown).toContain('## Day 1: Full body A · about 55 min (estimate)');
    expect(markdown).toContain(
      'Warm-up sets for Barbell Hip Thrust: bar x 10, 40% x 5, 60% x 3, 80% x 1 (% of your working weight)',
    );
  });
});

describe('planView', () => {
  it("Given details in today's shape, then days list their exercises with volume, rest, load hint and what they replace", () => {
    const view = planView(plan(DETAILS));
    expect(view.kind).toBe('structured');
    if (view.kind !== 'structured') return;
    expect(view.title).toBe(DETAILS.title);
    expect(view.days.map((day) => day.heading)).toEqual(['Day 1: Full body A', 'Day 2: Full body B']);
    expect(view.days[0]!.exercises[1]).toEqual({
      name: 'Barbell Hip Thrust',
      role: 'Main',
      volume: '5 x 3-5',
      rest: '3 min',
      loadHint: 'Heavy: 1-2 reps in reserve.',
      progression: 'Add 2.5-5 kg each week.',
      cue: 'Chin tucked',
      instead: 'Instead of Back Squat',
      warmUp: null,
    });
    expect(view.days[0]!.exercises[0]).toMatchObject({ volume: '45 s', rest: '', loadHint: null, instead: null });
    expect(view.days[1]!.note).toMatch(/No exercise fits/);
    expect(view.facts).toContainEqual({ label: 'Equipment', value: 'barbell, bench' });
    expect(view.facts.find((fact) => fact.label === 'Loaded lifts')?.value).toBe(
      'main 5 x 3-5 (rest 3 min), accessories 3 x 6-8 (rest 2 min)',
    );
    expect(view.progression.byKind).toEqual([
      { label: 'Loaded lifts', how: 'Add 2.5-5 kg each week.' },
      { label: 'Skills', how: 'Practise for quality.' },
    ]);
    expect(view.progression.blocks.map((block) => block.weeks)).toEqual(['Weeks 1-3', 'Week 4']);
    expect(view.changes.injuries).toEqual([
      'Back Squat loads your knee, so Barbell Hip Thrust trains the squat instead.',
    ]);
  });

  it('Given a plan without loaded lifts, then no "Loaded lifts" fact is shown', () => {
    const view = planView(
      plan({ ...DETAILS, progression: { ...DETAILS.progression, by_kind: [{ kind: 'skill', how: 'Practise.' }] } }),
    );
    expect(view.kind === 'structured' && view.facts.map((fact) => fact.label)).not.toContain('Loaded lifts');
  });

  it.each([
    ['no details', null],
    ['the version-1 shape (sessions)', { version: 1, title: 'x', sessions: [{ day: 1, name: 'A', exercises: [] }] }],
    ['a days list without the rest', { days: [{ name: 'Mon', exercises: [{ name: 'Squat', sets: 3, reps: '5' }] }] }],
    ['something else entirely', 'just a string'],
  ])('Given an older stored plan with %s, then it falls back to the stored text as it is', (_, details) => {
    const stored = plan(details);
    expect(planDetails(stored)).toBeNull();
    expect(planView(stored)).toEqual({ kind: 'text', id: 'p1', title: 'Old plan', text: stored.plan_text });
    expect(planPlainText(planView(stored))).toBe(stored.plan_text);
  });

  it('Given details with extra fields (the server adds source and scan), then they still parse', () => {
    expect(
      planDetails(plan({ ...DETAILS, source: { kind: 'profile', equipment: [] }, scan: { equipment: [] } }))?.title,
    ).toBe(DETAILS.title);
  });
});

describe('plain text and Markdown', () => {
  it('renders the plain text with every day, exercise line, load hint and change', () => {
    const text = planPlainText(planView(plan(DETAILS)));
    expect(text).toContain('Day 1: Full body A');
    expect(text).toContain('  Main: Barbell Hip Thrust — 5 x 3-5, rest 3 min (instead of Back Squat)');
    expect(text).toContain('    load: Heavy: 1-2 reps in reserve.');
    expect(text).toContain('  Accessory: Wall Walk — 4 x 2-3, rest 90 s');
    expect(text).toContain('  - Back Squat loads your knee, so Barbell Hip Thrust trains the squat instead.');
    expect(text).not.toContain('====');
  });

  it('renders Markdown with a table per day and escapes what Markdown would read as syntax', () => {
    const tricky = structuredClone(DETAILS);
    tricky.days[0]!.exercises[2]!.name = 'Wall Walk | *slow* <b>';
    const markdown = planMarkdown(planView(plan(tricky)));
    expect(markdown.startsWith(`# Maya's strength plan: 2 days a week for 4 weeks\n`)).toBe(true);
    expect(markdown).toContain('## Day 1: Full body A');
    expect(markdown).toContain(
      '| Main | Barbell Hip Thrust (instead of back squat) | 5 x 3-5 | 3 min | Heavy: 1-2 reps in reserve. |',
    );
    expect(markdown).toContain('| Accessory | Wall Walk \\| \\*slow\\* \\<b\\> | 4 x 2-3 | 90 s | — |');
    expect(markdown).toContain('## What changed for your equipment and injuries');
    // Every table row has the same number of unescaped cell separators.
    const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
    expect(new Set(rows.map((row) => row.replace(/\\\|/g, '').split('|').length)).size).toBe(1);
  });

  it('Given an older plan, then the Markdown keeps its text as it is in a fence that its own backticks cannot close', () => {
    const markdown = planMarkdown(planView(plan(null, 'Plan\n```\ncode\n')));
    expect(markdown).toBe('# Plan\n\n````text\nPlan\n```\ncode\n````\n');
  });

  it.each([
    [0, ''],
    [45, '45 s'],
    [90, '90 s'],
    [120, '2 min'],
    [150, '2.5 min'],
    [180, '3 min'],
  ])('restLabel(%i) is %j', (seconds, label) => {
    expect(restLabel(seconds)).toBe(label);
  });
});
