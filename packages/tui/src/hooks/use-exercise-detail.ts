import { useInput } from 'ink';
import { useState } from 'react';
import type { Exercise } from '@spotter/core/schemas';
import { exerciseCard, spaced } from '@spotter/core/view-models';
import { useTui } from '../tui-context.js';
import { scrollBy, wrapLines } from '../text-layout.js';

/** One exercise in full (no '+N more': every tag), cues wrapped and scrollable. */
export function useExerciseDetail(exercise: Exercise) {
  const tui = useTui();
  const [offset, setOffset] = useState(0);
  const lines = wrapLines(exercise.primary_cues, tui.columns - 6);
  const height = Math.max(3, tui.rows - 14);
  useInput(
    (_input, key) => {
      if (key.upArrow) setOffset((value) => scrollBy(value, -1, lines.length, height));
      if (key.downArrow) setOffset((value) => scrollBy(value, 1, lines.length, height));
    },
    { isActive: tui.active },
  );
  return {
    card: exerciseCard(exercise),
    equipment: exercise.equipment_tags.join(', ') || 'none',
    muscles: exercise.muscle_groups.join(', ') || '—',
    pattern: exercise.movement_pattern ? spaced(exercise.movement_pattern) : null,
    cues: { lines, offset, height },
  };
}
