import { z } from 'zod'

// zod 4 probes whether `new Function` works the first time it builds a schema; under our CSP (no 'unsafe-eval') the
// probe is refused and the browser reports a CSP violation, though zod copes. Jitless mode skips the probe.
z.config({ jitless: true })
