// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import SelectInput from 'ink-select-input';
import TextInput from 'ink-text-input';
import { MESSAGES } from '@spotter/core/constants';
import { analysisProgressView } from '@spotter/core/view-models';
import { PathField } from '../components/path-field.js';
import { ProgressBar } from '../components/progress-bar.js';
import { useRecord, type RecordStep } from '../hooks/use-record.js';
import type { ResultLine } from '../result-lines.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS: Record<RecordStep, { key: string; action: string }[]> = {
  exercise: [
    { key: '↑↓', action: 'exercise' },
    { key: 'Enter', action: 'choose' },
  ],
  file: [
    { key: 'Tab', action: 'complete path' },
    { key: '↑↓', action: 'load / video' },
    { key: 'Enter', action: 'upload' },
  ],
  uploading: [{ key: 'Esc', action: 'cancel' }],
  analyzing: [{ key: 'Esc', action: 'cancel' }],
  done: [
    { key: '↑↓', action: 'scroll' },
    { key: 'Enter', action: 'record another' },
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

/** Record Exercise & Get AI Feedback: exercise (or Detect automatically), video path, upload progress, then the coach's analysis. */
export function RecordScreen() {
  const record = useRecord();
  useScreenChrome({ hints: HINTS[record.step], typing: record.step === 'file', onEscape: record.onEscape });
  return (
    <Box flexDirection="column" gap={1}>
      {record.step === 'exercise' ? (
        <Box flexDirection="column">
          <Text bold>Which exercise is in the video?</Text>
          <SelectInput
            items={record.exercises}
            onSelect={(item) => record.chooseExercise(item.value)}
            isFocused={record.isActive}
            limit={record.exercises.length}
          />
        </Box>
      ) : null}
      {record.step === 'file' ? (
        <Box flexDirection="column">
          <Text>
            Exercise:{' '}
            <Text bold color="cyan">
              {record.exerciseLabel}
            </Text>
          </Text>
          <Box>
            <Text bold={record.load.focused}>{`${record.load.focused ? '›' : ' '} Load (kg, optional): `}</Text>
            <TextInput
              value={record.load.value}
              onChange={record.load.change}
              onSubmit={record.load.submit}
              focus={record.isActive && record.load.focused}
              placeholder={record.load.focused ? 'blank for none; Enter or ↓ back to the video' : '↑ to add one'}
            />
          </Box>
          {record.load.error ? <Text color="red">{record.load.error}</Text> : null}
          <PathField
            label="Video file:"
            value={record.path.value}
            onChange={record.path.change}
            onSubmit={record.submit}
            focused={record.isActive && !record.load.focused}
            revision={record.path.revision}
            candidates={record.path.candidates}
            error={record.error}
          />
        </Box>
      ) : null}
      {record.step === 'uploading' ? (
        <Box flexDirection="column">
          <Text>Uploading {record.path.value}</Text>
          <ProgressBar ratio={record.progress} />
        </Box>
      ) : null}
      {record.step === 'analyzing' ? (
        <Box flexDirection="column">
          <Text color="yellow">{MESSAGES.analyzing}</Text>
          {/* The stage in plain words over its share. Sent, before the server reports a stage, the video waits for the
              coach (another analysis may hold it): said so at 0%, not a full bar that then starts again. */}
          <Text>{analysisProgressView(record.analysis, 'queued').label}</Text>
          <ProgressBar ratio={record.analysis ? record.analysis.share_done : 0} />
        </Box>
      ) : null}
      {record.step === 'done' ? (
        <Box flexDirection="column">
          {record.result.lines.map((line, index) => (
            <Text key={index} wrap="truncate-end" {...TONES[line.tone]}>
              {line.text || ' '}
            </Text>
          ))}
          {record.result.position ? <Text dimColor>{record.result.position}</Text> : null}
        </Box>
      ) : null}
    </Box>
  );
}
