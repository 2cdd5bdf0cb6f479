/** The coach's voice: espeak-ng speech encoded with the shipped ffmpeg, and an optional talking-avatar video. */
export { synthesizeSpeech } from './synthesize-speech.js';
export type { SpeechFormat, SpeechResult, SynthesizeSpeechInput } from './synthesize-speech.js';
export { cleanSpeechText, MAX_SPEECH_CHARS } from './speech-text.js';
export { renderAvatarVideo, estimateAvatarCost, MAX_AVATAR_SECONDS, AVATAR_DIR_PREFIX } from './avatar-video.js';
export type { AvatarVideo, AvatarVideoInput } from './avatar-video.js';
export { VoiceError, isVoiceError } from './voice-error.js';
export type { VoiceErrorCode } from './voice-error.js';
export { createVoicePool } from './voice-pool.js';
export type { SpeakOutcome, VoicePool, VoicePoolOptions } from './voice-pool.js';
export type { SpeakTask, SpokenFiles } from './voice-worker.js';
