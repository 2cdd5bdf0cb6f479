import { describe, expect, it } from 'vitest';
import { listInWords, mergeEquipment, summariseEquipment } from './merge-equipment.js';

describe('mergeEquipment', () => {
  it('Given a sighting and declared gear, then the sighting is seen and the rest is assumed', () => {
    const merged = mergeEquipment({
      detected: [{ name: 'bench', confidence: 0.6 }],
      vision: [],
      declared: ['Dumbbell', 'pull-up bar', 'bench'],
    });
    expect(merged.seen).toEqual(['bench']);
    expect(merged.assumed).toEqual(['dumbbells', 'pull-up bar']);
    expect(merged.items).toEqual([
      { name: 'bench', confidence: 0.6, source: 'photo' },
      { name: 'dumbbells', confidence: null, source: 'profile' },
      { name: 'pull-up bar', confidence: null, source: 'profile' },
    ]);
  });

  it('Given the detector and the vision model see the same thing, then the more confident one wins once', () => {
    const merged = mergeEquipment({
      detected: [{ name: 'bench', confidence: 0.5 }],
      vision: [
        { name: 'bench', confidence: 0.9 },
        { name: 'kettlebells', confidence: 0.8 },
      ],
      declared: [],
    });
    expect(merged.items).toEqual([
      { name: 'bench', confidence: 0.9, source: 'vision_model' },
      { name: 'kettlebells', confidence: 0.8, source: 'vision_model' },
    ]);
  });

  it('Given a very weak sighting, then it is not called seen', () => {
    const merged = mergeEquipment({ detected: [{ name: 'medicine ball', confidence: 0.1 }], vision: [], declared: [] });
    expect(merged).toEqual({ items: [], seen: [], assumed: [] });
  });
});

describe('summariseEquipment', () => {
  it('says what it spotted, how sure it is, and what it assumed', () => {
    const merged = mergeEquipment({
      detected: [{ name: 'bench', confidence: 0.6 }],
      vision: [],
      declared: ['dumbbells', 'pull-up bar'],
    });
    expect(summariseEquipment(merged)).toBe(
      'I spotted a bench in your photo (fairly sure). I could not recognise anything else, so I assumed the rest from your profile: dumbbells, pull-up bar.',
    );
  });

  it('says plainly when nothing was recognised', () => {
    const fromProfile = mergeEquipment({ detected: [], vision: [], declared: ['kettlebells'] });
    expect(summariseEquipment(fromProfile, 'No model.')).toBe(
      'I could not recognise any equipment in this photo, so I used your profile instead: kettlebells. No model.',
    );
    const nothing = mergeEquipment({ detected: [], vision: [], declared: [] });
    expect(summariseEquipment(nothing)).toMatch(
      /^I could not recognise any equipment in this photo and your profile lists none/,
    );
  });

  it('lists several sightings in words', () => {
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    const merged = mergeEquipment({
      detected: [],
      vision: [
        { name: 'kettlebells', confidence: 0.9 },
        { name: 'medicine ball', confidence: 0.3 },
      ],
      declared: [],
    });
    expect(summariseEquipment(merged)).toBe(
      'I spotted kettlebells (sure) and a medicine ball (not sure) in your photo.',
    );
  });
});
