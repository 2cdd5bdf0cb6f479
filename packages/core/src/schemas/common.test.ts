import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeviceRenameSchema, DeviceTokenRequestSchema } from './account.js';
import { UploadExerciseFieldsSchema } from './coach.js';
import { nameText, numberFromText } from './common.js';
import { ExerciseContributionSchema } from './exercise.js';
import { PersonalBestCreateSchema } from './records.js';
import { SetQuerySchema } from './sets.js';
import { UserCreateSchema, UserUpdateSchema } from './user.js';
import { SetCreateSchema, WorkoutCreateSchema, WorkoutQuerySchema, WorkoutUpdateSchema } from './workout-log.js';

const message = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

// A zero-width space, a word joiner, a byte-order mark, a soft hyphen, a right-to-left mark, a no-break space,
// an ideographic space, a combining accent alone and a tab: nothing a list could show.
const INVISIBLE = [
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200F',
  '\u00A0',
  '\u3000',
  '\u0301',
  '\t',
  '\u200B \u200C\u200D',
];

describe('names someone gives', () => {
  const name = nameText('Name', 20);

  it('given a name with something that shows, when parsed, then it is kept trimmed (letters of any script, digits, emoji)', () => {
    for (const good of ['Legs', ' Upper A ', 'Жим', '深蹲', '5x5', '🏋️', '#1', 'Zero\u200Bwidth inside']) {
      expect(name.parse(good)).toBe(good.trim());
    }
  });

  it('given a name of only spaces, format or zero-width characters, when parsed, then it is refused as having nothing visible', () => {
    for (const bad of INVISIBLE)
      expect(message(name.safeParse(bad)), JSON.stringify(bad)).toMatch(
        /^: Name (is required|needs a visible character)/,
      );
    expect(message(name.safeParse(''))).toBe(': Name is required');
  });

  it.each([
    ['an exercise contribution', ExerciseContributionSchema, { name: '\u200B', primary_cues: 'Brace' }, 'name'],
    [
      'an exercise tag',
      ExerciseContributionSchema,
      { name: 'Squat', primary_cues: 'Brace', muscle_groups: ['\u2060'] },
      'muscle_groups.0',
    ],
    ['a logged set', SetCreateSchema, { exercise_name: '\u200B', reps: 5 }, 'exercise_name'],
    ['a workout started', WorkoutCreateSchema, { name: '\u00A0\u200B' }, 'name'],
    ['a workout renamed', WorkoutUpdateSchema, { name: '\uFEFF\u200B' }, 'name'],
    ['a personal best', PersonalBestCreateSchema, { exercise_name: '\u200B', value: 1, unit: 'reps' }, 'exercise_name'],
    ['a device token', DeviceTokenRequestSchema, { device: '\u200B', current_password: 'x' }, 'device'],
    ['a device renamed', DeviceRenameSchema, { device: '\u200D' }, 'device'],
    ['a profile first name', UserUpdateSchema, { first_name: '\u200B' }, 'first_name'],
    ['a profile equipment name', UserUpdateSchema, { equipment_list: ['\u200B'] }, 'equipment_list.0'],
  ] as const)(
    'given %s named with a zero-width space only, when parsed, then the field is named in the error',
    (_what, schema, input, field) => {
      expect(message((schema as z.ZodType).safeParse(input))).toContain(`${field}: `);
      expect(message((schema as z.ZodType).safeParse(input))).toMatch(/visible character/);
    },
  );

  it('given a device label at sign-up, when blank it is no label; when only invisible characters, it is refused', () => {
    const signUp = {
      first_name: 'Ada',
      email: 'ada@example.com',
      age: 30,
      height_cm: 170,
      weight_kg: 60,
      primary_goal: 'strength',
    };
    expect(UserCreateSchema.parse({ ...signUp, device: '  ' }).device).toBeUndefined();
    expect(message(UserCreateSchema.safeParse({ ...signUp, device: '\u200B' }))).toMatch(
      /^device: Device needs a visible character/,
    );
  });
});

describe('numbers sent as text', () => {
  const number = numberFromText(z.number({ error: 'Must be a number' }));

  it('given plain decimal, when parsed, then it is that number', () => {
    expect(['5', '+5', '-2', '62.5', '0.5', '.5', '5.'].map((text) => number.parse(text))).toEqual([
      5, 5, -2, 62.5, 0.5, 0.5, 5,
    ]);
    expect(number.parse(7)).toBe(7);
  });

  it('given hex, exponents, spaces, underscores or Infinity (what Number() reads anyway), when parsed, then refused', () => {
    for (const bad of ['0x10', '0b1', '0o7', '1e3', ' 5 ', '5 ', '\t5', '1_000', 'Infinity', 'NaN', '', '١٢']) {
      expect(number.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('given the upload form load and list limits, when not plain decimal, then 400-worthy errors name the field', () => {
    const upload = (load_kg: string) =>
      message(UploadExerciseFieldsSchema.safeParse({ exercise_name: 'squat', load_kg }));
    expect(upload('0x10')).toBe('load_kg: Load must be a number of kilograms');
    expect(upload(' 5 ')).toBe('load_kg: Load must be a number of kilograms');
    expect(upload('1e3')).toBe('load_kg: Load must be a number of kilograms');
    expect(UploadExerciseFieldsSchema.parse({ exercise_name: 'squat', load_kg: '62.5' }).load_kg).toBe(62.5);
    expect(UploadExerciseFieldsSchema.parse({ exercise_name: 'squat', load_kg: '' }).load_kg).toBeUndefined();
    expect(message(SetQuerySchema.safeParse({ limit: '0x10' }))).toMatch(/^limit: Limit must be a whole number/);
    expect(message(WorkoutQuerySchema.safeParse({ limit: '1e1' }))).toMatch(/^limit: Limit must be a whole number/);
    expect(SetQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(WorkoutQuerySchema.parse({}).limit).toBeGreaterThan(0);
  });
});
