import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour = 'stream' | 'json' | 'error500' | 'hang' | 'malformed' | 'reset' | 'empty' | 'stall';

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: unknown }[] };
}

/** A test's own answer to a request, instead of the behaviours (set `reply` on the fake). */
export type FakeHandler = (body: FakeRequest['body'], res: ServerResponse) => void;

/**
 * A tiny OpenAI-compatible server on 127.0.0.1, port 0 (the chat's and the vision model's tests share it): each request
 * takes the next behaviour (the last one repeats), or goes to `reply` when a test sets one.
 */
export async function startFakeLlm(behaviours: FakeBehaviour[], answer = ['Hi Sam, ', 'your squat PB is 12 reps.']) {
  const requests: FakeRequest[] = [];
  const open = new Set<ServerResponse>();
  const fake = { reply: null as FakeHandler | null };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as FakeRequest['body'] });
      const behaviour = behaviours[Math.min(requests.length - 1, behaviours.length - 1)] ?? 'stream';
      open.add(res);
      res.on('close', () => open.delete(res));
      if (fake.reply) fake.reply(requests[requests.length - 1]!.body, res);
      else respond(behaviour, res, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  });
}

function respond(behaviour: FakeBehaviour, res: ServerResponse, answer: string[]) {
  switch (behaviour) {
    case 'stream':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const token of answer)
        res.write(`data: ${JSON.stringify({ model: 'fake-1', choices: [{ delta: { content: token } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    case 'json':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ model: 'fake-1', choices: [{ message: { role: 'assistant', content: answer.join('') } }] }),
      );
      return;
    case 'error500':
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"model crashed"}}');
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"choices": [ this is not json\n\n');
      return;
    case 'empty':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: [DONE]\n\n');
      return;
    case 'reset':
      res.socket?.destroy();
      return;
    case 'stall':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: answer[0] } }] })}\n\n`);
      return;
    case 'hang':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': waiting\n\n');
      return;
  }
}
