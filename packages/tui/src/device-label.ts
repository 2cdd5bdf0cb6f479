import { hostname } from 'node:os';
import { TEXT_LIMITS } from '@spotter/core/constants';

/** How a sign-in from this terminal is listed among the account's devices. */
export const tuiDeviceLabel = (host: string = hostname()) => `spotter TUI on ${host}`.slice(0, TEXT_LIMITS.device);
