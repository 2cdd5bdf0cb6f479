import { stat } from 'node:fs/promises';
import type { ApiClient } from '@spotter/core/api';
import type { EquipmentScanResult, Plan } from '@spotter/core/schemas';
import { validateScan } from '@spotter/core/rules';
import { CliError } from '../errors.js';
import { openFileUpload } from '@spotter/node-client';

/** Uploads an equipment photo (streamed from disk); the server answers with the new plan. */
export async function scanEquipment(options: {
  api: ApiClient;
  userId: string;
  image: string;
}): Promise<EquipmentScanResult> {
  const info = await stat(options.image).catch(() => null);
  if (!info?.isFile())
    throw new CliError(`No such image: ${options.image}`, 1, 'pass the path of a photo (jpg, png, webp)');
  const file = await openFileUpload(options.image);
  const checked = validateScan({ file });
  if (!checked.ok) throw new CliError(Object.values(checked.errors).join('; '));
  return options.api.scanEquipment({ user_id: options.userId, file: checked.value.file });
}

/** The plan built from a scan once its equipment is confirmed (exactly this equipment). */
export const confirmScanPlan = (options: {
  api: ApiClient;
  userId: string;
  scanId: string;
  equipment: string[];
}): Promise<Plan> =>
  options.api.createPlan(options.userId, { equipment_list: options.equipment, scan_id: options.scanId });
