// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PathField } from '../components/path-field.js';
import { ProgressBar } from '../components/progress-bar.js';
import { importProgressLine } from '../hooks/import-lines.js';
import { useImport, type ImportStep } from '../hooks/use-import.js';
import type { KeyHint } from '../key-map.js';
import type { ResultLine } from '../result-lines.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS: Record<ImportStep, KeyHint[]> = {
  file: [
    { key: 'Tab', action: 'complete path' },
    { key: 'Enter', action: 'check the file (stores nothing)' },
  ],
  checking: [{ key: 'Esc', action: 'cancel' }],
  preview: [
    { key: 'Enter', action: 'import' },
    { key: 'k/l', action: 'loads in kg / lb' },
    { key: '↑↓', action: 'scroll' },
    { key: 'Esc', action: 'another file' },
  ],
  importing: [],
  done: [
    { key: 'Enter', action: 'import another file' },
    { key: '↑↓', action: 'scroll' },
  ],
};

const TONES: Record<ResultLine['tone'], { color?: string; bold?: boolean; dimColor?: boolean }> = {
  title: { bold: true },
  good: { color: 'green' },
  bad: { color: 'red' },
  warn: { color: 'yellow' },
  note: { dimColor: true },
  plain: {},
};

/** Import Training History: a Strong, Hevy or FitNotes CSV, checked first (a dry run), then imported with progress. */
export function ImportScreen() {
  const flow = useImport();
  const hints =
    flow.step === 'preview' && !flow.unitsChoice
      ? HINTS.preview.filter((hint) => hint.key !== 'k/l')
      : HINTS[flow.step];
  useScreenChrome({ hints, typing: flow.step === 'file', onEscape: flow.onEscape });
  const busy = flow.step === 'checking' || flow.step === 'importing';
  const progress = importProgressLine(flow.progress, flow.step === 'checking');
  return (
    <Box flexDirection="column" gap={1}>
      {flow.step === 'file' ? (
        <Box flexDirection="column">
          <Text>
            Export your workouts as CSV from Strong, Hevy or FitNotes. Enter checks the file first: nothing is stored
            until you import.
          </Text>
          <PathField
            label="CSV export:"
            value={flow.path.value}
            onChange={flow.path.change}
            onSubmit={flow.check}
            focused={flow.isActive}
            revision={flow.path.revision}
            candidates={flow.path.candidates}
            error={flow.error}
          />
        </Box>
      ) : null}
      {busy ? (
        <Box flexDirection="column">
          <Text color="yellow">{progress.label}</Text>
          <ProgressBar ratio={progress.ratio} />
        </Box>
      ) : null}
      {flow.step === 'preview' || flow.step === 'done' ? (
        <Box flexDirection="column">
          <Text bold color="cyan">
            {flow.step === 'preview'
              ? 'Preview: nothing is stored yet'
              : flow.result?.sets
                ? 'Imported'
                : 'Nothing new was added: every set of this file is already in your log'}
          </Text>
          {flow.lines.map((line, index) => (
            <Text key={index} wrap="truncate-end" {...TONES[line.tone]}>
              {line.text || ' '}
            </Text>
          ))}
          {flow.position ? <Text dimColor>{flow.position}</Text> : null}
          {flow.action ? <Text {...TONES[flow.action.tone]}>{flow.action.line}</Text> : null}
        </Box>
      ) : null}
    </Box>
  );
}
