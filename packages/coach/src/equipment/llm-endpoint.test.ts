import { describe, expect, it } from 'vitest';
import { chatCompletionsUrl, extractJsonObject, llmHeaders } from './llm-endpoint.js';

describe('chatCompletionsUrl', () => {
  it.each([
    ['http://127.0.0.1:11434', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['http://127.0.0.1:11434/', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1/chat/completions'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1/chat/completions'],
    ['https://api.example.com/v1/chat/completions', 'https://api.example.com/v1/chat/completions'],
    ['http://host:8080/openai/v1/chat/completions/', 'http://host:8080/openai/v1/chat/completions'],
  ])('Given %s, then it posts to %s', (base, expected) => {
    expect(chatCompletionsUrl(base)).toBe(expected);
  });
});

describe('llmHeaders', () => {
  it('adds a bearer token only when a key is configured', () => {
    expect(llmHeaders({ url: 'http://x', model: 'm' }).authorization).toBeUndefined();
    expect(llmHeaders({ url: 'http://x', model: 'm', apiKey: 'sk-1' }).authorization).toBe('Bearer sk-1');
  });
});

describe('extractJsonObject', () => {
  it('reads plain JSON, fenced JSON and JSON inside prose', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('Here:\n```json\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJsonObject('Sure! {"a":3} Hope that helps.')).toEqual({ a: 3 });
  });

  it('answers null when there is no JSON object', () => {
    expect(extractJsonObject('I see a bench.')).toBeNull();
    expect(extractJsonObject('{not json}')).toBeNull();
  });
});
