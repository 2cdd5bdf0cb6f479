import { describe, expect, it } from 'vitest';
import { parseClipManifest, parseTrueCount } from './clip-manifest.js';
import { countError, summarise, summariseByLift, type ClipOutcome } from './clip-score.js';

const outcome = (
  exercise: ClipOutcome['exercise'],
  min: number,
  max: number,
  counted: number,
  detected: ClipOutcome['detected'] = exercise,
): ClipOutcome => ({
  exercise,
  truth: { min, max },
  counted,
  detected,
});

describe('clip manifest', () => {
  it('Given a manifest with a range and a bad row, When parsed, Then ranges are kept and the bad row is named by line', () => {
    const text =
      'file\texercise\treps\thow_known\tview\nvideo/a.mp4\trow\t7-8\tunsure\trear\nvideo/b.mp4\tjog\t3\t\t\nvideo/c.mp4\tsquat\t3\teye\tside\n';
    const { clips, errors } = parseClipManifest(text);
    expect(clips.map((clip) => [clip.file, clip.reps])).toEqual([
      ['video/a.mp4', { min: 7, max: 8 }],
      ['video/c.mp4', { min: 3, max: 3 }],
    ]);
    expect(errors).toEqual(["Line 3: unknown exercise 'jog'."]);
  });

  it('Given a header without reps, When parsed, Then it says which column is missing', () => {
    expect(parseClipManifest('file\texercise\n').errors).toEqual(['The header has no reps column.']);
  });

  it('Given count texts, When parsed, Then N and N-M are counts and anything else is not', () => {
    expect(parseTrueCount('12')).toEqual({ min: 12, max: 12 });
    expect(parseTrueCount('8-7')).toBeNull();
    expect(parseTrueCount('about 3')).toBeNull();
  });
});

describe('clip scores', () => {
  it('Given a range, When a count is inside it, Then it is exact; outside, the error is the distance to the range', () => {
    expect(countError({ min: 7, max: 8 }, 8)).toBe(0);
    expect(countError({ min: 7, max: 8 }, 10)).toBe(2);
    expect(countError({ min: 3, max: 3 }, 2)).toBe(1);
  });

  it('Given outcomes, When summarised, Then exact, within-one, mean error and recognition are counted per lift and in total', () => {
    const outcomes = [outcome('squat', 3, 3, 3), outcome('squat', 2, 2, 4, 'lunge'), outcome('row', 7, 8, 7)];
    expect(summarise(outcomes)).toEqual({ clips: 3, exact: 2, withinOne: 2, meanAbsoluteError: 2 / 3, recognised: 2 });
    const table = summariseByLift(outcomes);
    expect(table.map((row) => row.lift)).toEqual(['squat', 'row', 'total']);
    expect(table[0]?.summary).toMatchObject({ clips: 2, exact: 1, recognised: 1 });
  });
});
