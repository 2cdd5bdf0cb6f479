import type { ApiClient } from '../api/client.js';
import { SCAN_PROMPTS, confirmedEquipment, type ScanView } from '../view-models/scan.js';
import type { Notice } from './notice.js';

/** After a scan: build the plan from what the user ticked (tied to the scan), and say it is made. */
export async function confirmScan(
  client: Pick<ApiClient, 'createPlan'>,
  userId: string,
  view: ScanView,
  ticked: string[],
) {
  const equipment = confirmedEquipment(view, ticked);
  const plan = await client.createPlan(userId, { equipment_list: equipment, scan_id: view.scanId });
  const notice: Notice = { tone: 'success', text: SCAN_PROMPTS.confirmed };
  return { equipment, plan, notice };
}
