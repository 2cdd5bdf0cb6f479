// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { MESSAGES } from '@spotter/core/constants';
import { ScrollText } from '../components/scroll-text.js';
import { ServerDown } from '../components/server-down.js';
import { DASHBOARD_ACTIONS, useDashboard } from '../hooks/use-dashboard.js';
import { useScreenChrome, useTui } from '../tui-context.js';

const HINTS = [
  { key: '←→ Enter', action: 'choose action' },
  { key: '↑↓', action: 'scroll plan' },
  { key: 'w', action: 'plan by day' },
  { key: 'h', action: 'training history' },
  // Each action's letter works at once; the action line shows them, `?` lists them.
  ...DASHBOARD_ACTIONS.map((action) => ({
    key: action.key,
    action: action.route === 'welcome' ? 'sign out (asks first)' : action.label.toLowerCase(),
    helpOnly: true,
  })),
  { key: 't', action: "today's workout" },
  { key: 'i', action: 'import history (Strong, Hevy, FitNotes)' },
];

const SERVER_DOWN_HINTS = [{ key: 'r', action: 'retry' }];
const REFUSED_HINTS = [
  { key: 'r', action: 'retry' },
  { key: 'x', action: 'sign out (asks first)' },
];

/** Greeting, the four stats, actions, the latest plan, personal bests and the latest feedback. */
export function DashboardScreen({ firstVisit = false }: { firstVisit?: boolean }) {
  const tui = useTui();
  const dashboard = useDashboard(firstVisit);
  const failed = Boolean(dashboard.error) && !dashboard.greeting;
  useScreenChrome({
    hints: failed ? (dashboard.unreachable ? SERVER_DOWN_HINTS : REFUSED_HINTS) : HINTS,
    typing: false,
  });

  if (dashboard.signingOut) return <Text color="yellow">Signing out...</Text>;
  if (dashboard.loading) return <Text color="yellow">{MESSAGES.dashboardLoading}</Text>;
  if (dashboard.error && dashboard.unreachable)
    return <ServerDown apiUrl={tui.apiUrl} detail={dashboard.error} wrongServer={dashboard.wrongServer} />;
  if (dashboard.error || !dashboard.greeting) {
    return (
      <Box flexDirection="column">
        <Text color="red">{dashboard.error ?? 'No user is stored.'}</Text>
        <Text dimColor>Press r to retry, or x to sign out (it asks first) and sign in again.</Text>
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
      {/* Every action shows: the line wraps between actions (never inside one) when the terminal is narrow. */}
      <Box flexWrap="wrap">
        {dashboard.actions.map((action, index) => (
          <Text key={action.key}>
            {index === dashboard.action ? '›' : ' '}
            <Text inverse={index === dashboard.action} bold={index === dashboard.action}>
              {`[${action.key}] ${action.label}`}
            </Text>{' '}
          </Text>
        ))}
      </Box>
      <Box>
        <Box
          flexDirection="column"
          borderStyle="round"
          paddingX={1}
          flexBasis="60%"
          flexShrink={0}
          minHeight={dashboard.plan.height + 3}
        >
          <Text bold>Latest Workout Plan</Text>
          <ScrollText
            {...dashboard.plan}
            empty="No plan yet. Scan your equipment (s), or build one from your profile (p)."
          />
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
            {feedback.summary ? (
              <Text color="cyan">{` · ${feedback.summary.exercise} · ${feedback.summary.reps}`}</Text>
            ) : null}
          </Text>
          {feedback.text.map((line, index) => (
            <Text key={index} wrap="truncate-end">
              {line}
            </Text>
          ))}
        </Box>
      ) : null}
      {feedback?.videoLines.map((line, index) => (
        <Text key={`video-${index}`} color="blue">
          {line}
        </Text>
      ))}
    </Box>
  );
}
