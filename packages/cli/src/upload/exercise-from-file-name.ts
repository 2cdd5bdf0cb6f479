import { UPLOAD_EXERCISES, type UploadExercise } from '@spotter/core/constants';

/** Extra spellings people give files, beyond the choice itself with spaces, dashes or nothing between words. */
const ALIASES: Partial<Record<UploadExercise, readonly string[]>> = {
  overhead_press: ['ohp', 'shoulder_press', 'military_press'],
  pull_up: ['chin_up', 'chinup'],
  row: ['barbell_row', 'bent_over_row'],
  bench_press: ['bench'],
};

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, '')
    .split(/[^a-z]+/)
    .filter(Boolean);

/** The spellings of one choice as word sequences: bench_press → [bench, press], [benchpress]; plurals too. */
function spellings(choice: UploadExercise): string[][] {
  const forms = [choice, ...(ALIASES[choice] ?? [])].flatMap((form) => {
    const parts = form.split('_');
    return parts.length > 1 ? [parts, [parts.join('')]] : [parts];
  });
  return forms.flatMap((parts) => [parts, [...parts.slice(0, -1), `${parts.at(-1)}s`], [...parts.slice(0, -1), `${parts.at(-1)}es`]]);
}

const containsRun = (haystack: string[], run: string[]) =>
  haystack.some((_, start) => run.every((word, offset) => haystack[start + offset] === word));

/**
 * The exercise a video's file name names (squat_0412.mp4 → squat, Push-Up set 2.mov → push_up,
 * bench-press.mp4 → bench_press). Null when none or more than one choice is named.
 */
export function exerciseFromFileName(fileName: string): UploadExercise | null {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  const found = exerciseMatches(base);
  return found.length === 1 ? found[0]! : null;
}

/** Every choice the file name names (more than one means it is ambiguous). */
export function exerciseMatches(fileName: string): UploadExercise[] {
  const tokens = words(fileName);
  const matches = UPLOAD_EXERCISES.filter((choice) => spellings(choice).some((run) => containsRun(tokens, run)));
  // 'bench' alone is an alias of bench_press, but a 'bench' inside another match's words does not count twice.
  return matches.length > 1 && matches.includes('bench_press') && !containsRun(tokens, ['bench', 'press']) && !tokens.includes('benchpress')
    ? matches.filter((choice) => choice !== 'bench_press')
    : matches;
}
