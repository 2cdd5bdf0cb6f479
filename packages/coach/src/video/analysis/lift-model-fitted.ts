import type { LiftModel } from './lift-model.js';

/** Placeholder until `npm run eval:coach -- --fit` writes the model fitted on the clip set. */
export const FITTED_LIFT_MODEL: LiftModel | null = null;
