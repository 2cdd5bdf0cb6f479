import { z } from 'zod';

/**
 * zod compiles fast object parsers with `new Function`, probing first whether eval is allowed. The server's CSP
 * allows no eval, and the browser reports even the caught probe as a violation; jitless parsing never probes.
 * Imported first by main.tsx: zod reads the setting when core's schemas are built, as their modules load.
 */
z.config({ jitless: true });
