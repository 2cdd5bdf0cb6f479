import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

describe('spotter whoami reports the server (the real binary against a real server)', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
    expect((await cli.spotter(signUpArgs('whoami@example.com'))).code).toBe(0);
  });
  afterAll(() => cli?.stop());

  it('Given a running server, When whoami runs, Then the server line names its version, database and ffmpeg', async () => {
    const health = (await (await fetch(`${cli.url}/api/health`)).json()) as {
      version: string;
      ffmpeg: { version: string; source: string };
    };
    const result = await cli.spotter(['whoami']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `server: ${cli.url} (Spotter ${health.version}, embedded PGlite, ffmpeg ${health.ffmpeg.version}, ${health.ffmpeg.source})`,
    );
  });

  it('Given another server than the one signed in to, When whoami runs, Then exit 3 names where this machine is signed in', async () => {
    const result = await cli.spotter(['whoami'], { env: { SPOTTER_API_URL: 'http://127.0.0.1:9' } });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(
      `You are not signed in to http://127.0.0.1:9 (signed in to ${new URL(cli.url).origin})`,
    );
  });
});
