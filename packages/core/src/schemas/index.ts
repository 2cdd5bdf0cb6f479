export * from './common.js';
export * from './user.js';
export * from './exercise.js';
export * from './records.js';
export * from './coach.js';
export * from './account.js';
export * from './plan.js';
export * from './sets.js';
