#!/usr/bin/env node
/**
 * npm run bank -- --port 4400 --scenario default: builds the mock bank's HTTP server
 * (src/mirage/http/serve.ts) for Node with Vite into dist-bank/, then runs it with these arguments.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist-bank', import.meta.url));

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
await import(pathToFileURL(`${outDir}/serve.mjs`).href);
