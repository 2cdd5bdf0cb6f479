import { describe, expect, it } from 'vitest';
import type { PlanRequest } from '../schemas/index.js';
import { SCAN_PROMPTS, scanResultView } from '../view-models/scan.js';
import { confirmScan } from './scan-confirm.js';

const plan = { id: 'p1', plan_text: 'Day 1', created_at: '2025-01-01T00:00:00.000Z', details: null };

describe('confirmScan', () => {
  it('Given ticks after a scan, When confirmed, Then the plan is built from the ticked gear tied to the scan, and the notice says so', async () => {
    const view = scanResultView({
      plan,
      summary: '',
      scan_id: 's1',
      equipment: [{ name: 'bench', confidence: 0.8, source: 'photo' }],
    });
    const sent: [string, PlanRequest][] = [];
    const client = {
      createPlan: (userId: string, body: PlanRequest = {}) => (sent.push([userId, body]), Promise.resolve(plan)),
    };
    const outcome = await confirmScan(client, 'u1', view, ['barbell', 'bench']);
    expect(sent).toEqual([['u1', { equipment_list: ['bench', 'barbell'], scan_id: 's1' }]]);
    expect(outcome).toEqual({
      equipment: ['bench', 'barbell'],
      plan,
      notice: { tone: 'success', text: SCAN_PROMPTS.confirmed },
    });
  });
});
