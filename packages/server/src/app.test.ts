import { describe, expect, it } from 'vitest';
import { redactUrl } from './app.js';

describe('the request log redacts secrets from addresses', () => {
  it('given queries naming a secret in any case or escaped, when logged, then its value is redacted', () => {
    expect(redactUrl('/api/media/a.mp4?exp=1&SIG=abc')).toBe('/api/media/a.mp4?exp=1&SIG=[redacted]');
    expect(redactUrl('/api/x?Sign_In_Key=SPK-1&a=b')).toBe('/api/x?Sign_In_Key=[redacted]&a=b');
    expect(redactUrl('/api/x?%70assword=hunter2')).toBe('/api/x?%70assword=[redacted]');
    expect(redactUrl('/api/x?+key+=abc')).toBe('/api/x?+key+=[redacted]');
    expect(redactUrl('/api/x?access_token=abc&tokens=1')).toBe('/api/x?access_token=[redacted]&tokens=1');
  });

  it('given queries naming no secret, when logged, then they are kept as they came', () => {
    expect(redactUrl('/api/exercises?category=strength&equipment=dumbbells')).toBe(
      '/api/exercises?category=strength&equipment=dumbbells',
    );
    expect(redactUrl('/api/exercises?search=monkey+bars')).toBe('/api/exercises?search=monkey+bars');
    expect(redactUrl('/api/users/1')).toBe('/api/users/1');
  });
});
