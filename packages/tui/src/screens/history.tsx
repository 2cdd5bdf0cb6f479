// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { useHistory } from '../hooks/use-history.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [{ key: '↑↓', action: 'choose a set' }];

const DATE = 11;
const EXERCISE = 16;
const RESULT = 18;

const cell = (text: string, width: number) =>
  text.length >= width ? `${text.slice(0, width - 2)}… ` : text.padEnd(width);

/** Your training history: sparklines of reps and load per exercise, then the sets as a table; the chosen set's faults and video below. */
export function HistoryScreen() {
  const history = useHistory();
  useScreenChrome({ hints: HINTS, typing: false });

  if (history.loading) return <Text color="yellow">Loading your sets...</Text>;
  if (history.error) return <Text color="red">{history.error}</Text>;
  if (history.empty) return <Text dimColor>{history.empty}</Text>;
  const name = Math.max(...history.progress.map((view) => view.label.length));
  return (
    <Box flexDirection="column">
      <Box flexDirection="column" borderStyle="round" paddingX={1}>
        <Text bold>Progress, oldest to newest</Text>
        {history.progress.map((view) => (
          <Box key={view.exercise} flexDirection="column">
            <Text wrap="truncate-end">
              <Text bold>{view.label.padEnd(name)}</Text>
              <Text dimColor>{'  reps '}</Text>
              <Text color="green">{view.repsBars}</Text>
              {view.hasLoad ? <Text dimColor>{'  load '}</Text> : null}
              {view.hasLoad ? <Text color="cyan">{view.loadBars}</Text> : null}
            </Text>
            <Text dimColor wrap="truncate-end">
              {`${' '.repeat(name)}  ${view.summary}`}
            </Text>
          </Box>
        ))}
      </Box>
      <Text
        bold
        wrap="truncate-end"
      >{`  ${cell('Date', DATE)}${cell('Exercise', EXERCISE)}${cell('Result', RESULT)}Form`}</Text>
      {history.rows.map((row) => (
        <Text key={row.id} bold={row.chosen} inverse={row.chosen} wrap="truncate-end">
          {`${row.chosen ? '›' : ' '} ${cell(row.date, DATE)}${cell(row.exercise, EXERCISE)}${cell(row.result, RESULT)}${row.faults}`}
        </Text>
      ))}
      {history.position ? <Text dimColor>{history.position}</Text> : null}
      {history.chosen ? (
        <Box flexDirection="column" marginTop={1}>
          {history.chosen.faultList.map((fault) => (
            <Text key={fault.key} color="yellow" wrap="truncate-end">
              {`⚠ ${fault.text}`}
            </Text>
          ))}
          {history.chosen.videoLink ? (
            <>
              <Text color="blue">▶ Processed video:</Text>
              <Text color="blue">{history.chosen.videoLink}</Text>
            </>
          ) : (
            <Text dimColor>No processed video was kept for this set.</Text>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
