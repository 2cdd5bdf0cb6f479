// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { Exercise } from '@spotter/core/schemas';
import { useExerciseDetail } from '../hooks/use-exercise-detail.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [{ key: '↑↓', action: 'scroll cues' }];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box width={14} flexShrink={0}>
        <Text dimColor>{label}</Text>
      </Box>
      <Box flexShrink={1}>{children}</Box>
    </Box>
  );
}

/** One exercise in full: category, difficulty, official or community, equipment, muscles, cues. */
export function ExerciseDetailScreen({ exercise }: { exercise: Exercise }) {
  const detail = useExerciseDetail(exercise);
  useScreenChrome({ hints: HINTS, typing: false });
  const { card } = detail;
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {card.name}
      </Text>
      <Row label="Category">
        <Text>{card.categoryLabel}</Text>
      </Row>
      <Row label="Difficulty">
        <Text color={card.difficultyColor}>{card.difficultyLabel}</Text>
      </Row>
      <Row label="Source">
        <Text color={card.official ? 'green' : 'yellow'}>{card.sourceLabel}</Text>
        {card.review ? (
          <Text color={card.review.status === 'pending' ? 'yellow' : 'red'}> · {card.review.note}</Text>
        ) : null}
      </Row>
      <Row label="Equipment">
        <Text>{detail.equipment}</Text>
      </Row>
      <Row label="Muscles">
        <Text>{detail.muscles}</Text>
      </Row>
      {detail.pattern ? (
        <Row label="Pattern">
          <Text>{detail.pattern}</Text>
        </Row>
      ) : null}
      <Box flexDirection="column" borderStyle="round" paddingX={1} marginTop={1}>
        <Text bold>Coaching cues</Text>
        {detail.cues.lines.slice(detail.cues.offset, detail.cues.offset + detail.cues.height).map((line, index) => (
          <Text key={index}>{line || ' '}</Text>
        ))}
      </Box>
    </Box>
  );
}
