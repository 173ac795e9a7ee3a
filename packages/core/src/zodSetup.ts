import * as z from 'zod';

/**
 * zod's global settings for every schema of Loadline, imported first by each module that builds
 * schemas (object schemas read them when they are built): checks run without generated code (no
 * `new Function`), as the portal's Content-Security-Policy allows no eval and a host page's may
 * not either; otherwise zod probes eval once and the browser reports a CSP violation.
 *
 * @module
 */
z.config({ jitless: true });
