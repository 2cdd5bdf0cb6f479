/** The analysis shapes are core's contract; the coach produces them and restates none. */
export type { AnalysisStatus, FormFault, VideoAnalysis } from '@spotter/core/schemas';
import type { FormFault, VideoAnalysis } from '@spotter/core/schemas';

export type FaultSeverity = FormFault['severity'];
export type RepDetail = VideoAnalysis['rep_details'][number];
