// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { useTui } from '../tui-context.js';
import { FieldFrame } from './field-frame.js';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  focused: boolean;
  error?: string | undefined;
  placeholder?: string;
  inputWidth?: number;
  /** Shown for every typed character instead of it (passwords, keys). */
  mask?: string;
}

/**
 * A labelled one-line text input with its error beside it. It takes keys only while its screen hears them:
 * a question, help or the too-small notice over the form keeps y, n and the rest out of the field.
 */
export function TextField({
  label,
  value,
  onChange,
  focused,
  error,
  placeholder,
  inputWidth = 30,
  mask,
}: TextFieldProps) {
  const { active } = useTui();
  return (
    <FieldFrame label={label} focused={focused} error={error}>
      <Box width={inputWidth} height={1} flexShrink={0} overflow="hidden">
        <Text dimColor={!focused}>[</Text>
        <Box flexGrow={1} overflow="hidden">
          <TextInput
            value={value}
            onChange={onChange}
            focus={focused && active}
            placeholder={placeholder ?? ''}
            {...(mask ? { mask } : {})}
          />
        </Box>
        <Text dimColor={!focused}>]</Text>
      </Box>
    </FieldFrame>
  );
}
