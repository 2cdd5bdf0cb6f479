// The ceiling for bench:api's "as served" pass: a bare Fastify route in its own process, Fastify's defaults (no log),
// answering the same JSON as the route it is compared with. Prints its URL on stdout once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify();
app.get('/bare', async () => body);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}/bare\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
