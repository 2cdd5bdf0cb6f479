import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ServerNotification } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ApiError, type ApiClient, type UploadFile } from '@spotter/core/api';

/**
 * Files on the machine the MCP server runs on. Only `spotter mcp` (stdio) has them: the client and the server share
 * the machine, so a path the user names is theirs. Over HTTP the server cannot read the client's files, and the
 * tools that need them are not offered.
 */
export interface LocalFiles {
  /** The file at `path` as an upload part (streamed from disk when sent). */
  open(path: string): Promise<UploadFile>;
}

/** What every tool works with: the signed-in user's API client and, on stdio, their files. */
export interface ToolContext {
  client: ApiClient;
  userId: string;
  localFiles: LocalFiles | null;
}

/** A tool's answer: the structured content (its output schema's shape) and a short text for people and models. */
export interface ToolAnswer<T> {
  data: T;
  text: string;
}

/**
 * One MCP tool over one or a few calls of the API: its schemas come from core's (the contract), its work from core's
 * client, view models and flows. Nothing here decides anything the API does not.
 */
export interface SpotterTool<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  /** Written for a model: what it does, when to use it, units, one example. */
  description: string;
  input: I;
  output: O;
  /** Reads only (MCP's readOnlyHint): clients may call it without asking. */
  readOnly: boolean;
  /** Needs the caller's own files: offered on stdio only. */
  localFiles?: boolean;
  run(
    input: z.output<I>,
    ctx: ToolContext & { localFiles: LocalFiles; progress: ToolProgress | null },
  ): Promise<ToolAnswer<z.input<O>>>;
}

/**
 * Tells the client how a long call goes, when it asked to hear (a progressToken in the call's `_meta`): each call
 * becomes one MCP progress notification of `share` (0 to 1, sent only when it grew, as the protocol wants) with the
 * message in plain words.
 */
export type ToolProgress = (share: number, message: string) => void;

/** The progress of one tool call, or null when its client gave no progressToken. */
function progressOf(extra: {
  _meta?: { progressToken?: string | number };
  sendNotification: (notification: ServerNotification) => Promise<void>;
}): ToolProgress | null {
  const token = extra._meta?.progressToken;
  if (token === undefined) return null;
  let last = -1;
  return (share, message) => {
    if (share <= last) return;
    last = share;
    // A notification the client cannot take (it went away) changes nothing about the call itself.
    extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress: share, total: 1, message },
      })
      .catch(() => undefined);
  };
}

/** Keeps a tool's input and output types tied to its schemas. */
export const defineTool = <I extends z.ZodObject, O extends z.ZodObject>(tool: SpotterTool<I, O>): SpotterTool<I, O> =>
  tool;

/** An API failure as the tool's error: the server's own sentence, so the model can act on it. */
export function toolError(error: unknown): CallToolResult {
  if (error instanceof ApiError) {
    const text = error.status === 0 ? error.detail : `Spotter answered ${error.status}: ${error.detail}`;
    return { isError: true, content: [{ type: 'text', text }] };
  }
  if (error instanceof ToolInputError) return { isError: true, content: [{ type: 'text', text: error.message }] };
  throw error;
}

/** A tool's input that the API would not be asked about (no such exercise in the library, no plan yet). */
export class ToolInputError extends Error {}

export function registerTool(server: McpServer, tool: SpotterTool, ctx: ToolContext): void {
  const { localFiles } = ctx;
  if (tool.localFiles && !localFiles) return;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      // Strict: a field the tool does not take (`weight` for `load_kg`) is refused by name, never silently dropped.
      inputSchema: tool.input.strict(),
      outputSchema: tool.output,
      annotations: { title: tool.title, readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
    },
    async (input: unknown, extra): Promise<CallToolResult> => {
      try {
        const answer = await tool.run(input as z.output<z.ZodObject>, {
          ...ctx,
          localFiles: localFiles as LocalFiles,
          progress: progressOf(extra),
        });
        return { structuredContent: answer.data, content: [{ type: 'text', text: answer.text }] };
      } catch (error) {
        return toolError(error);
      }
    },
  );
}
