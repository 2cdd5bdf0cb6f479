/** The CLI asks what answers at the address as the TUI does (core's health check sentences). */
export { looksForeign, notSpotterServer } from '@spotter/core/api';
