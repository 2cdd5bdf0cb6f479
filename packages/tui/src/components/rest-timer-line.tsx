// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Text } from 'ink';
import type { RestTimerView } from '@spotter/core/view-models';

const BAR = 20;

/** One line: "Rest 1:05 ██████······ (+/- 15 s, s skip)", or "Rest over" at zero, or how it starts. */
export function RestTimerLine({ view }: { view: RestTimerView | null }) {
  if (!view) return <Text dimColor>Rest timer: starts when you log a set</Text>;
  const filled = Math.round(view.progress * BAR);
  return (
    <Text wrap="truncate-end">
      <Text bold color={view.done ? 'green' : 'yellow'}>
        {view.done ? 'Rest over ' : 'Rest '}
        {view.label}
      </Text>
      <Text color={view.done ? 'green' : 'yellow'}>{` ${'█'.repeat(filled)}`}</Text>
      <Text dimColor>{'·'.repeat(BAR - filled)}</Text>
    </Text>
  );
}
