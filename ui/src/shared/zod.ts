import { z } from 'zod/mini';

// The forms use Zod's functional build (`zod/mini`): the same validation
// core, but a page downloads only the checks its schemas name instead of
// every method of every schema type (the sign-in chunk went from 30 to 15 KB brotli).
//
// The pages' Content-Security-Policy forbids eval. Zod would otherwise test
// whether it may compile its checks with `new Function`, which the browser
// blocks and reports as a policy violation on every page with a form.
z.config({ jitless: true });

export { z };
