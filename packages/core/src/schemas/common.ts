import { z } from 'zod';

// A NUL, or half of a surrogate pair (a broken emoji): no database stores these, and no person means them.
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** A text input: any string the database can store. Every text a request carries is one of these. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, {
    error: 'Contains a character that cannot be stored (a NUL or a broken emoji)',
    abort: true,
  });

/** A letter, digit, punctuation mark or symbol: a character that shows (spaces, zero-width, control and format ones do not). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const hasVisibleCharacter = (value: string) => VISIBLE.test(value);

/**
 * A name someone gives (themselves, an exercise, a workout, a device, a contribution, a piece of equipment): storable
 * text, trimmed, 1 to `max` characters, at least one of which shows: a zero-width space or only spaces and format
 * characters would list as a blank row. Chain `.toLowerCase()`, `.optional()` as the field needs.
 */
export const nameText = (label: string, max: number, required = `${label} is required`) =>
  text({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, `${label} is at most ${max} characters`)
    .refine(hasVisibleCharacter, {
      error: `${label} needs a visible character (a letter, digit or symbol), not only spaces or invisible ones`,
      abort: true,
    });

// Plain decimal digits, an optional sign and at most one point: what a person types as a number.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number sent as text (a multipart field, a query parameter) read as one only when it is written in plain decimal:
 * '0x10', ' 5 ', '1e3', 'Infinity' stay text, so the number schema after it refuses them, naming the field (where
 * `Number()` would have read 16, 5, 1000 and Infinity).
 */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value), schema);

/**
 * The paging fields of a list (`?limit=&cursor=`): a whole-number limit within the list's page (its default when
 * absent), and the opaque cursor the page before gave out.
 */
export const pageQuery = (page: { default: number; max: number }) => {
  const limitError = `Limit must be a whole number from 1 to ${page.max}`;
  return {
    limit: numberFromText(
      z.number({ error: limitError }).int(limitError).min(1, limitError).max(page.max, limitError),
    ).default(page.default),
    cursor: text().max(200, 'That cursor is not one this list gave out').optional(),
  };
};

/** Every error the API returns: a human sentence in `detail`. */
export const ErrorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The ffmpeg the coach runs (never its path): SPOTTER_FFMPEG, the system's, or the one bundled with Spotter. */
  ffmpeg: z
    .object({
      /** As ffmpeg states it; null when an override did not answer -version. */
      version: z.string().nullable(),
      source: z.enum(['override', 'system', 'bundled']),
    })
    .optional(),
  /** Where media are kept: the server's data folder, or an S3-compatible bucket (never which one). */
  media: z.enum(['local', 's3']),
  /** Where uploads are analysed: in this process, or as jobs on the PostgreSQL queue (by `spotter worker`s). */
  queue: z.enum(['inline', 'postgres']),
  /**
   * How loaded this instance is: requests being worked on, the most let in at once (0: no limit), and whether every
   * place is taken (then /api/ready answers 503 so a load balancer sends traffic elsewhere).
   */
  load: z.object({ in_flight: z.int().min(0), max_in_flight: z.int().min(0), full: z.boolean() }).optional(),
});

/** GET /ready: every dependency this instance needs answered (else 503 naming what did not). */
export const ReadySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    media: z.literal('ok'),
    /** Present when analysis jobs are on the PostgreSQL queue. */
    queue: z.literal('ok').optional(),
  }),
});
export type Ready = z.infer<typeof ReadySchema>;
