// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';

export interface PathFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  focused: boolean;
  revision: number;
  candidates: readonly string[];
  error?: string | null;
}

/** A file path input; Tab completes, and the candidates are listed below when several match. */
export function PathField({ label, value, onChange, onSubmit, focused, revision, candidates, error }: PathFieldProps) {
  return (
    <Box flexDirection="column">
      <Box>
        <Text bold>{label} </Text>
        <TextInput
          key={revision}
          value={value}
          onChange={onChange}
          onSubmit={onSubmit}
          focus={focused}
          placeholder="type or paste a path; Tab completes"
        />
      </Box>
      {candidates.length ? (
        <Text dimColor wrap="truncate-end">
          {candidates.slice(0, 12).join('  ')}
          {candidates.length > 12 ? `  … +${candidates.length - 12}` : ''}
        </Text>
      ) : null}
      {error ? <Text color="red">{error}</Text> : null}
    </Box>
  );
}
