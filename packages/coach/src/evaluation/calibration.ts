/** One recognition: how sure the coach said it was (0-1) and whether it was right. */
export interface Judged {
  confidence: number;
  correct: boolean;
}

export interface CalibrationSummary {
  /** Share recognised right. */
  accuracy: number;
  /** Expected calibration error over `bins` equal-width confidence bins: the clip-weighted gap between confidence and accuracy. */
  ece: number;
  /** Recognitions said with confidence >= `sureFrom`, and how many of them were wrong. */
  confident: number;
  confidentWrong: number;
}

/** Accuracy, expected calibration error and confident mistakes of a set of recognitions. */
export function summariseCalibration(judged: Judged[], bins = 10, sureFrom = 0.9): CalibrationSummary {
  const groups = Array.from({ length: bins }, () => ({ count: 0, right: 0, confidence: 0 }));
  for (const { confidence, correct } of judged) {
    const group = groups[Math.min(bins - 1, Math.max(0, Math.floor(confidence * bins)))];
    if (!group) continue;
    group.count += 1;
    group.right += correct ? 1 : 0;
    group.confidence += confidence;
  }
  const total = Math.max(1, judged.length);
  const ece = groups.reduce(
    (sum, g) => (g.count ? sum + (g.count / total) * Math.abs(g.right / g.count - g.confidence / g.count) : sum),
    0,
  );
  const sure = judged.filter((j) => j.confidence >= sureFrom);
  return {
    accuracy: judged.filter((j) => j.correct).length / total,
    ece,
    confident: sure.length,
    confidentWrong: sure.filter((j) => !j.correct).length,
  };
}
