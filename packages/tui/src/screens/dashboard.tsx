// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { MESSAGES } from '@spotter/core/constants';
import { ScrollText } from '../components/scroll-text.js';
import { useDashboard } from '../hooks/use-dashboard.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [
  { key: '←→ Enter', action: 'choose action' },
  { key: '↑↓', action: 'scroll plan' },
];

/** Greeting, the four stats, actions, the latest plan, personal bests and the latest feedback. */
const CONFIRM_HINTS = [
  { key: 'y', action: 'sign out' },
  { key: 'n/Esc', action: 'stay' },
];

export function DashboardScreen() {
  const dashboard = useDashboard();
  useScreenChrome({ hints: dashboard.confirmingSignOut ? CONFIRM_HINTS : HINTS, typing: false, onEscape: dashboard.cancelSignOut });

  if (dashboard.confirmingSignOut) {
    return (
      <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1} gap={1}>
        <Text bold>Sign out of this terminal?</Text>
        <Text wrap="wrap">
          This terminal's token is revoked. To come back, here or anywhere, you need your password or your sign-in key: without
          a password, the sign-in key is the only way back (`spotter account key` makes a new one first).
        </Text>
        <Text>{dashboard.signingOut ? 'Signing out...' : '[y] Sign out   [n] Stay signed in'}</Text>
      </Box>
    );
  }
  if (dashboard.loading) return <Text color="yellow">{MESSAGES.dashboardLoading}</Text>;
  if (dashboard.error || !dashboard.greeting) {
    return (
      <Box flexDirection="column">
        <Text color="red">{dashboard.error ?? 'No user is stored.'}</Text>
        <Text dimColor>Press x to sign out (then sign in again or create a new profile), or q to quit.</Text>
      </Box>
    );
  }
  const { feedback } = dashboard;
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold>{dashboard.greeting.title}</Text>
        <Text dimColor> · {dashboard.greeting.subtitle}</Text>
      </Text>
      <Text wrap="truncate-end">
        {dashboard.stats.map((stat, index) => (
          <Text key={stat.key}>
            {index > 0 ? <Text dimColor> │ </Text> : null}
            <Text dimColor>{stat.label} </Text>
            <Text bold color="cyan">
              {stat.value}
            </Text>
          </Text>
        ))}
      </Text>
      <Text wrap="truncate-end">
        {dashboard.actions.map((action, index) => (
          <Text key={action.key}>
            {index > 0 ? '  ' : ''}
            <Text inverse={index === dashboard.action} bold={index === dashboard.action}>
              {`[${action.key}] ${action.label}`}
            </Text>
          </Text>
        ))}
      </Text>
      <Box>
        <Box flexDirection="column" borderStyle="round" paddingX={1} flexBasis="60%" flexShrink={0} minHeight={dashboard.plan.height + 3}>
          <Text bold>Latest Workout Plan</Text>
          <ScrollText {...dashboard.plan} empty="No plan yet. Scan your equipment (s), or build one from your profile (p)." />
        </Box>
        <Box flexDirection="column" borderStyle="round" paddingX={1} flexGrow={1}>
          <Text bold>Personal Bests</Text>
          {dashboard.personalBests.empty ? <Text dimColor>{dashboard.personalBests.empty}</Text> : null}
          {dashboard.personalBests.rows.map((row) => (
            <Box key={row.id} justifyContent="space-between">
              <Text wrap="truncate-end">{row.exercise}</Text>
              <Text color="green">{` ${row.value}`}</Text>
            </Box>
          ))}
        </Box>
      </Box>
      {feedback ? (
        <Box flexDirection="column" borderStyle="round" paddingX={1}>
          <Text wrap="truncate-end">
            <Text bold>Latest Feedback</Text>
            {feedback.summary ? <Text color="cyan">{` · ${feedback.summary.exercise} · ${feedback.summary.reps}`}</Text> : null}
          </Text>
          {feedback.text.map((line, index) => (
            <Text key={index} wrap="truncate-end">
              {line}
            </Text>
          ))}
          {feedback.videoLines.map((line, index) => (
            <Text key={`video-${index}`} color="blue">
              {line}
            </Text>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
