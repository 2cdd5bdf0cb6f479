import { useState } from 'react';
import type { Plan, PlanExportFormat } from '@spotter/core/schemas';
import { downloadText } from '../lib/download';
import { whileBusy } from '../lib/notify';
import { useApiClient } from './use-api-client';

const TYPES: Record<PlanExportFormat, string> = { ics: 'text/calendar', md: 'text/markdown' };

/** "Add to calendar" (.ics) and "Download" (.md): the server renders the file, the browser saves it. */
export function usePlanExport(userId: string, plan: Pick<Plan, 'id' | 'created_at'> | null) {
  const client = useApiClient();
  const [busy, setBusy] = useState<PlanExportFormat | null>(null);

  const save = async (format: PlanExportFormat) => {
    if (!plan) return;
    await whileBusy(
      (on) => setBusy(on ? format : null),
      async () => {
        const text = await client.exportPlan(userId, plan.id, format);
        downloadText(`spotter-plan-${plan.created_at.slice(0, 10)}.${format}`, text, TYPES[format]);
      },
    );
  };

  return { busy, save };
}
