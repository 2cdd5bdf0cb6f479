import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aUser } from '@spotter/core/testing';
import { ConfigFileError, ConfigValueError } from './config-error.js';
import { configSession } from './config-session.js';
import { openConfigStore } from './config-store.js';
import { savedSettings } from './saved-settings.js';

const HERE = 'http://127.0.0.1:8787';
const THERE = 'http://other.example:9000';
const ada = { ...aUser({ id: 'u1' }), token: 'spt_here' };
const bea = { ...aUser({ id: 'u2', first_name: 'Bea' }), token: 'spt_there' };

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
/** A fresh config folder (not yet made: the store makes it) and the env naming it. */
async function configDir() {
  const parent = await mkdtemp(join(tmpdir(), 'spotter-node-config-'));
  dirs.push(parent);
  const dir = join(parent, 'spotter');
  return { dir, file: join(dir, 'config.json'), env: { SPOTTER_CONFIG_DIR: dir } };
}
/** What `act` threw (undefined when it did not). */
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (err) {
    return err;
  }
  return undefined;
}
const mode = async (path: string) => (await stat(path)).mode & 0o777;
const fileOf = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('the config store', () => {
  it('Given a new folder, When a sign-in is saved, Then the folder is 0700, the file 0600, and the sign-in is kept under its origin', async () => {
    const { dir, file, env } = await configDir();
    const store = openConfigStore(env);
    expect(store.path).toBe(file);
    store.signInAt(`${HERE}/api`).saveCurrentUser(ada);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(file)).toBe(0o600);
    expect(await fileOf(file)).toEqual({ hosts: { [HERE]: ada } });
  });

  it('Given sign-ins on two servers, When each is read, Then each origin sees only its own, and clearing one keeps the other', async () => {
    const { env } = await configDir();
    const store = openConfigStore(env);
    store.signInAt(HERE).saveCurrentUser(ada);
    store.signInAt(THERE).saveCurrentUser(bea);
    expect(store.signInAt(`${HERE}/api`).currentUser()?.token).toBe('spt_here');
    expect(store.signInAt(THERE).currentUser()?.token).toBe('spt_there');
    expect(store.signInAt('http://127.0.0.1:1').currentUser()).toBeNull();
    expect(store.signIns().map((signIn) => signIn.origin)).toEqual([HERE, THERE]);
    store.signInAt(THERE).clearCurrentUser();
    expect(store.signIns()).toEqual([{ origin: HERE, user: ada }]);
  });

  it('Given a sign-up, When dashboards are visited, Then only the first one is a first visit, and only for that user', async () => {
    const here = openConfigStore((await configDir()).env).signInAt(HERE);
    here.markFirstVisit('u1');
    expect(here.isFirstVisit('u2')).toBe(false);
    here.visited('u2');
    expect(here.isFirstVisit('u1')).toBe(true);
    here.visited('u1');
    expect(here.isFirstVisit('u1')).toBe(false);
  });

  it('Given an older single sign-in and a saved server, When the store opens, Then the sign-in moves to that server only', async () => {
    const { dir, file, env } = await configDir();
    await mkdir(dir, { recursive: true, mode: 0o755 });
    await writeFile(file, JSON.stringify({ apiUrl: `${THERE}/api`, currentUser: ada }), { mode: 0o644 });
    await chmod(dir, 0o755);
    const store = openConfigStore(env);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(file)).toBe(0o600);
    expect(store.signInAt(THERE).currentUser()).toEqual(ada);
    expect(store.signInAt(HERE).currentUser()).toBeNull();
    expect(await fileOf(file)).toEqual({ apiUrl: `${THERE}/api`, hosts: { [THERE]: ada } });
  });

  it('Given a server URL, When it is set, Then it is kept tidied; a bad one is a ConfigValueError and the file keeps the old', async () => {
    const { file, env } = await configDir();
    const store = openConfigStore(env);
    expect(store.setApiUrl(' http://box:8787/ ')).toBe('http://box:8787');
    const refused = thrown(() => store.setApiUrl('ftp://box'));
    expect(refused).toBeInstanceOf(ConfigValueError);
    const { key, value, message } = refused as ConfigValueError;
    expect({ key, value }).toEqual({ key: 'apiUrl', value: 'ftp://box' });
    expect(message).toMatch(/^apiUrl must be an http/);
    expect(await fileOf(file)).toEqual({ apiUrl: 'http://box:8787' });
    store.unsetApiUrl();
    expect(store.read().apiUrl).toBeUndefined();
  });

  it('Given a file with a value the schema refuses, When read, Then a ConfigFileError names the file and the key, and the file is untouched', async () => {
    const { dir, file, env } = await configDir();
    await mkdir(dir, { recursive: true });
    const broken = JSON.stringify({ hosts: { [HERE]: { id: 'u1' } } });
    await writeFile(file, broken);
    const store = openConfigStore(env);
    expect(() => store.signInAt(HERE).currentUser()).toThrow(ConfigFileError);
    const invalid = thrown(() => store.read());
    expect(invalid).toBeInstanceOf(ConfigFileError);
    expect((invalid as ConfigFileError).path).toBe(file);
    expect((invalid as ConfigFileError).problem).toMatchObject({ kind: 'invalid', key: 'hosts' });
    expect(await readFile(file, 'utf8')).toBe(broken);
  });

  it('Given a file that is not JSON, When the store opens, Then a ConfigFileError says it cannot be read', async () => {
    const { dir, file, env } = await configDir();
    await mkdir(dir, { recursive: true });
    await writeFile(file, '{ not json');
    const unreadable = thrown(() => openConfigStore(env));
    expect(unreadable).toBeInstanceOf(ConfigFileError);
    expect((unreadable as ConfigFileError).problem.kind).toBe('unreadable');
    expect((unreadable as ConfigFileError).message).toMatch(/^The config file cannot be read \(/);
  });
});

describe('the TUI session on the store', () => {
  it('Given a session on one server, When the TUI switches server, Then it reads and keeps that server’s sign-in, and its data dir is the config folder', async () => {
    const { dir, env } = await configDir();
    const store = openConfigStore(env);
    store.signInAt(HERE).saveCurrentUser(ada);
    const session = configSession(store, HERE);
    expect(session.dataDir).toBe(dir);
    expect(session.currentUser()?.id).toBe('u1');
    session.useServer(THERE);
    expect(session.currentUser()).toBeNull();
    session.saveCurrentUser(bea);
    session.clearCurrentUser();
    session.saveCurrentUser(bea);
    expect(store.signIns().map(({ origin, user }) => [origin, user.id])).toEqual([
      [HERE, 'u1'],
      [THERE, 'u2'],
    ]);
  });
});

describe('saved settings (the lean read: no conf, no zod)', () => {
  it('Given sign-ins saved by the store, When read for a server, Then only that server’s token comes back', async () => {
    const { env } = await configDir();
    const store = openConfigStore(env);
    store.setApiUrl(THERE);
    store.signInAt(THERE).saveCurrentUser(bea);
    expect(await savedSettings(env)).toEqual({ apiUrl: THERE, token: 'spt_there' });
    expect(await savedSettings(env, HERE)).toEqual({ apiUrl: HERE, token: null });
  });

  it('Given no file or a file that is not JSON, When read, Then the default server and no token', async () => {
    const { dir, file, env } = await configDir();
    expect(await savedSettings(env)).toEqual({ apiUrl: HERE, token: null });
    await mkdir(dir, { recursive: true });
    await writeFile(file, 'nope');
    expect(await savedSettings(env)).toEqual({ apiUrl: HERE, token: null });
  });
});
