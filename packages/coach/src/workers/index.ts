/** Running a worker module in a thread, from the build or from TypeScript sources alike (the server's database thread). */
export { startWorker, workerModule } from './source-worker.js';
