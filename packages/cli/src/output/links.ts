import terminalLink from 'terminal-link';
import type { Output } from './output.js';

/**
 * A URL to print: always whole (never cut to a column), and an OSC 8 hyperlink where the terminal supports one
 * (terminal-link asks supports-hyperlinks); in pipes and files the plain URL, so it can be copied or parsed.
 */
export function printableUrl(out: Output, url: string, stream: 'stdout' | 'stderr' = 'stdout'): string {
  if (!out[stream].isTTY) return url;
  return stream === 'stdout'
    ? terminalLink(url, url, { fallback: false })
    : terminalLink.stderr(url, url, { fallback: false });
}
