// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PathField } from '../components/path-field.js';
import { ScrollText } from '../components/scroll-text.js';
import { useScan, type ScanRow, type ScanStep } from '../hooks/use-scan.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS: Record<ScanStep, { key: string; action: string }[]> = {
  file: [
    { key: 'Tab', action: 'complete path' },
    { key: 'Enter', action: 'scan' },
  ],
  scanning: [],
  confirm: [
    { key: '↑↓', action: 'choose' },
    { key: 'Space', action: 'tick / untick' },
    { key: 'Enter', action: 'build the plan' },
  ],
  building: [],
  done: [
    { key: '↑↓ PgUp/PgDn', action: 'scroll plan' },
    { key: 'Enter', action: 'scan another' },
  ],
};

/** Scan Equipment: a photo of what you have becomes your new workout plan. */
export function ScanScreen() {
  const scan = useScan();
  useScreenChrome({ hints: HINTS[scan.step], typing: scan.step === 'file' });
  return (
    <Box flexDirection="column" gap={1}>
      {scan.step === 'file' ? (
        <Box flexDirection="column">
          <Text dimColor>
            A photo of your equipment: the coach recognises it and builds a new plan from it and your profile.
          </Text>
          <PathField
            label="Image file:"
            value={scan.path.value}
            onChange={scan.path.change}
            onSubmit={scan.submit}
            focused={scan.isActive}
            revision={scan.path.revision}
            candidates={scan.path.candidates}
            error={scan.error}
          />
        </Box>
      ) : null}
      {scan.step === 'scanning' ? <Text color="yellow">Scanning your equipment...</Text> : null}
      {(scan.step === 'confirm' || scan.step === 'building') && scan.found ? (
        <Box flexDirection="column">
          <Text>{scan.found.summary}</Text>
          <Text bold>{scan.found.prompt}</Text>
          <TickList rows={scan.rows} ticked={scan.ticked} current={scan.current} height={scan.listHeight} />
          {scan.error ? <Text color="red">{scan.error}</Text> : null}
          {scan.step === 'building' ? (
            <Text color="yellow">Building your plan...</Text>
          ) : (
            <Text dimColor>{`${scan.ticked.length} ticked`}</Text>
          )}
        </Box>
      ) : null}
      {scan.step === 'done' ? (
        <Box flexDirection="column">
          <Text wrap="truncate-end">{`Your equipment: ${scan.confirmed.length ? scan.confirmed.join(', ') : 'none (bodyweight)'}`}</Text>
          <Box flexDirection="column" borderStyle="round" paddingX={1} marginTop={1}>
            <Text bold>New Workout Plan</Text>
            <ScrollText {...scan.plan} />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** The tick list, a window of `height` rows around the cursor: [x] ticked, › the cursor, confidence only for seen gear. */
function TickList({
  rows,
  ticked,
  current,
  height,
}: {
  rows: ScanRow[];
  ticked: string[];
  current: string | null;
  height: number;
}) {
  const at = Math.max(
    0,
    rows.findIndex((row) => row.kind === 'choice' && row.item.name === current),
  );
  const start = Math.max(0, Math.min(rows.length - height, at - Math.floor(height / 2)));
  return (
    <Box flexDirection="column" marginTop={1}>
      {rows.slice(start, start + height).map((row, index) =>
        row.kind === 'title' ? (
          <Text key={`t${start + index}`} bold={!row.text.startsWith(' ')} dimColor={row.text.startsWith(' ')}>
            {row.text}
          </Text>
        ) : (
          <Text key={row.item.name} color={row.item.name === current ? 'cyan' : undefined} wrap="truncate-end">
            {`${row.item.name === current ? '›' : ' '} [${ticked.includes(row.item.name) ? 'x' : ' '}] ${row.item.label}`}
            {row.item.confidence ? <Text dimColor>{`  ${row.item.confidence}  ${row.item.source}`}</Text> : null}
          </Text>
        ),
      )}
      {rows.length > height ? (
        <Text
          dimColor
        >{`── ${Math.min(start + height, rows.length)}/${rows.length} ${start + height < rows.length ? '↓' : ''}${start > 0 ? '↑' : ''}`}</Text>
      ) : null}
    </Box>
  );
}
