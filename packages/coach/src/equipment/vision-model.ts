import { z } from 'zod';
import { openAiClient, type LlmConfig } from '../llm/client.js';
import { extractJsonObject } from '../llm/json-reply.js';
import { toLlmError, type LlmErrorCode } from '../llm/llm-error.js';
import { roundConfidence, type EquipmentGuess } from './coco-equipment.js';
import { EquipmentError } from './equipment-error.js';
import { imageDataUrl } from './decode-image.js';
import { EQUIPMENT_VOCABULARY, canonicalEquipmentName } from './vocabulary.js';

export type VisionFailureReason = 'timeout' | 'unreachable' | 'http_error' | 'bad_response' | 'unreadable_image';

export type VisionModelResult =
  | { ok: true; items: EquipmentGuess[]; /** names the model gave that are not in our vocabulary */ ignored: string[] }
  | { ok: false; reason: VisionFailureReason; detail: string };

export interface VisionModelOptions {
  imagePath: string;
  llm: LlmConfig;
  /** Until the model starts answering, per attempt; default 20 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export const VISION_TIMEOUT_MS = 20_000;

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export const VisionEquipmentSchema = z.object({
  equipment: z.array(z.object({ name: z.string(), confidence: z.number().min(0).max(1) })),
});

/** The instruction sent with the photo: answer only with our vocabulary, as JSON. */
export function visionPrompt(): string {
  return [
    'You are looking at a photo taken by someone setting up a workout plan.',
    'List the training equipment that is clearly visible in the photo.',
    `Use only these names: ${EQUIPMENT_VOCABULARY.filter((name) => name !== 'bodyweight').join(', ')}.`,
    'Give each a confidence from 0 to 1. If you see none of them, return an empty list.',
    'Answer with JSON only, exactly in this shape: {"equipment":[{"name":"bench","confidence":0.9}]}',
  ].join('\n');
}

/** Our equipment from the model's parsed answer: known names only, best confidence per name. */
export function equipmentFromAnswer(answer: z.infer<typeof VisionEquipmentSchema>): {
  items: EquipmentGuess[];
  ignored: string[];
} {
  const best = new Map<string, number>();
  const ignored: string[] = [];
  for (const item of answer.equipment) {
    const name = canonicalEquipmentName(item.name);
    if (!name || name === 'bodyweight') {
      ignored.push(item.name);
      continue;
    }
    best.set(name, Math.max(best.get(name) ?? 0, item.confidence));
  }
  const items = [...best].map(([name, confidence]) => ({ name, confidence: roundConfidence(confidence) }));
  return { items: items.sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name)), ignored };
}

/** How each way the call can fail reads for the photo scan. */
const VISION_REASON: Record<LlmErrorCode, VisionFailureReason> = {
  timeout: 'timeout',
  first_token_timeout: 'timeout',
  aborted: 'timeout', // only our own deadline aborts this call
  network: 'unreachable',
  http: 'http_error',
  config: 'bad_response',
  malformed: 'bad_response',
  empty: 'bad_response',
};

/** A failure of the call, read as chat reads it (toLlmError), as the value this module answers with. */
function failureOf(error: unknown, timeoutMs: number): Extract<VisionModelResult, { ok: false }> {
  const failure = toLlmError(error);
  const reason = VISION_REASON[failure.code];
  const detail =
    reason === 'timeout' ? `The vision model did not answer within ${timeoutMs / 1000} s.` : failure.message;
  return { ok: false, reason, detail };
}

/**
 * Ask a user-configured OpenAI-compatible vision model which equipment the photo shows, through the official
 * `openai` client (one retry on 5xx or a dropped connection). Never throws for model failures: timeouts, HTTP errors
 * and malformed answers come back as { ok: false, reason, detail }.
 */
export async function recognizeWithVisionModel(options: VisionModelOptions): Promise<VisionModelResult> {
  const timeoutMs = options.timeoutMs ?? VISION_TIMEOUT_MS;
  let image: string;
  try {
    image = await imageDataUrl(options.imagePath);
  } catch (error) {
    if (!(error instanceof EquipmentError)) throw error;
    return { ok: false, reason: 'unreadable_image', detail: error.message };
  }
  const client = openAiClient({
    url: options.llm.url,
    apiKey: options.llm.apiKey,
    timeoutMs,
    maxRetries: 1,
    fetch: options.fetch,
  });
  let json: unknown;
  try {
    json = await client.chat.completions.create(
      {
        model: options.llm.model,
        temperature: 0,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: visionPrompt() },
              { type: 'image_url', image_url: { url: image } },
            ],
          },
        ],
      },
      // The client's timeout ends when the answer starts; this one also covers a body that never finishes.
      { signal: AbortSignal.timeout(timeoutMs * 2 + 1_000) },
    );
  } catch (error) {
    return failureOf(error, timeoutMs);
  }
  const completion = ChatCompletionSchema.safeParse(json);
  if (!completion.success)
    return {
      ok: false,
      reason: 'bad_response',
      detail: 'The vision model sent a reply that is not a chat completion.',
    };
  const content = completion.data.choices[0]?.message.content ?? '';
  const answer = VisionEquipmentSchema.safeParse(extractJsonObject(content));
  if (!answer.success)
    return {
      ok: false,
      reason: 'bad_response',
      detail: 'The vision model did not answer with the equipment JSON asked for.',
    };
  return { ok: true, ...equipmentFromAnswer(answer.data) };
}
