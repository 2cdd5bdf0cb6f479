import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chatBubble } from '@spotter/core/view-models';
import { chatLines } from './chat-lines.js';
import { hyperlink, linkLine, shortenUrl } from './links.js';

const LONG =
  'http://127.0.0.1:8787/api/media/3f2c0000-0000-4000-8000-000000000000-processed.mp4?expires=1767225600&signature=abcdef0123456789';

describe('links: a URL is one line, never broken across lines or box borders', () => {
  it('Given a terminal with hyperlinks, When a long URL is laid out, Then it is an OSC 8 link to the whole URL whose text fits the width', () => {
    const line = linkLine('▶ Video: ', LONG, 60, true);
    expect(line.whole).toBe(true);
    expect(line.text).toContain(`\u001B]8;;${LONG}\u0007`);
    expect(stripVTControlCharacters(line.text).length).toBeLessThanOrEqual(60);
    expect(stripVTControlCharacters(line.text)).toMatch(
      /^▶ Video: http:\/\/127\.0\.0\.1:8787\/api…\S+=abcdef0123456789$/,
    );
  });

  it('Given no hyperlinks, When the URL fits, Then it shows whole and plain; When it does not, Then a shortened line fits and whole is false (printed on exit)', () => {
    expect(linkLine('', 'http://h/x.mp4', 40, false)).toEqual({ text: 'http://h/x.mp4', whole: true });
    const cut = linkLine('♪ Voice: ', LONG, 60, false);
    expect(cut.whole).toBe(false);
    expect(cut.text).not.toContain('\u001B');
    expect(cut.text.length).toBeLessThanOrEqual(60);
    expect(shortenUrl('http://h/x.mp4', 40)).toBe('http://h/x.mp4');
  });

  it('Given a reply with a voice link, When the chat is laid out at 40 columns, Then the link is one line of its own within the width', () => {
    const bubble = chatBubble({
      id: 'a1',
      type: 'avatar',
      content: 'Rest 2-5 minutes.',
      avatar_video_url: null,
      voice_url: LONG,
      voice_generated: true,
      enhanced: false,
      timestamp: '2026-03-09T09:00:00.000Z',
    });
    const lines = chatLines(
      [bubble],
      40,
      (path) => path,
      (prefix, url, width) => linkLine(prefix, url, width, true).text,
    );
    const links = lines.filter((line) => line.kind === 'link');
    expect(links).toHaveLength(1);
    expect(links[0]!.text).toContain(hyperlink(LONG, shortenUrl(LONG, 40 - 2 - '♪ Voice: '.length)));
    expect(stripVTControlCharacters(links[0]!.text).length).toBeLessThanOrEqual(40);
  });
});
