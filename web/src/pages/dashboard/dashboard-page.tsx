import { MESSAGES } from '@spotter/core/constants';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useDashboard } from '../../hooks/use-dashboard';
import { DashboardView } from './dashboard-view';
import { NotYourDashboard } from './not-your-dashboard';
import './dashboard.css';

/**
 * Spec §2 dashboard for /dashboard/:userId: 'Loading your dashboard...' until the user has loaded. Only the
 * stored user's own dashboard loads; anyone else's address explains itself and offers a way on, never a reset.
 */
export function DashboardPage() {
  const { userId = '' } = useParams();
  const stored = useCurrentUser();
  if (!stored || stored.id !== userId) return <NotYourDashboard storedUserId={stored?.id ?? null} />;
  return <OwnDashboard userId={userId} />;
}

function OwnDashboard({ userId }: { userId: string }) {
  const dashboard = useDashboard(userId);
  if (dashboard.error && !dashboard.user) {
    return (
      <section className="page narrow center-text">
        <h1>We couldn't open your dashboard</h1>
        <p className="muted">{dashboard.error}</p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  }
  if (!dashboard.user) return <PageLoader label={MESSAGES.dashboardLoading} />;
  return <DashboardView {...dashboard} user={dashboard.user} />;
}
