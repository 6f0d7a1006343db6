import { StateFileError } from './fileStorage';
import { startHttpBank, type HttpBank } from './httpBank';

/**
 * `npm run bank -- --port 4400 --scenario default [--origin http://127.0.0.1:4173] [--state FILE]`:
 * the mock bank over HTTP (scripts/bank.mjs builds this file for Node and runs it). With
 * `--state FILE` its state is kept in that file across restarts (http/fileStorage.ts); without,
 * in memory until it stops.
 */
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const origins = args.flatMap((a, i) =>
  a === '--origin' && args[i + 1] ? [args[i + 1] as string] : [],
);
const stateFile = option('state');
if (args.includes('--state') && !stateFile) {
  console.error('--state needs a file: npm run bank -- --state /tmp/bank-state.json');
  process.exit(2);
}

let bank: HttpBank;
try {
  bank = await startHttpBank({
    port: Number(option('port') ?? 4400),
    host: option('host') ?? '127.0.0.1',
    scenario: option('scenario') ?? 'default',
    origins,
    ...(stateFile ? { stateFile } : {}),
  });
} catch (error) {
  if (!(error instanceof StateFileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`Mock bank (scenario '${option('scenario') ?? 'default'}') at ${bank.url}`);
console.log(
  bank.state
    ? `State: ${bank.state.note}`
    : 'State: in memory only (a restart starts from the scenario; --state FILE keeps it)',
);
console.log(
  origins.length
    ? `Pages allowed to call it: ${origins.join(', ')}`
    : 'Pages allowed to call it: any http://localhost or http://127.0.0.1 origin',
);
console.log(
  `Point the app at it with public/config.json: { "mock": false, "apiBaseUrl": "${bank.url}" }`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void bank.close().then(() => process.exit(0)));
}
// For the soak (scripts/bank-soak.mjs): SIGUSR2 prints this process's memory, after a full
// garbage collection when Node runs with --expose-gc. Only a signal: nothing over HTTP.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  console.log(`Memory ${JSON.stringify({ rss, heapUsed })}`);
});
