import { startHttpBank } from './httpBank';

/**
 * `npm run bank -- --port 4400 --scenario default [--origin http://127.0.0.1:4173]`: the mock bank
 * over HTTP (scripts/bank.mjs builds this file for Node and runs it).
 */
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const origins = args.flatMap((a, i) =>
  a === '--origin' && args[i + 1] ? [args[i + 1] as string] : [],
);

const bank = await startHttpBank({
  port: Number(option('port') ?? 4400),
  host: option('host') ?? '127.0.0.1',
  scenario: option('scenario') ?? 'default',
  origins,
});
console.log(`Mock bank (scenario '${option('scenario') ?? 'default'}') at ${bank.url}`);
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
