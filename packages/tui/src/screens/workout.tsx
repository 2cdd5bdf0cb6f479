// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { sessionSetResult } from '@spotter/core/view-models';
import type { Units } from '@spotter/core/constants';
import { RestTimerLine } from '../components/rest-timer-line.js';
import { useWorkout } from '../hooks/use-workout.js';
import { useScreenChrome, useTui } from '../tui-context.js';

const HINTS = [
  { key: '↑↓', action: 'exercise' },
  { key: 'Enter', action: 'log set' },
  { key: '←→', action: 'reps' },
  { key: '-/+', action: 'load' },
  { key: 'r', action: 'RPE' },
  { key: 't', action: 'set type' },
  { key: 'u', action: 'undo last set' },
  { key: 'f', action: 'finish' },
  { key: '[ ]', action: 'rest ∓15 s' },
  { key: 's', action: 'skip rest' },
];

/** Today's session: each exercise with its target and sets; the chosen one's reason, plates and next set; the rest timer. */
export function WorkoutScreen() {
  const tui = useTui();
  const workout = useWorkout();
  useScreenChrome({ hints: workout.view ? HINTS : [{ key: 'r', action: 'retry' }], typing: false });
  const units = ((tui.user as { units?: Units } | null)?.units ?? 'kg') satisfies Units;

  if (workout.loading) return <Text color="yellow">Loading today's session...</Text>;
  if (workout.error || !workout.view) return <Text color="red">{workout.error ?? 'No session to show.'}</Text>;
  const { view } = workout;
  const name = Math.min(28, Math.max(...workout.exercises.map((exercise) => exercise.exercise_name.length)));
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold>{view.title}</Text>
        <Text
          dimColor
        >{` · ${view.done}/${view.total} sets · ${workout.started ? 'in progress' : 'not started (Enter logs the first set and starts it)'}`}</Text>
      </Text>
      <RestTimerLine view={workout.rest} />
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        {workout.window.map(({ exercise, superset }) => {
          const chosen = exercise.key === workout.chosenKey;
          const mark = exercise.key === view.upNext ? '▶' : exercise.complete ? '✓' : ' ';
          return (
            <Text key={exercise.key} wrap="truncate-end" bold={chosen} inverse={chosen}>
              {`${chosen ? '›' : ' '} ${mark} ${superset ? `${superset} ` : ''}${exercise.exercise_name.slice(0, name).padEnd(name)}  ${exercise.target.padEnd(26)} ${exercise.done}/${exercise.planned_sets}`}
            </Text>
          );
        })}
        {workout.position ? <Text dimColor>{workout.position}</Text> : null}
      </Box>
      {workout.exercises
        .filter((exercise) => exercise.key === workout.chosenKey)
        .map((exercise) => (
          <Box key={exercise.key} flexDirection="column">
            <Text dimColor wrap="truncate-end">
              {exercise.reason}
            </Text>
            {exercise.warm_up ? <Text wrap="truncate-end">{`Warm-up sets first: ${exercise.warm_up}`}</Text> : null}
            {exercise.plates ? <Text color="cyan" wrap="truncate-end">{`Plates: ${exercise.plates}`}</Text> : null}
            <Text wrap="truncate-end">
              {exercise.rows.length
                ? exercise.rows
                    .map(
                      (row) =>
                        `${row.result}${row.set.waiting ? ' (sending)' : ''}${row.detail && !row.set.waiting ? ` ${row.detail}` : ''}`,
                    )
                    .join('  ·  ')
                : 'No sets yet.'}
            </Text>
            {workout.planned ? (
              <Text wrap="truncate-end">
                <Text color="green" bold>{`Enter logs: ${sessionSetResult(workout.planned, units)}`}</Text>
                {workout.adjustLine ? <Text color="green">{` · ${workout.adjustLine}`}</Text> : null}
              </Text>
            ) : (
              <Text color="green">All sets done.</Text>
            )}
          </Box>
        ))}
      {view.extra.length ? (
        <Text dimColor wrap="truncate-end">{`Other sets: ${view.extra.map((row) => row.result).join(' · ')}`}</Text>
      ) : null}
    </Box>
  );
}
