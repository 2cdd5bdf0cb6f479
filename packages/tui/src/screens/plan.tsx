// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { ScrollText } from '../components/scroll-text.js';
import { usePlan } from '../hooks/use-plan.js';
import { useScreenChrome } from '../tui-context.js';

const LIST_HINTS = [
  { key: '↑↓', action: 'choose a day' },
  { key: 'Enter', action: 'open it' },
];
const DAY_HINTS = [
  { key: '↑↓', action: 'scroll' },
  { key: '1-9', action: "an exercise's card" },
  { key: '← Esc', action: 'back to the days' },
];
const TEXT_HINTS = [{ key: '↑↓', action: 'scroll plan' }];

/** The latest plan: its days as a list to move through, one day's exercises at a time. */
export function PlanScreen() {
  const plan = usePlan();
  const { view, day } = plan;
  useScreenChrome({
    hints: view?.kind === 'text' ? TEXT_HINTS : day ? DAY_HINTS : LIST_HINTS,
    typing: false,
    onEscape: plan.close,
  });

  if (plan.loading) return <Text color="yellow">Loading your plan...</Text>;
  if (plan.error) return <Text color="red">{plan.error}</Text>;
  if (!view)
    return (
      <Text dimColor>No plan yet. Scan your equipment (s on the dashboard), or build one from your profile (p).</Text>
    );
  if (view.kind === 'text') {
    return (
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        <ScrollText {...plan.scroll} />
      </Box>
    );
  }
  if (day) {
    return (
      <Box flexDirection="column">
        <Text bold color="cyan">
          {day.heading}
        </Text>
        <Box flexDirection="column" borderStyle="round" paddingX={1}>
          <ScrollText {...plan.scroll} />
        </Box>
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {view.title}
      </Text>
      {view.facts.map((fact) => (
        <Text key={fact.label} wrap="truncate-end">
          <Text dimColor>{`${fact.label}: `}</Text>
          {fact.value}
        </Text>
      ))}
      <Box flexDirection="column" borderStyle="round" paddingX={1} marginTop={1}>
        {view.days.map((entry, index) => {
          const chosen = index === plan.selected;
          return (
            <Text key={entry.key} bold={chosen} wrap="truncate-end">
              {`${chosen ? '›' : ' '} ${entry.heading}`}
              <Text
                dimColor
              >{`  ${entry.exercises.length} exercise${entry.exercises.length === 1 ? '' : 's'}${entry.duration ? ` · ${entry.duration}` : ''}`}</Text>
            </Text>
          );
        })}
      </Box>
      {view.changes.injuries.length + view.changes.equipment.length > 0 ? (
        <Text
          dimColor
          wrap="truncate-end"
        >{`Changed for your equipment and injuries: ${[...view.changes.injuries, ...view.changes.equipment][0]}`}</Text>
      ) : null}
    </Box>
  );
}
