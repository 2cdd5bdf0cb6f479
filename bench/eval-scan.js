// Equipment scan evaluation: every photo in ../shared/fixtures/images (and every photo of --manifest FILE) goes
// through the scan the server runs (the offline detector, and the vision model when SPOTTER_LLM_URL is set), with no
// profile equipment, and each row says what was recognised beside the truth when it is known.
//   npm run eval:scan -- [--json] [--manifest FILE] [--images DIR] [--truth FILE]
// A manifest is a TSV of `file<TAB>equipment` (file relative to the manifest, equipment comma-separated names from
// core's list; '#' lines are comments). bench/scan-truth.tsv holds the truth for the fixture photos, from their README.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = resolve(root, '../shared/fixtures');
const { values: args } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    manifest: { type: 'string' },
    images: { type: 'string', default: join(fixtures, 'images') },
    truth: { type: 'string', default: join(root, 'bench/scan-truth.tsv') },
  },
});

const { recognizeEquipment, createPooledObjectDetector, canonicalEquipmentName } = await import(
  pathToFileURL(join(root, 'packages/coach/dist/equipment/index.js')).href
);

/** Rows of a `file<TAB>equipment` TSV, files resolved against `base`. */
function readManifest(path, base) {
  const rows = [];
  for (const [n, line] of readFileSync(path, 'utf8').split(/\r?\n/).entries()) {
    if (!line.trim() || line.startsWith('#') || /^file\t/.test(line)) continue;
    const [file, equipment = ''] = line.split('\t');
    const names = equipment
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !canonicalEquipmentName(name));
    if (unknown.length) console.error(`${path}:${n + 1}: not on the equipment list: ${unknown.join(', ')}`);
    rows.push({
      path: resolve(base, file.trim()),
      truth: names.map((name) => canonicalEquipmentName(name)).filter(Boolean),
    });
  }
  return rows;
}

const photos = new Map();
const isPhoto = (name) => /\.(jpe?g|png|webp)$/i.test(name);
if (existsSync(args.images)) {
  const truth = existsSync(args.truth) ? readManifest(args.truth, fixtures) : [];
  for (const name of readdirSync(args.images).filter(isPhoto).sort()) {
    const path = join(args.images, name);
    photos.set(path, truth.find((row) => row.path === path)?.truth ?? null);
  }
} else if (!args.manifest) {
  console.error(
    `No photos at ${args.images}. Put ../shared beside the repository, or pass --images DIR or --manifest FILE.`,
  );
  process.exit(2);
}
if (args.manifest) {
  if (!existsSync(args.manifest)) {
    console.error(`No manifest at ${args.manifest}.`);
    process.exit(2);
  }
  for (const row of readManifest(args.manifest, dirname(resolve(args.manifest)))) photos.set(row.path, row.truth);
}

const llmUrl = process.env.SPOTTER_LLM_URL?.trim();
const llm = llmUrl
  ? {
      url: llmUrl,
      model: process.env.SPOTTER_LLM_MODEL?.trim() || 'llama3.2',
      apiKey: process.env.SPOTTER_LLM_API_KEY?.trim() || null,
    }
  : null;
// The server's detector: one pooled thread.
const detector = createPooledObjectDetector({ threads: 1, queue: photos.size });
const results = [];
for (const [path, truth] of photos) {
  const started = performance.now();
  try {
    const scan = await recognizeEquipment({ imagePath: path, declared: [], llm, detector });
    const seen = scan.items.map((item) => ({ name: item.name, confidence: item.confidence, source: item.source }));
    const names = seen.map((item) => item.name);
    results.push({
      photo: relative(process.cwd(), path),
      truth,
      recognised: seen,
      found: truth ? truth.filter((name) => names.includes(name)) : null,
      extra: truth ? names.filter((name) => !truth.includes(name)) : null,
      // What the offline detector reported, equipment or not (COCO labels), to see why a photo yielded nothing.
      detected: scan.detected.map((object) => `${object.label} ${Math.round(object.score * 100)}%`),
      vision: scan.vision.status,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      error: null,
    });
  } catch (error) {
    results.push({
      photo: relative(process.cwd(), path),
      truth,
      recognised: [],
      found: truth ? [] : null,
      extra: truth ? [] : null,
      detected: [],
      vision: '-',
      seconds: 0,
      error: error.message,
    });
  }
}
await detector.close();

const labelled = results.filter((row) => row.truth);
const total = {
  photos: results.length,
  photos_with_truth: labelled.length,
  photos_recognising_anything: results.filter((row) => row.recognised.length > 0).length,
  truth_items: labelled.reduce((sum, row) => sum + row.truth.length, 0),
  truth_items_found: labelled.reduce((sum, row) => sum + row.found.length, 0),
  wrong_items: labelled.reduce((sum, row) => sum + row.extra.length, 0),
  vision_model: llm ? 'configured' : 'not configured',
};

if (args.json) {
  console.log(JSON.stringify({ photos: results, total }, null, 2));
} else {
  const list = (items) => (items.length ? items.join(', ') : 'nothing');
  for (const row of results) {
    const seen = list(
      row.recognised.map((item) => `${item.name} ${Math.round(item.confidence * 100)}% (${item.source})`),
    );
    const truth = row.truth
      ? `truth: ${list(row.truth)}; found ${row.found.length}/${row.truth.length}${row.extra.length ? `, wrong: ${row.extra.join(', ')}` : ''}`
      : 'truth: unknown';
    console.log(
      `${row.photo}\n  recognised: ${row.error ? `error: ${row.error}` : seen}\n  ${truth}  [${row.seconds} s, vision model ${row.vision}]`,
    );
    if (row.detected.length) console.log(`  the detector saw: ${row.detected.join(', ')}`);
  }
  console.log(
    `\nTotal: ${total.truth_items_found} of ${total.truth_items} labelled items recognised, ${total.wrong_items} wrong; ` +
      `${total.photos_recognising_anything} of ${total.photos} photos recognised anything (vision model ${total.vision_model}).`,
  );
}
