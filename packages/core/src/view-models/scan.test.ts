import { describe, it, expect } from 'vitest';
import { EQUIPMENT_NAMES } from '../constants/index.js';
import { DetectedEquipmentSchema, PlanRequestSchema, type EquipmentScanResult } from '../schemas/index.js';
import { SCAN_PROMPTS, confirmedEquipment, scanChoiceText, scanResultView } from './scan.js';

const plan = { id: 'p1', plan_text: 'Day 1', created_at: '2025-01-01T00:00:00.000Z', details: null };
const scan = (equipment: EquipmentScanResult['equipment']): EquipmentScanResult => ({
  plan,
  equipment,
  summary: 'Found a bench.',
  scan_id: 's1',
});

describe('scanResultView', () => {
  it('Given gear seen in the photo and gear from the profile, When viewed, Then only the seen gear has a confidence and all of it starts ticked', () => {
    const view = scanResultView(
      scan([
        { name: 'bench', confidence: 0.912, source: 'photo' },
        { name: 'kettlebells', confidence: 0.6, source: 'vision_model' },
        { name: 'pull-up bar', confidence: null, source: 'profile' },
      ]),
    );
    expect(view.prompt).toBe(SCAN_PROMPTS.someSeen);
    expect(view.seen).toEqual([
      { name: 'bench', label: 'Bench', confidence: '91%', source: 'seen by the photo detector' },
      { name: 'kettlebells', label: 'Kettlebells', confidence: '60%', source: 'seen by the vision model' },
    ]);
    expect(view.profile).toEqual([
      { name: 'pull-up bar', label: 'Pull-Up Bar', confidence: null, source: 'from your profile' },
    ]);
    expect(view.ticked).toEqual(['bench', 'kettlebells', 'pull-up bar']);
    expect(view.more.map((item) => item.name)).toEqual(EQUIPMENT_NAMES.filter((name) => !view.ticked.includes(name)));
    expect(scanChoiceText(view.profile[0]!)).toBe('Pull-Up Bar  from your profile');
  });

  it('Given nothing seen, When viewed, Then it asks in plain words to tick what the user has', () => {
    const view = scanResultView(scan([{ name: 'dumbbells', confidence: null, source: 'profile' }]));
    expect(view.nothingSeen).toBe(true);
    expect(view.prompt).toBe("I couldn't recognise equipment in this photo. Tick what you have:");
  });

  it('Given ticks in any order, When confirmed, Then the list follows the view and drops unticked gear', () => {
    const view = scanResultView(
      scan([
        { name: 'bench', confidence: 0.8, source: 'photo' },
        { name: 'dumbbells', confidence: null, source: 'profile' },
      ]),
    );
    expect(confirmedEquipment(view, ['barbell', 'dumbbells'])).toEqual(['dumbbells', 'barbell']);
  });
});

describe('scan and plan request schemas', () => {
  it('Given profile gear, Then confidence may be null; a seen confidence stays within 0..1', () => {
    expect(DetectedEquipmentSchema.safeParse({ name: 'dumbbells', confidence: null, source: 'profile' }).success).toBe(
      true,
    );
    expect(DetectedEquipmentSchema.safeParse({ name: 'bench', confidence: 1.5, source: 'photo' }).success).toBe(false);
  });

  it('Given a confirmed list, Then names are canonical (aliases understood) and an unknown name is refused by name', () => {
    expect(PlanRequestSchema.parse({ equipment_list: ['Dumbbell', 'bench', 'dumbbells'], scan_id: 's1' })).toEqual({
      equipment_list: ['dumbbells', 'bench'],
      scan_id: 's1',
    });
    const refused = PlanRequestSchema.safeParse({ equipment_list: ['bench', 'hover board'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(
      /^'hover board' is not equipment Spotter knows; choose from: barbell, dumbbells/,
    );
  });
});
