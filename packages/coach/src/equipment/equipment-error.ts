import { CodedError } from '../workers/thread-task.js';

/**
 * Why an equipment photo could not be looked at: the user can fix the first two (not an image; too many pixels, or
 * more memory to decode than one photo may use); the third is a set-up bug; busy (every detector thread taken, try
 * again soon) and aborted (the caller gave up) come from the detector pool.
 */
export type EquipmentErrorCode = 'unreadable_image' | 'image_too_large' | 'detector_unavailable' | 'busy' | 'aborted';

/** The one typed error of equipment recognition; model failures of the optional LLM are values, not errors. */
export class EquipmentError extends CodedError<EquipmentErrorCode> {
  override readonly name = 'EquipmentError';
}
