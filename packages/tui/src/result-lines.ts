import { MESSAGES } from '@spotter/core/constants';
import type { AnalysisView } from '@spotter/core/view-models';
import { wrapLines } from './text-layout.js';

export interface ResultLine {
  text: string;
  tone: 'title' | 'good' | 'bad' | 'warn' | 'note' | 'plain';
}

/**
 * An analysed set as lines: reps and facts, 'New Personal Best!', faults with cues, strengths, the feedback.
 * A set the coach could not count is a warning instead: what was seen and the coach's sentence, no best.
 */
export function analysisLines(
  view: AnalysisView,
  feedback: string,
  isNewPr: boolean,
  width: number,
  videoLink: string | null,
): ResultLine[] {
  const wrap = (text: string, tone: ResultLine['tone'], indent = '') =>
    wrapLines(text, width - indent.length).map((line) => ({ text: indent + line, tone }));
  // The video's link comes as one line (TuiContextValue.link): never wrapped, so never broken.
  const video: ResultLine[] = videoLink ? [{ text: videoLink, tone: 'note' }] : [];
  if (view.tone === 'warning') {
    const sentence = view.limitation ?? feedback;
    return [
      { text: `⚠ ${view.heading}: ${view.reps}`, tone: 'warn' },
      { text: view.facts.join(' · '), tone: 'note' },
      ...wrap(sentence, 'warn'),
      ...(feedback && feedback !== sentence
        ? [{ text: 'Coach feedback', tone: 'title' as const }, ...wrap(feedback, 'plain')]
        : []),
      ...video,
    ];
  }
  return [
    { text: `${view.heading}: ${view.reps}`, tone: 'title' },
    ...(isNewPr ? [{ text: `★ ${MESSAGES.newPersonalBest}`, tone: 'good' as const }] : []),
    { text: view.facts.join(' · '), tone: 'note' },
    ...view.repRows.map((rep) => ({ text: `${rep.label}: ${rep.detail}`, tone: 'plain' as const })),
    ...(view.faults.length ? [{ text: 'Faults', tone: 'title' as const }] : []),
    ...view.faults.flatMap((fault) => [
      ...wrap(`✖ ${fault.message} (${fault.severity}, ${fault.when})`, 'bad'),
      ...wrap(`→ ${fault.cue}`, 'plain', '  '),
    ]),
    ...(view.faultsEmpty ? [{ text: view.faultsEmpty, tone: 'good' as const }] : []),
    ...(view.strengths.length ? [{ text: 'Strengths', tone: 'title' as const }] : []),
    ...view.strengths.flatMap((strength) => wrap(`✔ ${strength}`, 'good')),
    ...(view.limitation ? wrap(view.limitation, 'note') : []),
    { text: 'Coach feedback', tone: 'title' },
    ...wrap(feedback, 'plain'),
    ...video,
  ];
}
