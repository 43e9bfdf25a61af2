// Imported first by main.tsx, before any schema is built. Zod compiles object parsers with `new Function` when it
// can, and probes for that on first use; under the shop's Content-Security-Policy (no 'unsafe-eval', ADR 016) the
// probe fails harmlessly but the browser reports a violation. Jitless parsing never tries.
import { z } from 'zod';

z.config({ jitless: true });
