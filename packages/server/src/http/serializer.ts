import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Writes a call's answer as JSON, shaped by its response schema. */
export type Serializer = (value: unknown) => string;

/**
 * A JSON writer compiled once per route from the contract's response schema (fast-json-stringify, over the same
 * zod-to-JSON-Schema conversion the OpenAPI document uses). The schema decides what is written: a field it does not
 * name is never sent (a token hash on a user row stays home), a required field that is missing fails the call, and
 * neither a zod parse nor a generic JSON.stringify runs per request.
 *
 * A schema that changes values as it parses (`.catch()`, a transform, `.trim()`: JSON Schema cannot say so) is still
 * parsed with zod first, and the parsed answer written by the compiled writer.
 *
 * `check` (tests and development, see `checkResponses` in config.ts) parses every answer with zod, as the server did
 * before, and fails the call when the compiled writer's JSON differs from the parsed answer's: every test that reaches
 * a route proves the two agree for what it sent.
 */
export function responseSerializer(schema: z.ZodType, options: { check: boolean; name: string }): Serializer {
  const jsonSchema = shapeOnly(z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' }));
  const write: Serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  const parseFirst = changesValues(schema);
  if (!options.check) return parseFirst ? (value) => write(schema.parse(value)) : write;
  return (value) => {
    const parsed: unknown = schema.parse(value);
    const written = write(parseFirst ? parsed : value);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(parsed)))) {
      throw new Error(
        `The answer of ${options.name} is written differently from its schema's parse: ${written.slice(0, 300)}`,
      );
    }
    return written;
  };
}

/** Keywords that check values rather than shape them: zod checked them when the data came in; the writer needs none. */
const CHECKS_ONLY = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

/** The schema without its value checks (OpenAPI 3.0's boolean `exclusiveMinimum` is not even valid draft-7). */
function shapeOnly(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOnly);
  if (typeof schema !== 'object' || schema === null) return schema;
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (CHECKS_ONLY.has(key) && typeof value !== 'object') continue;
    // Inside `properties` the keys are field names (a field may be called `format`), so only their values are shaped.
    shaped[key] =
      key === 'properties' && typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, field]) => [name, shapeOnly(field)]),
          )
        : shapeOnly(value);
  }
  return shaped;
}

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

/**
 * Kinds of schema whose parse gives back something other than what came in. A union too: zod keeps the first option
 * that parses (dropping fields it does not name), where the compiled writer needs an answer that already fits one.
 */
const CHANGING = new Set(['catch', 'pipe', 'transform', 'default', 'prefault', 'union']);

/** True when parsing with `schema` can change a value (so writing the raw answer could differ from the parse). */
export function changesValues(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (CHANGING.has(def.type)) return true;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return true;
  const inner = [
    ...Object.values(def.shape ?? {}),
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest ?? undefined,
    def.type === 'lazy' ? def.getter?.() : undefined,
  ];
  return inner.some((child) => child !== undefined && changesValues(child, seen));
}
