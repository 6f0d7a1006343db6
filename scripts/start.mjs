#!/usr/bin/env node
// `npm start`: production build, then serve it with the mock bank (public/config.json says
// mock: true) and print where to open it and how to sign in.
import { spawn, spawnSync } from 'node:child_process';
import product from '../src/shared/config/product.json' with { type: 'json' };

const PORT = process.env.PORT ?? '4173';
const HOST = process.env.HOST ?? '127.0.0.1';
const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

if (run('npx', ['vite', 'build', '--logLevel', 'warn']).status !== 0) process.exit(1);

const users = [
  ['admin@demo.test', 'admin', 'SMS code'],
  ['subadmin@demo.test', 'sub-admin', 'SMS code'],
  [
    'finance@demo.test',
    'finance',
    'authenticator app (secret and live code in the Demo panel) or SMS',
  ],
  ['accountant@demo.test', 'accountant', 'SMS code'],
  ['general@demo.test', 'general', 'SMS code'],
];
const server = spawn('npx', ['vite', 'preview', '--host', HOST, '--port', PORT, '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (chunk) => {
  if (!/Local|ready|➜/.test(String(chunk))) return;
  if (server.announced) return;
  server.announced = true;
  console.log(`\n${product.name} (mock bank) is running at http://${HOST}:${PORT}/\n`);
  console.log('Demo logins - password Demo@1234, SMS and e-mail code 123456:');
  for (const [email, role, factor] of users)
    console.log(`  ${email.padEnd(22)} ${role.padEnd(11)} ${factor}`);
  console.log(
    '  ...and the onboarding and first-login users (new@, registry@, pending@, fresh@demo.test ...):\n' +
      "  README 'Demo users', or the login page's list.",
  );
  console.log('\nPress Ctrl+C to stop.');
});
process.on('SIGINT', () => server.kill('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
