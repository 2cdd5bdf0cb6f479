import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** Why the language model did not answer (chat or vision). Every code makes `replyWithFallback` use the built-in coach. */
export type LlmErrorCode =
  'config' | 'network' | 'http' | 'timeout' | 'first_token_timeout' | 'malformed' | 'empty' | 'aborted';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly code: LlmErrorCode;
  /** HTTP status for `http` errors. */
  readonly status: number | null;

  constructor(code: LlmErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
  }
}

export const isLlmError = (error: unknown): error is LlmError => error instanceof LlmError;

/** Turns what the OpenAI client or a stream read threw into an LlmError. */
export function toLlmError(error: unknown): LlmError {
  if (isLlmError(error)) return error;
  if (error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError')) {
    return new LlmError('aborted', 'The request was cancelled.', { cause: error });
  }
  if (error instanceof APIConnectionTimeoutError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new LlmError('timeout', 'The language model did not answer in time.', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause as { code?: string; cause?: { code?: string } } | undefined;
    const code = cause?.code ?? cause?.cause?.code ?? '';
    return new LlmError('network', `Could not reach the language model${code ? ` (${code})` : ''}.`, { cause: error });
  }
  if (error instanceof APIError) {
    const status = typeof error.status === 'number' ? error.status : undefined;
    const detail = error.message.slice(0, 200);
    return new LlmError(
      'http',
      status
        ? `The language model answered HTTP ${status}: ${detail}`
        : `The language model reported an error: ${detail}`,
      { status, cause: error },
    );
  }
  if (error instanceof SyntaxError)
    return new LlmError('malformed', 'The language model sent a stream that is not valid JSON.', { cause: error });
  return new LlmError('network', 'Could not reach the language model.', { cause: error });
}
