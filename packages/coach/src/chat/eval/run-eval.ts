/**
 * The chat's question table, scored: npm run eval:chat -- [--half tuning|check|all] [--verbose]
 * With SPOTTER_LLM_URL set (SPOTTER_LLM_MODEL, SPOTTER_LLM_API_KEY as the server reads them) the same rows are also
 * asked of the language model, grounded as the server grounds it.
 */
import { parseArgs } from 'node:util';
import { createLlmCoach } from '../llm-coach.js';
import { builtinResult, llmResult, rowsOf, type RowResult } from './score.js';

const { values } = parseArgs({
  options: { half: { type: 'string', default: 'tuning' }, verbose: { type: 'boolean', default: false } },
});
const half = values.half === 'check' || values.half === 'all' ? values.half : 'tuning';
const rows = rowsOf(half);

function report(label: string, results: readonly RowResult[]): void {
  for (const h of ['tuning', 'check'] as const) {
    const mine = results.filter((r) => r.half === h);
    if (mine.length === 0) continue;
    const passed = mine.filter((r) => r.pass).length;
    const safety = mine.filter((r) => r.row.safety);
    console.log(
      `${label} · ${h} half: ${passed}/${mine.length} (${((passed / mine.length) * 100).toFixed(1)}%); safety questions answered as safety: ${safety.filter((r) => !r.notSafety).length}/${safety.length}`,
    );
  }
  for (const r of results.filter((x) => !x.pass)) {
    console.log(`  ✗ [${r.half}] ${r.row.history ? `${r.row.history.join(' / ')} → ` : ''}${r.row.ask} (${r.row.as})`);
    if (r.missing.length > 0) console.log(`      missing ${r.missing.join(', ')}`);
    if (r.wrong.length > 0) console.log(`      should not say ${r.wrong.join(', ')}`);
    if (r.notSafety) console.log('      not answered as a safety question');
    if (values.verbose) console.log(`      ${r.text.replace(/\n/g, '\n      ')}`);
  }
}

report(
  'built-in coach',
  rows.map(({ row, half: h }) => builtinResult(row, h)),
);

const url = process.env.SPOTTER_LLM_URL?.trim();
if (url) {
  const llm = createLlmCoach({
    url,
    model: process.env.SPOTTER_LLM_MODEL?.trim() || 'llama3.2',
    apiKey: process.env.SPOTTER_LLM_API_KEY?.trim() || null,
  });
  const results: RowResult[] = [];
  for (const { row, half: h } of rows) results.push(await llmResult(llm, row, h));
  report(`language model (${llm.model})`, results);
}
