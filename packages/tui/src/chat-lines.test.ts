import { describe, expect, it } from 'vitest';
import { chatBubble } from '@spotter/core/view-models';
import { chatLines } from './chat-lines.js';

const coach = (content: string) =>
  chatBubble({
    id: 'a1',
    type: 'avatar',
    content,
    avatar_video_url: null,
    voice_url: null,
    voice_generated: false,
    enhanced: true,
    timestamp: 'not a date',
  });

describe('chatLines', () => {
  it('Given a reply with "- " and "1. " lines, When laid out, Then they are lists with marks and hanging indents, never raw dashes', () => {
    const lines = chatLines(
      [
        coach(
          'Before training:\n\n- A banana or toast with honey about an hour before\n- Water\n\n1. Warm up\n2. Lift',
        ),
      ],
      30,
      (path) => path,
      (prefix, url) => prefix + url,
    ).map((l) => l.text);
    expect(lines).toEqual([
      'AI Coach',
      '  Before training:',
      '',
      '  • A banana or toast with',
      '    honey about an hour before',
      '  • Water',
      '',
      '  1. Warm up',
      '  2. Lift',
      '',
    ]);
    expect(lines.some((line) => /^\s*- /.test(line))).toBe(false);
  });
});
