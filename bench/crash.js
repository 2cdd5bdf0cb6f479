// The crash check of `npm run bench:load -- --kill` (see bench/load.js): after a kill -9 under load, start the
// server again on the same data dir, then (1) every write it acknowledged (a 2xx on sign-up, personal best,
// contribution, chat, upload) is read back through the API, and (2) the data folder holds no orphan: no media file
// without its row (read from the stopped server's embedded database), no row without its file, nothing incoming.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MEDIA_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

async function listMedia(dataDir) {
  const dir = join(dataDir, 'media');
  const entries = existsSync(dir) ? await readdir(dir) : [];
  const incoming = existsSync(join(dir, '.incoming')) ? await readdir(join(dir, '.incoming')) : [];
  return {
    files: entries.filter((e) => MEDIA_NAME.test(e)),
    other: entries.filter((e) => e !== '.incoming' && !MEDIA_NAME.test(e)),
    incoming,
  };
}

/** Reads back every acknowledged write of one user; returns what could not be found. */
async function lostWritesOf(baseUrl, user, acks) {
  // A refusal by design (load shedding right after start on a busy machine, a budget) says nothing about the data:
  // it is waited out as Retry-After asks, and a call that is never answered stops the check rather than count as lost.
  const get = async (path) => {
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      const res = await fetch(`${baseUrl}${path}`, {
        headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status === 429 || res.status === 503) {
        await sleep(Math.min(Number(res.headers.get('retry-after') ?? 1), 5) * 1000);
        continue;
      }
      const json =
        res.ok && res.headers.get('content-type')?.includes('json') ? JSON.parse(body.toString('utf8')) : null;
      return { status: res.status, json, bytes: res.ok ? body.length : 0 };
    }
    throw new Error(`GET ${path} was refused (429/503) 60 times: the writes could not be read back`);
  };
  const lost = [];
  const profile = await get(`/api/users/${user.id}`);
  if (profile.status !== 200 || profile.json.email !== user.email)
    lost.push({ kind: 'sign-up', what: `${user.id}: ${profile.status}` });
  const mine = (list) => list.filter((a) => a.userId === user.id);
  if (mine(acks.bests).length) {
    const bests = (await get(`/api/users/${user.id}/personal-bests`)).json ?? [];
    for (const best of mine(acks.bests)) {
      const kept = bests.find((b) => b.exercise_name === best.exercise_name && b.unit === best.unit);
      // A best is replaced only by a higher one, so what was acknowledged is there or beaten.
      if (!kept || kept.value < best.value)
        lost.push({ kind: 'personal best', what: `${best.exercise_name} ${best.value} ${best.unit}` });
    }
  }
  if (mine(acks.contributions).length) {
    const library = (await get('/api/exercises')).json ?? [];
    for (const c of mine(acks.contributions))
      if (!library.some((e) => e.id === c.id)) lost.push({ kind: 'contribution', what: c.name });
  }
  if (mine(acks.chats).length) {
    const history = (await get(`/api/users/${user.id}/chat`)).json ?? [];
    for (const chat of mine(acks.chats)) {
      const message = history.find((m) => m.id === chat.messageId);
      if (!message) lost.push({ kind: 'chat', what: chat.messageId });
      else if (message.voice_url && (await get(message.voice_url)).bytes === 0)
        lost.push({ kind: 'chat voice file', what: chat.messageId });
    }
  }
  if (mine(acks.uploads).length) {
    const media = (await get(`/api/users/${user.id}/media`)).json ?? [];
    for (const upload of mine(acks.uploads)) {
      const item = media.find((m) => m.id === upload.mediaId);
      if (!item) lost.push({ kind: 'upload', what: upload.mediaId });
      else if (item.processed_url && (await get(item.processed_url)).bytes === 0)
        lost.push({ kind: 'upload processed video', what: upload.mediaId });
    }
  }
  return lost;
}

/** The names of media the database records, read from the stopped server's PGlite data dir. */
async function recordedNames(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'db'));
  try {
    return new Set((await db.query('select name from media_files')).rows.map((r) => r.name));
  } finally {
    await db.close();
  }
}

export async function crashCheck({ dataDir, acks, restart }) {
  const leftByKill = await listMedia(dataDir);
  const server = await restart();
  console.log(
    `\nkill -9 done; restarted on the same data dir, serving again after ${(server.startMs / 1000).toFixed(1)} s`,
  );
  const afterStart = await listMedia(dataDir);

  const lost = [];
  let exit;
  try {
    for (let i = 0; i < acks.users.length; i += 10) {
      const batch = await Promise.all(acks.users.slice(i, i + 10).map((user) => lostWritesOf(server.url, user, acks)));
      lost.push(...batch.flat());
    }
  } finally {
    server.child.kill('SIGTERM');
    exit = await server.exited;
  }
  if (exit.code !== 0) console.log(`the restarted server exited with ${JSON.stringify(exit)} on SIGTERM`);

  const final = await listMedia(dataDir);
  const rows = await recordedNames(dataDir);
  const orphans = (listing) => listing.files.filter((name) => !rows.has(name));
  const missing = [...rows].filter((name) => !existsSync(join(dataDir, 'media', name)));
  const extra = (await readdir(dataDir)).filter((e) => e !== 'db' && e !== 'media');

  const kinds = [
    ['sign-up', acks.users.length],
    ['personal best', acks.bests.length],
    ['contribution', acks.contributions.length],
    ['chat', acks.chats.length],
    ['upload', acks.uploads.length],
  ];
  console.table(
    kinds.map(([kind, n]) => ({
      'acknowledged write': kind,
      checked: n,
      lost: lost.filter((l) => l.kind.startsWith(kind)).length,
    })),
  );
  for (const l of lost.slice(0, 20)) console.log(`  lost ${l.kind}: ${l.what}`);
  console.table([
    {
      files: 'media without a row',
      'left by the kill': orphans(leftByKill).length,
      'after restart': orphans(final).length,
    },
    {
      files: 'incoming (temporary)',
      'left by the kill': leftByKill.incoming.length,
      'after restart': afterStart.incoming.length,
    },
    { files: 'rows without their file', 'left by the kill': '—', 'after restart': missing.length },
    {
      files: 'other entries in the data folder',
      'left by the kill': leftByKill.other.length,
      'after restart': final.other.length + extra.length,
    },
  ]);
  const written = kinds.reduce((s, [, n]) => s + n, 0);
  console.log(
    `${lost.length} of ${written} acknowledged writes lost; ${orphans(final).length + afterStart.incoming.length + final.incoming.length} orphan files after restart; ${missing.length} rows without their file`,
  );
  return {
    ok:
      lost.length === 0 &&
      orphans(final).length === 0 &&
      afterStart.incoming.length === 0 &&
      final.incoming.length === 0 &&
      missing.length === 0 &&
      final.other.length + extra.length === 0,
  };
}
