import { describe, it, expect } from 'vitest';
import { toInteger, validateOnboarding, type OnboardingForm } from './onboarding.js';
import { UserCreateSchema } from '../schemas/index.js';

/** What a person typing into the onboarding form sends: numbers still as text. */
const typed = (overrides: OnboardingForm = {}): OnboardingForm => ({
  first_name: 'Sam',
  email: 'sam@example.com',
  age: '30',
  height_cm: '180',
  weight_kg: '80',
  ...overrides,
});

function errorsOf(form: OnboardingForm) {
  const result = validateOnboarding(form);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

function valueOf(form: OnboardingForm) {
  const result = validateOnboarding(form);
  if (!result.ok) throw new Error(`expected a valid form, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('validateOnboarding', () => {
  describe('required fields', () => {
    it('Given an empty form, When validated, Then each required field has its own message', () => {
      expect(errorsOf({})).toEqual({
        first_name: 'First name is required',
        email: 'Email is required',
        age: 'Age is required',
        height_cm: 'Height is required',
        weight_kg: 'Weight is required',
      });
    });

    it('Given required fields that are only whitespace, When validated, Then they count as missing', () => {
      const errors = errorsOf(typed({ first_name: '   ', email: ' ', age: '  ' }));
      expect(errors.first_name).toBe('First name is required');
      expect(errors.email).toBe('Email is required');
      expect(errors.age).toBe('Age is required');
    });

    it('Given only the first name is missing, When validated, Then only first_name is reported', () => {
      expect(errorsOf(typed({ first_name: '' }))).toEqual({ first_name: 'First name is required' });
    });

    it('Given a missing field and an out-of-range field, When validated, Then both are reported', () => {
      expect(errorsOf(typed({ weight_kg: undefined, days_per_week: '9' }))).toEqual({
        weight_kg: 'Weight is required',
        days_per_week: 'Days per week must be between 1 and 7',
      });
    });
  });

  describe('integers', () => {
    it('Given numeric strings, When validated, Then they become integers', () => {
      const value = valueOf(
        typed({ age: ' 30 ', height_cm: '180', weight_kg: '80', timeline_weeks: '8', days_per_week: '4' }),
      );
      expect(value).toMatchObject({ age: 30, height_cm: 180, weight_kg: 80, timeline_weeks: 8, days_per_week: 4 });
      for (const key of ['age', 'height_cm', 'weight_kg', 'timeline_weeks', 'days_per_week'] as const) {
        expect(Number.isInteger(value[key])).toBe(true);
      }
    });

    it('Given numbers rather than text, When validated, Then they pass through as integers', () => {
      expect(valueOf(typed({ age: 41, height_cm: 165, weight_kg: 62 }))).toMatchObject({
        age: 41,
        height_cm: 165,
        weight_kg: 62,
      });
    });

    it('Given a decimal age, When validated, Then it is rounded to a whole number', () => {
      expect(valueOf(typed({ age: '30.6' })).age).toBe(31);
    });

    it('Given text that is not a number, When validated, Then the field says it must be a whole number', () => {
      expect(errorsOf(typed({ age: 'thirty' }))).toEqual({ age: 'Age must be a whole number' });
    });
  });

  describe('bounds', () => {
    it.each([
      ['age', '12', 'Age must be between 13 and 100'],
      ['age', '101', 'Age must be between 13 and 100'],
      ['height_cm', '99', 'Height must be between 100 and 250 cm'],
      ['height_cm', '251', 'Height must be between 100 and 250 cm'],
      ['weight_kg', '29', 'Weight must be between 30 and 300 kg'],
      ['weight_kg', '301', 'Weight must be between 30 and 300 kg'],
      ['days_per_week', '0', 'Days per week must be between 1 and 7'],
      ['days_per_week', '8', 'Days per week must be between 1 and 7'],
    ] as const)('Given %s = %s, When validated, Then the message is "%s"', (field, value, message) => {
      expect(errorsOf(typed({ [field]: value }))).toEqual({ [field]: message });
    });

    it.each([
      ['age', '13'],
      ['age', '100'],
      ['height_cm', '100'],
      ['height_cm', '250'],
      ['weight_kg', '30'],
      ['weight_kg', '300'],
      ['days_per_week', '1'],
      ['days_per_week', '7'],
    ] as const)('Given %s at its limit %s, When validated, Then it is accepted', (field, value) => {
      expect(valueOf(typed({ [field]: value }))[field]).toBe(Number(value));
    });
  });

  describe('defaults', () => {
    it('Given only the required fields, When validated, Then the spec defaults are applied', () => {
      expect(valueOf(typed())).toMatchObject({
        timeline_weeks: 12,
        days_per_week: 3,
        coach_tone: 'motivational',
        plan_style: 'strength',
        equipment_list: [],
      });
    });

    it('Given blank timeline and days fields, When validated, Then the defaults are used instead of an error', () => {
      expect(valueOf(typed({ timeline_weeks: '', days_per_week: ' ' }))).toMatchObject({
        timeline_weeks: 12,
        days_per_week: 3,
      });
    });
  });

  describe('email', () => {
    it('Given an address that is not an email, When validated, Then email says so', () => {
      expect(errorsOf(typed({ email: 'sam-at-example' }))).toEqual({ email: 'Email must be a valid email address' });
    });

    it('Given an address with spaces and capitals, When validated, Then it is accepted trimmed and lower-cased', () => {
      expect(valueOf(typed({ email: '  Sam@Example.COM ' })).email).toBe('sam@example.com');
    });
  });

  describe('optional fields', () => {
    it('Given blank sex, goal and injuries, When validated, Then sex and injuries are null and the goal is general', () => {
      const value = valueOf(typed({ sex: '', primary_goal: '  ', injuries: '   ' }));
      expect(value.sex).toBeNull();
      expect(value.injuries).toBeNull();
      expect(value.primary_goal).toBe('general');
    });

    it('Given chosen sex, goal, injuries and equipment, When validated, Then they are kept (equipment normalised)', () => {
      const value = valueOf(
        typed({
          sex: 'female',
          primary_goal: 'weight_loss',
          injuries: ' left knee ',
          equipment_list: ['Barbell', 'barbell', ' bench '],
        }),
      );
      expect(value).toMatchObject({
        sex: 'female',
        primary_goal: 'weight_loss',
        injuries: 'left knee',
        equipment_list: ['barbell', 'bench'],
      });
    });

    it('Given a goal outside the list, When validated, Then the goal error lists the choices', () => {
      expect(errorsOf(typed({ primary_goal: 'fame' })).primary_goal).toBe(
        'Goal must be one of: strength, muscle, endurance, weight_loss, performance, general',
      );
    });

    it('Given a sex outside the list, When validated, Then sex is reported', () => {
      expect(errorsOf(typed({ sex: 'robot' })).sex).toBe('Sex must be one of: male, female, other');
    });
  });
});

describe('toInteger', () => {
  it('Given blank input, When converted, Then it is undefined (so defaults or "required" apply)', () => {
    expect(toInteger(undefined)).toBeUndefined();
    expect(toInteger('')).toBeUndefined();
    expect(toInteger('   ')).toBeUndefined();
  });

  it('Given numeric text, When converted, Then it is an integer', () => {
    expect(toInteger('42')).toBe(42);
    expect(toInteger(' 7 ')).toBe(7);
    expect(toInteger(3)).toBe(3);
  });

  it('Given text that is not a number, When converted, Then the text is kept to be reported', () => {
    expect(toInteger('abc')).toBe('abc');
    expect(toInteger('Infinity')).toBe('Infinity');
  });
});

describe('text no database can store', () => {
  it.each([
    ['a NUL', 'Ada\u0000'],
    ['a lone high surrogate', 'Ada \uD83D'],
    ['a lone low surrogate', '\uDE00 Ada'],
  ])('Given a first name with %s, When validated, Then the field says it cannot be stored', (_, firstName) => {
    const result = UserCreateSchema.safeParse({
      first_name: firstName,
      email: 'ada@example.com',
      age: 30,
      height_cm: 170,
      weight_kg: 60,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['first_name']);
    expect(result.error?.issues[0]?.message).toContain('cannot be stored');
  });

  it('Given a whole emoji, When validated, Then it is ordinary text', () => {
    const result = UserCreateSchema.safeParse({
      first_name: 'Ada 💪',
      email: 'ada@example.com',
      age: 30,
      height_cm: 170,
      weight_kg: 60,
    });
    expect(result.success).toBe(true);
  });
});
