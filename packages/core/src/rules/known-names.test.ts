import { describe, expect, it } from 'vitest';
import { checkEquipmentNames, checkLiftName, closestName, editDistance } from './known-names.js';

describe('known names', () => {
  it('Given two words, When their edit distance is taken, Then it counts inserts, deletes and substitutions', () => {
    expect(editDistance('sqaut', 'squat')).toBe(2);
    expect(editDistance('', 'row')).toBe(3);
    expect(editDistance('lunge', 'lunge')).toBe(0);
    expect(closestName('Dumbels', ['barbell', 'dumbbells', 'bench'])).toBe('dumbbells');
  });

  it('Given equipment with an unknown name, When checked, Then it fails naming the unknown one and the closest known one', () => {
    const checked = checkEquipmentNames(['barbell', 'flux capacitor']);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.equipment_list).toMatch(
      /^'flux capacitor' is not equipment Spotter knows \(closest: '[a-z -]+'\)$/,
    );
    expect(checked.errors.equipment_list).not.toContain('barbell');
    expect(checkEquipmentNames(['kettlebel']).ok).toBe(false);
    expect(!checkEquipmentNames(['kettlebel']).ok && checkEquipmentNames(['kettlebel'])).toMatchObject({
      errors: { equipment_list: expect.stringContaining("closest: 'kettlebells'") as unknown },
    });
  });

  it('Given aliases and any case, When checked, Then each becomes its one canonical name, once', () => {
    expect(checkEquipmentNames(['Kettlebell', 'kettlebells', 'Power Rack'])).toEqual({
      ok: true,
      value: ['kettlebells', 'squat rack'],
    });
  });

  it('Given a typo of a known lift, When checked, Then it is not known and the lift is suggested; a new name has no suggestion', () => {
    expect(checkLiftName('sqaut', ['squat', 'deadlift'])).toEqual({ known: false, value: 'sqaut', closest: 'squat' });
    expect(checkLiftName('Bench Press', ['bench_press'])).toEqual({ known: true, value: 'bench_press' });
    expect(checkLiftName('zercher carry', ['squat', 'deadlift'])).toEqual({
      known: false,
      value: 'zercher carry',
      closest: null,
    });
    expect(checkLiftName('Back_Squat', ['squat', 'back squat'])).toEqual({ known: true, value: 'back squat' });
  });

  it("Given names that are one lift by the lift key, When checked, Then the one spelt as typed wins, else the last listed (the user's own)", () => {
    expect(checkLiftName('squat', ['squat', 'Back Squat'])).toEqual({ known: true, value: 'squat' });
    expect(checkLiftName('Squat (Barbell)', ['squat', 'Back Squat'])).toEqual({ known: true, value: 'Back Squat' });
    expect(checkLiftName('barbell bench press', ['bench_press', 'deadlift'])).toEqual({
      known: true,
      value: 'bench_press',
    });
  });
});
