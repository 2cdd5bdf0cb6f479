/** Why the language model did not answer. Every code makes `replyWithFallback` use the built-in coach. */
export type LlmErrorCode =
  | 'config'
  | 'network'
  | 'http'
  | 'timeout'
  | 'first_token_timeout'
  | 'malformed'
  | 'empty'
  | 'aborted';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly code: LlmErrorCode;
  /** HTTP status for `http` errors. */
  readonly status: number | null;
  /** Worth one more try (5xx, connection reset) when no token has arrived yet. */
  readonly retryable: boolean;

  constructor(code: LlmErrorCode, message: string, options: { status?: number; retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
  }
}

export const isLlmError = (error: unknown): error is LlmError => error instanceof LlmError;

/** Turns what fetch or a stream read threw into an LlmError. */
export function toLlmError(error: unknown): LlmError {
  if (isLlmError(error)) return error;
  if (error instanceof Error && error.name === 'AbortError') return new LlmError('aborted', 'The request was cancelled.', { cause: error });
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  const code = cause?.code ?? '';
  return new LlmError('network', `Could not reach the language model${code ? ` (${code})` : ''}.`, { retryable: true, cause: error });
}

/** Accepts a base URL (http://127.0.0.1:11434, …/v1) or the full …/chat/completions endpoint. */
export function chatCompletionsUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch (error) {
    throw new LlmError('config', `The language model URL "${url}" is not a valid URL.`, { cause: error });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new LlmError('config', `The language model URL must start with http:// or https:// (got ${parsed.protocol}).`);
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  if (path.endsWith('/chat/completions')) parsed.pathname = path;
  else if (/\/v\d+$/.test(path)) parsed.pathname = `${path}/chat/completions`;
  else parsed.pathname = `${path}/v1/chat/completions`;
  return parsed.toString();
}
