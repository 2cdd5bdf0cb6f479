import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { exerciseNames, NAMES_MAX_AGE_MS } from '../services/exercise-names.js';
import { repoRoot } from '../testing/spotter-process.js';

describe('exerciseNames (the cache behind completion)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spotter-names-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('Given no cache, When asked, Then the server names are kept; within the hour the cache answers; after it, the server again; a silent server leaves the old names', async () => {
    const cacheFile = join(dir, 'names.json');
    let asked = 0;
    const server = (names: string[] | null) => () => {
      asked++;
      return Promise.resolve(names);
    };
    expect(await exerciseNames({ cacheFile, now: 0, fetchNames: server(['Back Squat']) })).toEqual(['Back Squat']);
    expect(await exerciseNames({ cacheFile, now: NAMES_MAX_AGE_MS - 1, fetchNames: server(['Other']) })).toEqual([
      'Back Squat',
    ]);
    expect(asked).toBe(1);
    expect(await exerciseNames({ cacheFile, now: NAMES_MAX_AGE_MS, fetchNames: server(['Front Squat']) })).toEqual([
      'Front Squat',
    ]);
    expect(await exerciseNames({ cacheFile, now: 3 * NAMES_MAX_AGE_MS, fetchNames: server(null) })).toEqual([
      'Front Squat',
    ]);
    expect(await exerciseNames({ cacheFile: join(dir, 'none.json'), now: 0, fetchNames: server(null) })).toEqual([]);
  });
});

describe('completion in a real bash, with `spotter` on PATH against a real server', () => {
  let cli: CliServer;
  let bin: string;
  let script: string;
  beforeAll(async () => {
    cli = await startCliServer();
    bin = await mkdtemp(join(tmpdir(), 'spotter-bin-'));
    // What `npm link` gives a user: `spotter` on PATH (here on the sources), talking to this server.
    await writeFile(
      join(bin, 'spotter'),
      `#!/bin/sh\nSPOTTER_API_URL=${cli.url} SPOTTER_CONFIG_DIR=${cli.configDir} exec ${process.execPath} --conditions=source --import tsx ${join(repoRoot, 'bin/spotter.js')} "$@"\n`,
    );
    await chmod(join(bin, 'spotter'), 0o755);
    script = join(bin, 'spotter.bash');
    await writeFile(script, (await cli.spotter(['completion', 'bash'])).stdout);
  }, 120_000);
  afterAll(async () => {
    await cli?.stop();
    await rm(bin, { recursive: true, force: true });
  });

  const complete = async (words: string[]) => {
    const program = `source ${script}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _spotter; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const { stdout } = await promisify(execFile)('bash', ['-c', program], {
      cwd: repoRoot,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    });
    return stdout.trim().split('\n');
  };

  it("Given core's lists, When --category and --difficulty of `exercises` are completed, Then their values are offered", async () => {
    expect(await complete(['spotter', 'exercises', '--category', 'st'])).toEqual(['strength']);
    expect(await complete(['spotter', 'exercises', '--difficulty', ''])).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ]);
  });

  it('Given a reachable server, When --search is completed, Then library names come whole (spaces kept) and are cached for the next Tab', async () => {
    const names = await complete(['spotter', 'exercises', '--search', 'Goblet']);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('Goblet'))).toBe(true);
    expect(names).toContain('Goblet Squat');
    const cached = JSON.parse(await readFile(join(cli.configDir, 'exercise-names.json'), 'utf8')) as {
      names: string[];
    };
    expect(cached.names).toContain('Goblet Squat');
  }, 60_000);

  it('Given zsh and fish, When generated, Then --search asks `spotter completion names` and --category lists the categories', async () => {
    const [zsh, fish] = await Promise.all([cli.spotter(['completion', 'zsh']), cli.spotter(['completion', 'fish'])]);
    expect(zsh.stdout).toMatch(
      `" exercises|--search") local -a names; names=("\${(@f)$(spotter completion names 2>/dev/null)}"); compadd -a names; return;;`,
    );
    expect(zsh.stdout).toMatch(
      '" exercises|--category") compadd -- strength cardio flexibility olympic powerlifting crossfit; return;;',
    );
    expect(fish.stdout).toMatch("-l search -s s -x -a '(spotter completion names 2>/dev/null)'");
  });
});
