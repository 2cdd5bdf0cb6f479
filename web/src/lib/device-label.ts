const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The label a sign-in gives this device in the account's device list: 'Chrome on Linux', 'Safari on iOS'.
 * Only the browser family and the system are read from the user agent, nothing that identifies the person.
 */
export function deviceLabel(userAgent: string): string {
  const browser = first(BROWSERS, userAgent) ?? 'A browser';
  const system = first(SYSTEMS, userAgent);
  return system ? `${browser} on ${system}` : browser;
}
