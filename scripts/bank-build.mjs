/**
 * Builds the mock bank's HTTP server (src/mirage/http/serve.ts) for Node with Vite into `outDir`,
 * as `serve.mjs`: used by `npm run bank`, the soak (scripts/bank-soak.mjs) and the state file's
 * tests, which run it as a child process. About 0.2 s.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the bank into `outDir` (emptied first); resolves to the path of its serve.mjs. */
export async function buildBank(outDir) {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: 'src/mirage/http/serve.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'serve.mjs' } },
    },
  });
  return `${outDir}/serve.mjs`;
}
