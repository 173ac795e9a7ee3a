// `npm start`: installs what is missing, builds the packages, the portal and the API, then starts the
// API (seeding its DuckDB file on first start) serving the portal on the same origin.
import { execSync, spawn } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('bash scripts/ensure-deps.sh');
run('pnpm -r --reporter=append-only run build');
const child = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
