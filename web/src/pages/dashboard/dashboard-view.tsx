import type { MediaItem, PersonalBest, Plan, User } from '@spotter/core/schemas';
import {
  coachCard,
  dashboardStats,
  greeting,
  isCountedSet,
  latestAnalysis,
  personalBestList,
} from '@spotter/core/view-models';
import { useLocation } from 'react-router';
import { useChat } from '../../hooks/use-chat';
import { useHistory } from '../../hooks/use-history';
import { useScan } from '../../hooks/use-scan';
import { useUpload } from '../../hooks/use-upload';
import type { DashboardArrival } from '../../lib/dashboard-arrival';
import { AccountCards } from './account-cards';
import { AnalysisPanel } from './analysis-panel';
import { ChatWidget } from './chat-widget';
import { CoachCardView } from './coach-card-view';
import { HistoryPanel } from './history-panel';
import { PersonalBestsPanel } from './personal-bests-panel';
import { PlanPanel } from './plan-panel';
import { ScanPanel } from './scan-panel';
import { StatCards } from './stat-cards';
import { UploadPanel } from './upload-panel';

interface DashboardViewProps {
  user: User;
  plans: Plan[];
  personalBests: PersonalBest[];
  media: MediaItem[];
  reload: (...parts: ('plans' | 'personalBests' | 'media')[]) => Promise<void>;
}

/** The loaded dashboard: greeting, coach card with the latest analysis, stats, upload, scan, plan, PBs, chat. */
export function DashboardView({ user, plans, personalBests, media, reload }: DashboardViewProps) {
  const upload = useUpload(user.id, () => reload('media', 'personalBests'));
  const scan = useScan(user.id, () => reload('plans'));
  const chat = useChat(user.id);
  // A new upload reloads the media; a new latest media item is when the history may have a new set.
  const history = useHistory(user.id, media[0]?.id ?? null);
  const arrival = useLocation().state as DashboardArrival | null;
  const hello = greeting(user, arrival?.firstVisit ? 'first' : 'return');
  // The card shows the latest counted set; a set the coach could not count is reported by the upload panel.
  const fresh = upload.result && isCountedSet(upload.result.analysis) ? upload.result.analysis : null;
  const analysis = fresh ?? latestAnalysis(media);
  const card = coachCard(user, media);
  return (
    <div className="page dashboard">
      <header className="dashboard-header">
        <h1>{hello.title}</h1>
        <p className="goal-line">{hello.subtitle}</p>
      </header>
      <AccountCards />
      <CoachCardView card={card}>
        {analysis ? <AnalysisPanel analysis={analysis} besideText={card.text} /> : null}
      </CoachCardView>
      <StatCards stats={dashboardStats(user, plans, personalBests)} />
      <div className="dashboard-grid">
        <UploadPanel upload={upload} />
        <ScanPanel scan={scan} />
        <PlanPanel userId={user.id} plan={plans[0] ?? null} />
        <PersonalBestsPanel list={personalBestList(personalBests)} />
        <HistoryPanel history={history} />
      </div>
      <ChatWidget chat={chat} firstName={user.first_name} />
    </div>
  );
}
