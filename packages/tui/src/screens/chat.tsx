// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { MESSAGES } from '@spotter/core/constants';
import { useChat } from '../hooks/use-chat.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = {
  input: [
    { key: 'Enter', action: 'send' },
    { key: 'Tab', action: 'scroll conversation' },
  ],
  history: [
    { key: '↑↓ PgUp/PgDn', action: 'scroll' },
    { key: 'Tab', action: 'write' },
  ],
};

/** The conversation with the AI coach, newest at the bottom, and the message being written. */
export function ChatScreen({ initialMessage }: { initialMessage?: string | undefined }) {
  const chat = useChat(initialMessage);
  useScreenChrome({ hints: HINTS[chat.focus], typing: chat.typing });
  if (!chat.signedIn) return <Text color="yellow">Sign up first to chat with your coach.</Text>;
  return (
    <Box flexDirection="column" flexGrow={1}>
      <Box
        flexDirection="column"
        flexGrow={1}
        borderStyle="round"
        borderColor={chat.focus === 'history' ? 'cyan' : undefined}
        paddingX={1}
      >
        {chat.focus === 'history' ? (
          <Text bold>› Reading the conversation: ↑↓ PgUp/PgDn scroll, Tab to write</Text>
        ) : null}
        {chat.loadError ? <Text color="red">{chat.loadError}</Text> : null}
        {chat.empty ? <Text dimColor>Ask your coach anything: form, your plan, your personal bests.</Text> : null}
        {chat.visibleLines.map((line) => (
          <Text
            key={line.key}
            wrap="truncate-end"
            bold={line.kind === 'author'}
            color={
              line.kind === 'author'
                ? line.role === 'user'
                  ? 'green'
                  : 'cyan'
                : line.kind === 'link'
                  ? 'blue'
                  : undefined
            }
          >
            {line.text || ' '}
          </Text>
        ))}
        {chat.scrolledBack ? <Text dimColor>── more below (↓) ──</Text> : null}
      </Box>
      <Box height={1}>{chat.thinking ? <Text color="yellow">{MESSAGES.coachThinking}</Text> : null}</Box>
      <Box borderStyle="round" borderColor={chat.inputActive ? 'cyan' : undefined} paddingX={1}>
        <Text bold>{chat.inputActive ? '› ' : '  '}</Text>
        {chat.waiting ? (
          <Text dimColor>{chat.draft || 'waiting for the coach...'}</Text>
        ) : (
          <TextInput
            value={chat.draft}
            onChange={chat.setDraft}
            onSubmit={chat.send}
            focus={chat.inputActive}
            placeholder="Message your coach"
          />
        )}
      </Box>
    </Box>
  );
}
