import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@spotter/core/constants';
import { PageLoader } from '../../components/page-loader';
import { useDashboard } from '../../hooks/use-dashboard';
import { useSpotterEnvironment } from '../../lib/spotter-context';
import { DashboardView } from './dashboard-view';
import './dashboard.css';

/** Spec §2 dashboard for /dashboard/:userId: 'Loading your dashboard...' until the user has loaded. */
export function DashboardPage() {
  const { userId = '' } = useParams();
  const dashboard = useDashboard(userId);
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const startOver = () => {
    userStore.clear();
    navigate('/onboarding');
  };

  if (dashboard.error && !dashboard.user) {
    return (
      <section className="page narrow center-text">
        <h1>We couldn't open this dashboard</h1>
        <p className="muted">{dashboard.error}</p>
        <button type="button" className="button primary" onClick={startOver}>
          Start over with a new profile
        </button>
      </section>
    );
  }
  if (!dashboard.user) return <PageLoader label={MESSAGES.dashboardLoading} />;
  return <DashboardView {...dashboard} user={dashboard.user} />;
}
