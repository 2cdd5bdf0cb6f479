/** Longest text we speak: about 35-40 s of audio, keeping synthesis and encoding well under a second. */
export const MAX_SPEECH_CHARS = 600;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-03-05 → March 5, 2026 (before ranges turn dashes into "to"). */
const spokenDate = (_: string, year: string, month: string, day: string): string =>
  `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`;

const UNITS: readonly (readonly [RegExp, string])[] = [
  [/(\d)\s*g\/kg\b/gi, '$1 grams per kilogram'],
  [/(\d)\s*kcal\b/gi, '$1 calories'],
  [/(\d)\s*kg\b/gi, '$1 kilograms'],
  [/(\d)\s*lbs?\b/gi, '$1 pounds'],
  [/(\d)\s*km\b/gi, '$1 kilometres'],
  [/(\d)\s*min\b/gi, '$1 minutes'],
  [/(\d)\s*s\b/g, '$1 seconds'],
  [/(\d)\s*[x×]\s*(\d)/gi, '$1 by $2'],
  [/(\d)\s*[-–]\s*(\d)/g, '$1 to $2'],
  [/\bRPE\b/g, 'R P E'],
  [/\bRIR\b/g, 'reps in reserve'],
  [/\bPBs?\b/g, 'personal best'],
  [/&/g, ' and '],
];

/** Cuts at the last sentence end before `max` characters (or the last space when there is none). */
function capAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd > max * 0.4) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max).trimEnd()}.`;
}

/**
 * Chat text as something worth hearing: no markdown, links, emoji or list markers; units spelled out;
 * list items become sentences; capped at about `max` characters on a sentence boundary.
 */
export function cleanSpeechText(text: string, max = MAX_SPEECH_CHARS): string {
  let spoken = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([^*_~\n]+?)\1/g, '$2')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s*[—–]\s*/g, ', ');
  spoken = spoken.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, spokenDate);
  for (const [pattern, replacement] of UNITS) spoken = spoken.replace(pattern, replacement);
  spoken = spoken
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;,]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/[*_#>|~^<{}[\]\\]/g, ' ')
    .replace(/\s+([.,!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return capAtSentence(spoken, max);
}
