import { z } from 'zod';

// zod compiles object validators with `new Function` when it may; in the browser, under the
// site's script policy, even its probe for that is a CSP violation. The interpreter is fast enough.
z.config({ jitless: true });

export { z };
