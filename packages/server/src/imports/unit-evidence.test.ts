import { describe, expect, it } from 'vitest';
import { UnitEvidence } from './unit-evidence.js';

const verdictOf = (loads: number[]) => {
  const evidence = new UnitEvidence();
  for (const load of loads) evidence.add(load);
  return evidence.verdict();
};

describe('kg or lb from the loads plates make', () => {
  it('Given kg plate steps (62.5, 102.5), When judged, Then kg, with the loads that told', () => {
    const verdict = verdictOf([20, 60, 62.5, 62.5, 100, 102.5, 40, 42.5, 80, 80]);
    expect(verdict.units).toBe('kg');
    expect(verdict.reason).toMatch(/62\.5/);
  });

  it('Given pound milestones (135, 225, 315) and no kg steps, When judged, Then lb', () => {
    expect(verdictOf([45, 95, 135, 135, 185, 225, 225, 275, 315, 155]).units).toBe('lb');
  });

  it('Given round loads that fit both, When judged, Then nobody can tell and it says so', () => {
    const verdict = verdictOf([60, 70, 80, 100, 100, 110, 120, 40, 50]);
    expect(verdict).toEqual({ units: null, reason: 'the 9 loads fit both kg and lb plates' });
  });

  it('Given fewer than five loads, When judged, Then too few to tell', () => {
    expect(verdictOf([62.5, 62.5, 0, 0]).units).toBeNull();
  });

  it('Given both kinds of evidence, When judged, Then it does not decide', () => {
    expect(verdictOf([62.5, 102.5, 135, 225, 315, 135, 62.5, 100, 100, 100]).units).toBeNull();
  });
});
