import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from './components/route-error-boundary';
import { useFocusHeadingOnNavigate } from './hooks/use-focus-heading';
import { AppToaster } from './components/app-toaster';
import { ToastPlacementProvider } from './components/toast-placement';
import { NavBar } from './components/nav-bar';
import { PageLoader } from './components/page-loader';
import { NotFoundPage } from './components/not-found-page';
import { SpotterProvider, type SpotterEnvironment } from './lib/spotter-context';
import { LandingPage } from './pages/landing/landing-page';

// Everything past the landing page loads on demand: the landing bundle stays small.
const OnboardingPage = lazy(() =>
  import('./pages/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
const DashboardPage = lazy(() =>
  import('./pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const LibraryPage = lazy(() => import('./pages/library/library-page').then((m) => ({ default: m.LibraryPage })));
const SignInPage = lazy(() => import('./pages/signin/signin-page').then((m) => ({ default: m.SignInPage })));
const WorkoutPage = lazy(() => import('./pages/workout/workout-page').then((m) => ({ default: m.WorkoutPage })));
const ImportPage = lazy(() => import('./pages/import/import-page').then((m) => ({ default: m.ImportPage })));
const AccountPage = lazy(() => import('./pages/account/account-page').then((m) => ({ default: m.AccountPage })));

/** The routes of spec §2 (plus /signin and /account) under the shared navigation bar and toaster. */
export function App({ environment }: { environment: SpotterEnvironment }) {
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate(pathname);
  return (
    <SpotterProvider environment={environment}>
      <ToastPlacementProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <main id="main" tabIndex={-1}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Routes>
                <Route path="/" element={<LandingPage />} />
                <Route path="/onboarding" element={<OnboardingPage />} />
                <Route path="/dashboard/:userId" element={<DashboardPage />} />
                <Route path="/exercises" element={<LibraryPage />} />
                <Route path="/signin" element={<SignInPage />} />
                <Route path="/account" element={<AccountPage />} />
                <Route path="/workout" element={<WorkoutPage />} />
                <Route path="/import" element={<ImportPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <AppToaster />
      </ToastPlacementProvider>
    </SpotterProvider>
  );
}
