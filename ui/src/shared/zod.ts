import { z } from 'zod';

// The pages' Content-Security-Policy forbids eval. Zod would otherwise test
// whether it may compile its checks with `new Function`, which the browser
// blocks and reports as a policy violation on every page with a form.
z.config({ jitless: true });

export { z };
