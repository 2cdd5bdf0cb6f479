import { LB_IN_KG, roundTo, type WeightUnit } from './values.js';

export interface UnitVerdict {
  units: WeightUnit | null;
  /** Why, in plain words: shown in the preview so the choice is never silent. */
  reason: string;
}

const isMultiple = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

/**
 * Tells kg from lb by the loads plates make, for files that do not say (Strong's current layout). A 20 kg bar with
 * 1.25 and 2.5 kg plates makes loads like 62.5 or 102.5; a 45 lb bar with pound plates only makes multiples of 5,
 * and lifters in pounds keep landing on the plate milestones 135, 225, 315, 405. Only clear evidence decides:
 * - kg when at least 10% of the loads are multiples of 1.25 that are not multiples of 5, and under 5% are milestones;
 * - lb when at least 15% of the loads are milestones (45 + 90·n) and under 2% are such kg steps;
 * otherwise nobody can tell and the user is asked (with both readings shown).
 */
export class UnitEvidence {
  private loads = 0;
  private kgSteps = 0;
  private milestones = 0;
  private readonly kgExamples = new Set<number>();
  private readonly lbExamples = new Set<number>();

  add(load: number) {
    if (!(load > 0)) return;
    const value = roundTo(load, 2);
    this.loads += 1;
    if (isMultiple(value, 1.25) && !isMultiple(value, 5)) {
      this.kgSteps += 1;
      if (this.kgExamples.size < 3) this.kgExamples.add(value);
    }
    if (value >= 45 && isMultiple(value - 45, 90)) {
      this.milestones += 1;
      if (this.lbExamples.size < 3) this.lbExamples.add(value);
    }
  }

  verdict(): UnitVerdict {
    const n = this.loads;
    if (n < 5)
      return { units: null, reason: `only ${n} load${n === 1 ? '' : 's'} in the file: too few to tell kg from lb` };
    const kgShare = this.kgSteps / n;
    const lbShare = this.milestones / n;
    const list = (values: Set<number>) => [...values].join(', ');
    if (kgShare >= 0.1 && lbShare < 0.05) {
      return {
        units: 'kg',
        reason: `${this.kgSteps} of ${n} loads (${list(this.kgExamples)}) are kg plate steps that pound plates on a 45 lb bar do not make`,
      };
    }
    if (lbShare >= 0.15 && kgShare < 0.02) {
      return {
        units: 'lb',
        reason: `${this.milestones} of ${n} loads (${list(this.lbExamples)}) are the pound plate milestones of a 45 lb bar, and none is a kg plate step`,
      };
    }
    return { units: null, reason: `the ${n} loads fit both kg and lb plates` };
  }
}

/** A load in kg from a value in the given unit. */
export const toKg = (value: number, unit: WeightUnit) => roundTo(unit === 'kg' ? value : value * LB_IN_KG, 3);
