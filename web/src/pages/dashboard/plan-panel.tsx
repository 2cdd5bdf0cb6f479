import { useMemo } from 'react';
import type { Plan } from '@spotter/core/schemas';
import { planView } from '@spotter/core/view-models';
import { Icon } from '../../components/icon';
import { usePlanExport } from '../../hooks/use-plan-export';
import { PlanView } from './plan-view';

/** The latest workout plan: days as cards with tables, "Add to calendar" and "Download". */
export function PlanPanel({ userId, plan }: { userId: string; plan: Plan | null }) {
  const view = useMemo(() => (plan ? planView(plan) : null), [plan]);
  const exports = usePlanExport(userId, plan);
  return (
    <section className="card panel" aria-labelledby="plan-title">
      <h2 id="plan-title" className="panel-title">
        <Icon name="plan" /> Latest Workout Plan
      </h2>
      {view ? (
        <>
          <div className="plan-actions">
            <button
              type="button"
              className="button secondary"
              disabled={exports.busy !== null}
              onClick={() => void exports.save('ics')}
            >
              {exports.busy === 'ics' ? 'Preparing…' : 'Add to calendar'}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={exports.busy !== null}
              onClick={() => void exports.save('md')}
            >
              {exports.busy === 'md' ? 'Preparing…' : 'Download'}
            </button>
          </div>
          <PlanView view={view} />
        </>
      ) : (
        <p className="empty-note">No plan yet. Scan your equipment and your coach will write one.</p>
      )}
    </section>
  );
}
