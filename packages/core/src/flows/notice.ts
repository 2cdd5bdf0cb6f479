/** A toast a flow asks for; each client shows it its own way (sonner in the web, the toast line in the TUI). */
export interface Notice {
  tone: 'success' | 'info' | 'error';
  text: string;
  /** More about an error (the server's words), shown under or after the text. */
  detail?: string;
}

/** A notice as one line, for a screen that shows no second line. */
export const noticeLine = (notice: Notice): string =>
  notice.detail ? `${notice.text}: ${notice.detail}` : notice.text;
