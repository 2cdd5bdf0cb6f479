import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@spotter/core/constants';
import { deviceLabel } from './device-label.js';

describe('deviceLabel', () => {
  it('Given a machine and a login, When labelled, Then the client, the machine and the login are named', () => {
    expect(deviceLabel('CLI', { host: 'gym-laptop', login: 'ada' })).toBe('spotter CLI on gym-laptop (ada)');
    expect(deviceLabel('TUI', { host: 'gym-laptop', login: 'ada' })).toBe('spotter TUI on gym-laptop (ada)');
  });

  it('Given no login named, When labelled, Then $USER, else $LOGNAME, is the login; null names none', () => {
    expect(deviceLabel('CLI', { host: 'box', env: { USER: 'ada', LOGNAME: 'grace' } })).toBe(
      'spotter CLI on box (ada)',
    );
    expect(deviceLabel('CLI', { host: 'box', env: { LOGNAME: 'grace' } })).toBe('spotter CLI on box (grace)');
    expect(deviceLabel('TUI', { host: 'box', login: null })).toBe('spotter TUI on box');
  });

  it("Given a very long machine name, When labelled, Then the label is cut to the server's limit", () => {
    expect(deviceLabel('CLI', { host: 'h'.repeat(500), login: 'ada' })).toHaveLength(TEXT_LIMITS.device);
  });
});
