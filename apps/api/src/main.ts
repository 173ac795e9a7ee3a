import { resolve } from 'node:path';
import { createServer } from './server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const portalDir = process.env.LOADLINE_PORTAL_DIR ?? resolve(import.meta.dirname, '../../portal/dist');

const app = await createServer({ portalDir });
await app.listen({ port, host });
console.log(`Loadline is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ (API under /api)`);
