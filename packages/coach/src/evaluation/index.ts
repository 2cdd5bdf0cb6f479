export { formatTrueCount, parseClipManifest, parseTrueCount, type ManifestClip, type TrueCount } from './clip-manifest.js';
export { countError, summarise, summariseByLift, type ClipOutcome, type ScoreSummary } from './clip-score.js';
