import { basename } from 'node:path';
import cliProgress from 'cli-progress';
import { analysisProgressView } from '@spotter/core/view-models';
import type { Output } from '../output/output.js';
import type { UploadProgress } from '../services/upload.js';

export interface ProgressDisplay {
  start(file: string, size: number): void;
  update(file: string, progress: UploadProgress): void;
  finish(file: string): void;
  /** Prints a finished file's result above the bars (so bars and results do not tangle). */
  print(text: string): void;
  stop(): void;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * A bar per file on stderr: bytes sent, then the analysis's share done with its stage in plain words ('waiting for the
 * coach 0%', 'finding you in the video 42%'). Used only when stderr is a terminal and the output is not --json.
 */
export function progressBars(out: Output): ProgressDisplay {
  const bars = new cliProgress.MultiBar(
    {
      stream: out.stderr as NodeJS.WritableStream,
      format: ' {bar} {file} {state}',
      barsize: 20,
      hideCursor: true,
      clearOnComplete: true,
      stopOnComplete: false,
      autopadding: true,
      // Leave line wrap on: results printed above the bars carry URLs that must not be cut at the edge.
      linewrap: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const active = new Map<string, cliProgress.SingleBar>();
  const name = (file: string) => basename(file).slice(0, 40);
  return {
    start(file, size) {
      active.set(file, bars.create(Math.max(size, 1), 0, { file: name(file), state: `0/${mb(size)} MB` }));
    },
    update(file, progress) {
      const bar = active.get(file);
      if (!bar) return;
      if (progress.phase === 'uploading')
        return bar.update(progress.sent, { state: `${mb(progress.sent)}/${mb(progress.total)} MB` });
      // Sent: the bar starts again for the analysis, in percent. Until the server reports a stage the video waits for
      // the coach (another upload's analysis may hold it: two files go at once), so it says so at 0%, not a full bar.
      if (bar.getTotal() !== 100) bar.setTotal(100);
      const view = analysisProgressView(progress.analysis, 'queued');
      bar.update(view.percent, { state: `${view.label.toLowerCase()} ${view.percent}%` });
    },
    finish(file) {
      const bar = active.get(file);
      if (bar) bars.remove(bar);
      active.delete(file);
    },
    print(text) {
      // When stdout is not the terminal the bars are on, results go to stdout as usual.
      if (!out.stdout.isTTY) return out.result(text);
      bars.log(text.endsWith('\n') ? text : `${text}\n`);
      bars.update(); // flush now: the log is otherwise written at the next redraw, which may never come
    },
    stop: () => bars.stop(),
  };
}

/** No terminal on stderr: no bars, results straight to stdout. */
export function noProgress(out: Output): ProgressDisplay {
  return { start() {}, update() {}, finish() {}, print: (text) => out.result(text), stop() {} };
}
