import type { EquipmentScanResult } from '../schemas/index.js';
import { titleCase } from './format.js';

const SOURCE_LABELS = { photo: 'Seen in photo', vision_model: 'Seen in photo', profile: 'From your profile' } as const;

/** What a scan found, readable: each piece of equipment with its confidence and where it came from. */
export function scanResultView(result: EquipmentScanResult) {
  return {
    summary: result.summary,
    equipment: result.equipment.map((item) => ({
      name: titleCase(item.name),
      confidence: `${Math.round(Math.max(0, Math.min(1, item.confidence)) * 100)}%`,
      source: SOURCE_LABELS[item.source],
    })),
  };
}
