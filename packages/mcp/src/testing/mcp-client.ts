import { Ajv } from 'ajv';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

export interface ToolCall {
  structured: Record<string, unknown>;
  text: string;
}

const textOf = (content: unknown): string =>
  (Array.isArray(content) ? content : [])
    .map((part: { type?: string; text?: string }) => (part.type === 'text' ? (part.text ?? '') : ''))
    .join('\n');

/** Calls a tool that must succeed: its structured content and its text (a tool error fails with its text). */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
  timeoutMs?: number,
): Promise<ToolCall> {
  // The SDK's client gives up on a request after 60 s by default; a video's analysis on a loaded machine takes longer.
  const result = await client.callTool(
    { name, arguments: args },
    undefined,
    timeoutMs ? { timeout: timeoutMs } : undefined,
  );
  if (result.isError) throw new Error(`${name} answered a tool error: ${textOf(result.content)}`);
  return { structured: (result.structuredContent ?? {}) as Record<string, unknown>, text: textOf(result.content) };
}

/** Calls a tool that must fail as a tool error (not a protocol error, not a crash): its text. */
export async function callToolError(client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> {
  const result = await client.callTool({ name, arguments: args });
  if (!result.isError) throw new Error(`${name} succeeded where it should have failed: ${textOf(result.content)}`);
  return textOf(result.content);
}

/** Tools whose input schema a JSON Schema validator refuses (or does not compile), with why. */
export function invalidInputSchemas(tools: readonly Tool[]): string[] {
  // Strict: a keyword JSON Schema does not know fails too. Formats ('date') are annotations here, not checked.
  const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true, validateFormats: false });
  return tools.flatMap((tool) => {
    if (tool.inputSchema.type !== 'object') return [`${tool.name}: input schema is not an object`];
    if (!ajv.validateSchema(tool.inputSchema)) return [`${tool.name}: ${ajv.errorsText(ajv.errors)}`];
    try {
      ajv.compile(tool.inputSchema);
      if (tool.outputSchema) ajv.compile(tool.outputSchema);
      return [];
    } catch (error) {
      return [`${tool.name}: ${(error as Error).message}`];
    }
  });
}

/** A text resource's content. */
export async function resourceText(
  client: Client,
  uri: string,
): Promise<{ mimeType: string | undefined; text: string }> {
  const { contents } = await client.readResource({ uri });
  const [first] = contents;
  if (!first || !('text' in first)) throw new Error(`${uri} has no text content`);
  return { mimeType: first.mimeType, text: first.text };
}
