import { describe, expect, it } from 'vitest';
import { readDateTime, readDuration, readNumber, readSetOrder } from './values.js';

describe('cell values as exports write them', () => {
  it.each([
    ['8.0', 8],
    ['105.00000000000001', 105.00000000000001],
    ['62,5', 62.5],
    [' 60 ', 60],
    ['', null],
    ['heavy', null],
    ['1,000', null],
  ])('Given the number %j, When read, Then it is %j', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });

  it.each([
    ['55s', 55],
    ['1h 2min', 3720],
    ['38min', 2280],
    ['1h 2m', 3720],
    ['1小时13分钟', 4380],
    ['45分钟', 2700],
    ['1 Std. 5 Min.', 3900],
    ['2 heures 3 min', 7380],
    ['4440', 4440],
    ['0:27:30', 1650],
    ['1:30', 90],
    ['1h lunch', null],
    ['soon', null],
  ])('Given the duration %j, When read, Then it is %j seconds', (text, seconds) => {
    expect(readDuration(text)).toBe(seconds);
  });

  it.each([
    ['2024-01-05 18:10:11', '2024-01-05T18:10:11.000Z'],
    ['2024-01-05 6:10:11\u202fPM', '2024-01-05T18:10:11.000Z'],
    ['2024-01-05 12:10:11 AM', '2024-01-05T00:10:11.000Z'],
    ['2024-01-05', '2024-01-05T00:00:00.000Z'],
    ['1 Dec 2023, 17:58', '2023-12-01T17:58:00.000Z'],
    ['15 Sept 2023, 07:05', '2023-09-15T07:05:00.000Z'],
    ['05.01.2024 18:10', '2024-01-05T18:10:00.000Z'],
    ['2024-01-05T18:10:11+02:00', '2024-01-05T16:10:11.000Z'],
  ])('Given the date %j, When read, Then it is %s', (text, iso) => {
    expect(readDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each(['2024-02-30 10:00:00', 'yesterday', '32 Dec 2023, 10:00', ''])(
    'Given %j, When read as a date, Then it is not one',
    (text) => {
      expect(readDateTime(text)).toBeNull();
    },
  );

  it.each([
    ['1', { kind: 'set', type: 'working' }],
    ['0', { kind: 'set', type: 'working' }],
    ['W', { kind: 'set', type: 'warmup' }],
    ['WARM_UP', { kind: 'set', type: 'warmup' }],
    ['D', { kind: 'set', type: 'drop' }],
    ['dropset', { kind: 'set', type: 'drop' }],
    ['F', { kind: 'set', type: 'failure' }],
    ['FAILURE', { kind: 'set', type: 'failure' }],
    ['normal', { kind: 'set', type: 'working' }],
    ['Rest Timer', { kind: 'rest' }],
    ['Chest', null],
  ])('Given the set order %j, When read, Then it is %j', (text, order) => {
    expect(readSetOrder(text)).toEqual(order);
  });
});
