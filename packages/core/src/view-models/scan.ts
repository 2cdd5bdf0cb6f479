import { EQUIPMENT_NAMES } from '../constants/index.js';
import type { EquipmentScanResult } from '../schemas/index.js';
import { titleCase } from './format.js';

/** What the user reads before ticking: plain words, nothing about settings or models' names. */
export const SCAN_PROMPTS = {
  nothingSeen: "I couldn't recognise equipment in this photo. Tick what you have:",
  someSeen: 'Here is what I recognised. Untick anything I got wrong and tick anything I missed:',
  /** Said once the plan is built from the confirmed list. */
  confirmed: 'New plan built from the equipment you confirmed',
  confirm: 'Build my plan from these',
} as const;

export const SCAN_GROUPS = {
  seen: 'Recognised in your photo',
  profile: 'From your profile',
  more: 'More equipment',
} as const;

const SEEN_BY = { photo: 'seen by the photo detector', vision_model: 'seen by the vision model' } as const;

/** One tickable piece of equipment. `confidence` only for what the photo showed ('91%'); the profile's has none. */
export interface ScanChoice {
  /** The name the API takes (core's equipment list). */
  name: string;
  label: string;
  confidence: string | null;
  /** Where it comes from, in words ('seen by the vision model', 'from your profile'). */
  source: string;
}

export interface ScanView {
  scanId: string;
  summary: string;
  /** True when nothing was recognised in the photo. */
  nothingSeen: boolean;
  prompt: string;
  /** Recognised in the photo, most confident first: ticked to begin with. */
  seen: ScanChoice[];
  /** Taken from the profile (not seen): ticked to begin with, no confidence. */
  profile: ScanChoice[];
  /** The rest of the equipment list, to add: not ticked. */
  more: ScanChoice[];
  /** What is ticked before the user changes anything. */
  ticked: string[];
}

const percent = (confidence: number) => `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;

/**
 * A scan, split for confirming: what the photo showed (with the detector's or the vision model's
 * confidence) apart from what the profile says, then everything else on the equipment list.
 */
export function scanResultView(result: EquipmentScanResult): ScanView {
  const seen: ScanChoice[] = [];
  const profile: ScanChoice[] = [];
  for (const item of result.equipment) {
    if (item.source === 'profile' || item.confidence === null) {
      profile.push({ name: item.name, label: titleCase(item.name), confidence: null, source: 'from your profile' });
    } else {
      seen.push({
        name: item.name,
        label: titleCase(item.name),
        confidence: percent(item.confidence),
        source: SEEN_BY[item.source],
      });
    }
  }
  const listed = new Set([...seen, ...profile].map((item) => item.name));
  const more = EQUIPMENT_NAMES.filter((name) => !listed.has(name)).map((name) => ({
    name,
    label: titleCase(name),
    confidence: null,
    source: 'not in the photo or your profile',
  }));
  return {
    scanId: result.scan_id,
    summary: result.summary,
    nothingSeen: seen.length === 0,
    prompt: seen.length === 0 ? SCAN_PROMPTS.nothingSeen : SCAN_PROMPTS.someSeen,
    seen,
    profile,
    more,
    ticked: [...seen, ...profile].map((item) => item.name),
  };
}

/** One line of a choice as text: 'Bench  91%  seen by the photo detector' or 'Dumbbells  from your profile'. */
export function scanChoiceText(choice: ScanChoice): string {
  return [choice.label, choice.confidence, choice.source].filter(Boolean).join('  ');
}

/** The confirmed list to send: the ticked names, in the order the view shows them. */
export function confirmedEquipment(view: ScanView, ticked: Iterable<string>): string[] {
  const chosen = new Set(ticked);
  return [...view.seen, ...view.profile, ...view.more].map((item) => item.name).filter((name) => chosen.has(name));
}
