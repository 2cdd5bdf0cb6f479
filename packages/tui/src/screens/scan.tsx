// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PathField } from '../components/path-field.js';
import { ScrollText } from '../components/scroll-text.js';
import { useScan, type ScanStep } from '../hooks/use-scan.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS: Record<ScanStep, { key: string; action: string }[]> = {
  file: [
    { key: 'Tab', action: 'complete path' },
    { key: 'Enter', action: 'scan' },
  ],
  scanning: [],
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
          <Text dimColor>A photo of your equipment: the coach recognises it and builds a new plan from it and your profile.</Text>
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
      {scan.step === 'done' && scan.found ? (
        <Box flexDirection="column">
          <Text>{scan.found.summary}</Text>
          <Text wrap="truncate-end" dimColor>
            {scan.found.equipment.map((item) => `${item.name} ${item.confidence} (${item.source})`).join(' · ')}
          </Text>
          <Box flexDirection="column" borderStyle="round" paddingX={1} marginTop={1}>
            <Text bold>New Workout Plan</Text>
            <ScrollText {...scan.plan} />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
