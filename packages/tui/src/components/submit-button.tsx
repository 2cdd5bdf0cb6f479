// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { LABEL_WIDTH } from './field-frame.js';

interface SubmitButtonProps {
  label: string;
  focused: boolean;
  /** Shown instead of the label while the form is being sent. */
  busyLabel: string;
  busy: boolean;
  /** A message about the whole form, shown beside the button. */
  error?: string | undefined;
}

/** A button's face: inverse and marked › while focused. */
export const ButtonFace = ({ label, focused }: { label: string; focused: boolean }) => (
  <Text inverse={focused} bold color={focused ? 'cyan' : undefined}>
    {`${focused ? '›' : ' '} ${label} `}
  </Text>
);

/** The button at the end of a form, aligned with the fields' inputs. */
export function SubmitButton({ label, focused, busyLabel, busy, error }: SubmitButtonProps) {
  return (
    <Box marginTop={1} marginLeft={LABEL_WIDTH} gap={2}>
      <ButtonFace label={busy ? busyLabel : label} focused={focused} />
      {error ? <Text color="red">{error}</Text> : null}
    </Box>
  );
}
