import { describe, expect, it } from 'vitest';
import { modelBaseUrl } from './client.js';
import { LlmError } from './llm-error.js';

describe('modelBaseUrl', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1'],
    ['http://127.0.0.1:11434/v1/', 'http://127.0.0.1:11434/v1'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/v1'],
    ['https://api.example.com/v1/chat/completions', 'https://api.example.com/v1'],
  ])('normalises %s', (url, expected) => {
    expect(modelBaseUrl(url)).toBe(expected);
  });

  it('rejects a URL that is not http(s) as a config error', () => {
    expect(() => modelBaseUrl('ftp://x')).toThrow(LlmError);
    expect(() => modelBaseUrl('ftp://x')).toThrow(/must start with http/);
    expect(() => modelBaseUrl('not a url')).toThrow(/not a valid URL/);
  });
});
