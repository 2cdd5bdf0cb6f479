import type { StatCard } from '@spotter/core/view-models';
import { Icon, type IconName } from '../../components/icon';

const ICONS: Record<StatCard['key'], IconName> = {
  personal_bests: 'trophy',
  plans: 'plan',
  goal: 'target',
  weekly_goal: 'calendar',
};

/** The four stat cards (spec §2). */
export function StatCards({ stats }: { stats: readonly StatCard[] }) {
  return (
    <ul className="stat-grid plain-list" aria-label="Your summary">
      {stats.map((stat) => (
        <li key={stat.key} className="card stat-card">
          <span className="stat-icon" aria-hidden="true">
            <Icon name={ICONS[stat.key]} size={22} />
          </span>
          <span className="stat-label">{stat.label}</span>
          <span className={`stat-value${stat.key === 'goal' ? ' capitalize' : ''}`}>{stat.value}</span>
        </li>
      ))}
    </ul>
  );
}
