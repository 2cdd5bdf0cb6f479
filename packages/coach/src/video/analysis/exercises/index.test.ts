import { UPLOAD_EXERCISES } from '@spotter/core/constants';
import { describe, expect, it } from 'vitest';
import { EXERCISE_DEFINITIONS } from './index.js';

const JOINTS = ['shoulder', 'elbow', 'wrist', 'hip', 'knee', 'ankle', 'ear', 'eye'];
const VIEWS = ['side', 'front', 'unknown'];
const sentence = /^[A-Z].*[.!]$/;

describe('the exercise definitions', () => {
  it("given core's upload exercises, then each has exactly one definition, filed under its own name", () => {
    expect(Object.keys(EXERCISE_DEFINITIONS).sort()).toEqual([...UPLOAD_EXERCISES].sort());
    for (const [key, definition] of Object.entries(EXERCISE_DEFINITIONS)) expect(definition.exercise).toBe(key);
  });

  it('given every fault of every lift, then no two share a code (the clients key their wording on it)', () => {
    const codes = Object.values(EXERCISE_DEFINITIONS).flatMap((definition) =>
      definition.faults.map((fault) => fault.code),
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe.each(Object.values(EXERCISE_DEFINITIONS).map((definition) => [definition.exercise, definition] as const))(
  '%s',
  (_name, definition) => {
    it('names its lift, the joints it needs and how to film it', () => {
      expect(definition.name).toMatch(/^[a-z][a-z -]+$/);
      expect(definition.plural).toMatch(/s$/);
      expect(definition.neededJoints.length).toBeGreaterThan(0);
      for (const joint of definition.neededJoints) expect(JOINTS).toContain(joint);
      expect(definition.filming).toMatch(sentence);
      for (const view of definition.keyAngleViews) expect(VIEWS).toContain(view);
    });

    it('counts with at least one signal that has joints, a unit and a travel a rep must cover', () => {
      expect(definition.signals.length).toBeGreaterThan(0);
      for (const signal of definition.signals) {
        expect(signal.joints.length).toBeGreaterThan(0);
        for (const joint of signal.joints) expect(JOINTS).toContain(joint);
        expect(['torso_lengths', 'degrees']).toContain(signal.unit);
        expect(signal.minTravel).toBeGreaterThan(0);
      }
    });

    it.each(definition.faults.map((fault) => [fault.code, fault] as const))(
      'fault %s: major lies past minor in its direction, and it says what, how to fix it and what went well',
      (_code, fault) => {
        if (fault.direction === 'above') expect(fault.major).toBeGreaterThan(fault.minor);
        else expect(fault.major).toBeLessThan(fault.minor);
        expect(fault.views.length).toBeGreaterThan(0);
        for (const view of fault.views) expect(VIEWS).toContain(view);
        for (const joint of [...fault.marks, ...(fault.needs ?? [])]) expect(JOINTS).toContain(joint);
        expect(fault.message(fault.minor, 'minor')).toMatch(sentence);
        expect(fault.message(fault.major, 'major')).toMatch(sentence);
        expect(fault.cue).toMatch(sentence);
        expect(fault.strength).toMatch(sentence);
      },
    );
  },
);
