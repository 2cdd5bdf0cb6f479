/** An OSC 8 hyperlink: `label` on screen, `url` what a click opens or "copy link" copies (the whole of it). */
export const hyperlink = (url: string, label: string) => `\u001B]8;;${url}\u0007${label}\u001B]8;;\u0007`;

/** The URL cut to `width` columns around an ellipsis, keeping where it goes (scheme and host) and its end. */
export function shortenUrl(url: string, width: number): string {
  if (url.length <= width) return url;
  const room = Math.max(width - 1, 2);
  const head = Math.ceil(room / 2);
  return `${url.slice(0, head)}…${url.slice(url.length - (room - head))}`;
}

export interface LinkLine {
  /** One line of at most `width` columns: never broken across lines (or a box's borders). */
  text: string;
  /** False when the screen shows only part of the URL and nothing to click: it is printed whole on the way out. */
  whole: boolean;
}

/**
 * A URL as one line (`prefix` first, e.g. "▶ Video: "). Where the terminal shows hyperlinks, an OSC 8 link whose text
 * fits (the URL, shortened if need be): it opens and copies whole. Elsewhere the plain URL when it fits; when it does
 * not, a shortened one, and `whole: false` so the TUI prints it whole outside the screen when it exits.
 */
export function linkLine(prefix: string, url: string, width: number, hyperlinks: boolean): LinkLine {
  const shown = shortenUrl(url, width - prefix.length);
  if (hyperlinks) return { text: `${prefix}${hyperlink(url, shown)}`, whole: true };
  return { text: `${prefix}${shown}`, whole: shown === url };
}
