// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box } from 'ink';
import type { Route } from './navigation.js';
import { ChatScreen } from './screens/chat.js';
import { ContributeScreen } from './screens/contribute.js';
import { DashboardScreen } from './screens/dashboard.js';
import { ExerciseDetailScreen } from './screens/exercise-detail.js';
import { HistoryScreen } from './screens/history.js';
import { ImportScreen } from './screens/import.js';
import { LibraryScreen } from './screens/library.js';
import { OnboardingScreen } from './screens/onboarding.js';
import { PlanScreen } from './screens/plan.js';
import { ProfileScreen } from './screens/profile.js';
import { RecordScreen } from './screens/record.js';
import { ScanScreen } from './screens/scan.js';
import { ServerScreen } from './screens/server.js';
import { SignInKeyScreen } from './screens/sign-in-key.js';
import { SignInScreen } from './screens/sign-in.js';
import { WelcomeScreen } from './screens/welcome.js';
import { WorkoutScreen } from './screens/workout.js';
import { TuiContext, useTui } from './tui-context.js';

/**
 * Every screen of the stack stays mounted (a library's filters survive a look at one exercise); only
 * the top one is shown and hears keys, and only while nothing covers it (help, a question, a small terminal).
 */
export function ScreenStack({ stack, covered }: { stack: readonly Route[]; covered: boolean }) {
  const tui = useTui();
  return (
    <>
      {stack.map((route, index) => {
        const top = index === stack.length - 1;
        return (
          <TuiContext.Provider key={`${index}-${route.name}`} value={{ ...tui, visible: top, active: top && !covered }}>
            <Box display={top && !covered ? 'flex' : 'none'} flexDirection="column" flexGrow={1}>
              <ScreenOf route={route} />
            </Box>
          </TuiContext.Provider>
        );
      })}
    </>
  );
}

function ScreenOf({ route }: { route: Route }) {
  switch (route.name) {
    case 'welcome':
      return <WelcomeScreen />;
    case 'server':
      return <ServerScreen />;
    case 'onboarding':
      return <OnboardingScreen />;
    case 'signin':
      return <SignInScreen />;
    case 'sign-in-key':
      return <SignInKeyScreen signInKey={route.signInKey} />;
    case 'profile':
      return <ProfileScreen />;
    case 'dashboard':
      return <DashboardScreen firstVisit={route.firstVisit === true} />;
    case 'plan':
      return <PlanScreen />;
    case 'history':
      return <HistoryScreen />;
    case 'workout':
      return <WorkoutScreen />;
    case 'import':
      return <ImportScreen />;
    case 'record':
      return <RecordScreen />;
    case 'scan':
      return <ScanScreen />;
    case 'library':
      return <LibraryScreen />;
    case 'exercise':
      return <ExerciseDetailScreen exercise={route.exercise} />;
    case 'contribute':
      return <ContributeScreen />;
    case 'chat':
      return <ChatScreen initialMessage={route.initialMessage} />;
  }
}
