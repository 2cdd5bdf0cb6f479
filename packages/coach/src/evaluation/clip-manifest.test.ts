import { describe, expect, it } from 'vitest';
import { formatTrueCount, parseClipManifest, parseTrueCount } from './clip-manifest.js';

// The whole clip set is scored by `npm run eval:coach` (with --loso and --augment), not here: it takes minutes.
const header = 'file\texercise\treps\thow_known\tview\tsource';

describe('parseClipManifest', () => {
  it('Given rows with a source, When parsed, Then each clip keeps its lift, true count and source', () => {
    const text = [
      header,
      'video/a.mp4\tsquat\t3\teye\tside\towner/repo',
      'video/b.mp4\trow\t7-8\tunsure\trear\tother/repo',
      '',
    ].join('\n');
    const { clips, errors } = parseClipManifest(text);
    expect(errors).toEqual([]);
    expect(clips).toEqual([
      {
        file: 'video/a.mp4',
        exercise: 'squat',
        reps: { min: 3, max: 3 },
        howKnown: 'eye',
        view: 'side',
        source: 'owner/repo',
      },
      {
        file: 'video/b.mp4',
        exercise: 'row',
        reps: { min: 7, max: 8 },
        howKnown: 'unsure',
        view: 'rear',
        source: 'other/repo',
      },
    ]);
  });

  it('Given a manifest without a source column, When parsed, Then the source is empty (each clip is then held out alone)', () => {
    expect(parseClipManifest('file\texercise\treps\nx.mp4\tlunge\t2').clips[0]?.source).toBe('');
  });

  it('Given an unknown lift or a bad count, When parsed, Then the row is an error with its line number', () => {
    const { clips, errors } = parseClipManifest(`${header}\nx.mp4\tcurl\t3\t\t\t\ny.mp4\tsquat\tmany\t\t\t`);
    expect(clips).toEqual([]);
    expect(errors).toEqual(["Line 2: unknown exercise 'curl'.", "Line 3: reps must be N or N-M, not 'many'."]);
  });

  it('Given counts, When parsed and formatted, Then N and N-M round-trip and a reversed range is refused', () => {
    expect(formatTrueCount(parseTrueCount('7-8') ?? { min: 0, max: 0 })).toBe('7-8');
    expect(formatTrueCount(parseTrueCount(' 4 ') ?? { min: 0, max: 0 })).toBe('4');
    expect(parseTrueCount('8-7')).toBeNull();
  });
});
