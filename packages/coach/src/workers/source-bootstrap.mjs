// Runs a TypeScript worker module from source (vitest, tsx): registers tsx's loader in this thread, then hands
// piscina the module's default export. Built code never comes here: it points piscina at the compiled .js.
import { workerData } from 'piscina';

const tsx = await import(workerData.tsxApi);
const worker = await tsx.tsImport(workerData.entry, workerData.entry);

export default worker.default;
