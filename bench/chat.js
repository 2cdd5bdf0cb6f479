// Coach chat benchmark: built-in reply + voice (espeak-ng → mp3) latency over 20 typical messages,
// then avatar-video render times against estimateAvatarCost. Run from the repo root after
// `npx tsc -b packages/coach` (or it falls back to the TypeScript sources through tsx).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function load(relative) {
  const dist = join(root, 'packages/coach/dist', `${relative}.js`);
  if (existsSync(dist)) return import(pathToFileURL(dist).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(join(root, 'packages/coach/src', `${relative}.ts`)).href);
}

const MESSAGES = [
  "What's my workout today?",
  'How do I do a goblet squat?',
  'deadlift form tips',
  'What went wrong in my last video?',
  'show me my PRs',
  'my knee hurts when I squat',
  'I have no motivation today',
  'how many rest days do I need',
  'how much protein should I eat?',
  'hi coach',
  'what about tomorrow?',
  'push ups technique',
  'I am so sore after leg day',
  'should I deload',
  'how do I stay consistent',
  'whats my squat pb',
  'how much water should I drink',
  'how do I do a romanian deadlift',
  'thanks!',
  'what can you do?',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);

const dir = mkdtempSync(join(tmpdir(), 'spotter-bench-chat-'));
try {
  const { coachReply } = await load('chat/index');
  const { fullContext } = await load('testing/chat-context');
  const { synthesizeSpeech, renderAvatarVideo, estimateAvatarCost } = await load('voice/index');
  const context = fullContext({ coach_tone: process.env.BENCH_TONE ?? 'direct' });
  // First call loads and compiles espeak-ng once per process, as the server would on its first voice reply.
  let started = performance.now();
  await synthesizeSpeech({ text: 'Warm up.', outPath: join(dir, 'warm.mp3') });
  console.log(`coach chat bench: first voice call (loads espeak-ng) ${ms(performance.now() - started)}`);
  const rows = { reply: [], voice: [], total: [], audio: [] };
  for (const [i, message] of MESSAGES.entries()) {
    started = performance.now();
    const reply = coachReply({ message, context });
    const afterReply = performance.now();
    const speech = await synthesizeSpeech({ text: reply.text, outPath: join(dir, `reply-${i}.mp3`) });
    const done = performance.now();
    rows.reply.push(afterReply - started);
    rows.voice.push(done - afterReply);
    rows.total.push(done - started);
    rows.audio.push(speech.durationSec);
  }
  console.log(
    `${MESSAGES.length} messages, tone ${context.profile.coach_tone}, mp3 via libmp3lame; audio ${percentile(rows.audio, 50).toFixed(1)} s median`,
  );
  for (const key of ['reply', 'voice', 'total']) {
    console.log(`  ${key.padEnd(6)} p50 ${ms(percentile(rows[key], 50))}   p95 ${ms(percentile(rows[key], 95))}`);
  }
  for (const seconds of [5, 15, 30]) {
    const text = 'Keep your chest up and push your knees out. '.repeat(Math.ceil(seconds / 3));
    const speech = await synthesizeSpeech({ text, outPath: join(dir, `avatar-${seconds}.mp3`) });
    const video = await renderAvatarVideo({
      audioPath: speech.path,
      text,
      outPath: join(dir, `avatar-${seconds}.mp4`),
      durationSec: speech.durationSec,
    });
    const estimate = estimateAvatarCost(speech.durationSec).estimatedMs;
    console.log(
      `  avatar ${speech.durationSec.toFixed(1).padStart(5)} s video: rendered in ${ms(video.renderMs)} (estimate ${ms(estimate)})`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
