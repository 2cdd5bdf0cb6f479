import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Progress } from '@modelcontextprotocol/sdk/types.js';
import { createApiClient, type FetchLike } from '@spotter/core/api';
import { afterEach, describe, expect, it } from 'vitest';
import { createSpotterMcpServer } from '../spotter-mcp.js';
import { progressServer } from '../testing/progress-server.js';

/** Stages as the server reports them, one repeated share among them. */
const server = () =>
  progressServer([
    { stage: 'decoding', share_done: 0.03 },
    { stage: 'pose', share_done: 0.42 },
    { stage: 'pose', share_done: 0.42 },
    { stage: 'counting', share_done: 0.72 },
    { stage: 'rendering', share_done: 1 },
  ]);

/** Spotter's MCP server with a client of the SDK's own, linked in memory. */
async function connected(fetch: FetchLike) {
  const mcp = createSpotterMcpServer({
    version: '0.0.0-test',
    client: createApiClient({ baseUrl: 'http://spotter.test', fetch, token: () => 'spt_test' }),
    userId: 'u1',
    localFiles: {
      open: (path) => Promise.resolve({ data: new Blob([new Uint8Array(16)], { type: 'video/mp4' }), name: path }),
    },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'progress-test', version: '1.0.0' });
  await Promise.all([mcp.connect(serverSide), client.connect(clientSide)]);
  return { client, close: () => Promise.all([client.close(), mcp.close()]) };
}

describe('analyze_video tells a client that asks how the analysis goes', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('Given a progressToken, When the server reports the stages, Then each arrives as an MCP progress notification, growing, in plain words, before the result', async () => {
    const fetch = server();
    const session = await connected(fetch);
    close = session.close;
    const heard: Progress[] = [];
    const result = await session.client.callTool(
      { name: 'analyze_video', arguments: { path: 'set.mp4', exercise_name: 'squat' } },
      undefined,
      { onprogress: (p) => heard.push(p) },
    );
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ analysis: { reps: 5 } });
    expect(new URL(fetch.urls[0]!).searchParams.get('progress')).toBe('1');
    expect(heard).toEqual([
      { progress: 0.03, total: 1, message: 'Reading your video · 3%' },
      { progress: 0.42, total: 1, message: 'Finding you in the video · 42%' },
      { progress: 0.72, total: 1, message: 'Counting · 72%' },
      { progress: 1, total: 1, message: 'Drawing your video · 100%' },
    ]);
  });

  it('Given no progressToken, When analyze_video runs, Then the plain upload is sent and no progress is streamed', async () => {
    const fetch = server();
    const session = await connected(fetch);
    close = session.close;
    const result = await session.client.callTool({
      name: 'analyze_video',
      arguments: { path: 'set.mp4', exercise_name: 'squat' },
    });
    expect(result.structuredContent).toMatchObject({ analysis: { reps: 5 } });
    expect(new URL(fetch.urls[0]!).searchParams.get('progress')).toBeNull();
  });
});
