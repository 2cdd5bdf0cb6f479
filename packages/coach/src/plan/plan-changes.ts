import { areaWords } from './injuries.js';
import type { BodyArea, WorkoutPlan } from './plan-schema.js';

type Change = WorkoutPlan['changes']['equipment'][number];

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Gathers what the plan does differently for the equipment and for injuries, one entry per pattern and reason. */
export function createChangeLog() {
  const gaps = new Map<string, Change>();
  const swaps = new Map<string, { areas: Set<BodyArea>; leftOut: Set<string>; instead: Set<string> }>();

  return {
    /** A pattern that could not be trained as planned (no gear, every option loads an injury, difficulty). */
    gap(
      reason: Change['reason'],
      pattern: string,
      areas: readonly BodyArea[],
      note: string,
      leftOut: string | null,
      instead: string | null,
    ) {
      const key = `${reason}:${pattern}`;
      const change = gaps.get(key) ?? { reason, pattern, areas: [...areas], left_out: [], instead: [], note };
      if (leftOut && !change.left_out.includes(leftOut)) change.left_out = [...change.left_out, leftOut].sort();
      if (instead && !change.instead.includes(instead)) change.instead = [...change.instead, instead].sort();
      gaps.set(key, change);
    },
    /** The usual choice for a slot loads an injured area; `instead` trains the same pattern (or null). */
    swap(pattern: string, areas: readonly BodyArea[], leftOut: string, instead: string | null) {
      const entry = swaps.get(pattern) ?? {
        areas: new Set<BodyArea>(),
        leftOut: new Set<string>(),
        instead: new Set<string>(),
      };
      for (const area of areas) entry.areas.add(area);
      entry.leftOut.add(leftOut);
      if (instead) entry.instead.add(instead);
      swaps.set(pattern, entry);
    },
    /** The changes, split into equipment (and difficulty) and injuries; sorted so the same plan gives the same list. */
    result(patternWords: (pattern: string) => string): WorkoutPlan['changes'] {
      const swapChanges: Change[] = [...swaps].map(([pattern, entry]) => {
        const areas = [...entry.areas].sort();
        const leftOut = [...entry.leftOut].sort();
        const instead = [...entry.instead].sort();
        const what = `${listWords(leftOut)} ${leftOut.length > 1 ? 'load' : 'loads'} your ${areas.map(areaWords).join(' and ')}`;
        const shown = instead.length > 3 ? [...instead.slice(0, 3), 'others'] : instead;
        const note =
          instead.length > 0
            ? `${what}, so ${listWords(shown)} ${instead.length > 1 ? 'train' : 'trains'} the ${patternWords(pattern)} instead.`
            : `${what}, so it is left out.`;
        return { reason: 'injury', pattern, areas, left_out: leftOut, instead, note };
      });
      const all = [...gaps.values(), ...swapChanges];
      const byPattern = (a: Change, b: Change) => a.pattern.localeCompare(b.pattern) || a.note.localeCompare(b.note);
      return {
        equipment: all.filter((change) => change.reason !== 'injury').sort(byPattern),
        injuries: all.filter((change) => change.reason === 'injury').sort(byPattern),
      };
    },
  };
}
