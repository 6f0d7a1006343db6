/**
 * Builds the mock bank's HTTP server (src/mirage/http/serve.ts) for Node with Vite into `outDir`,
 * as `serve.mjs`, with any other entry of src/mirage/http named (`soak` for the soak): used by
 * `npm run bank`, `npm run bank:soak` and the state file's tests, which run the bank as a child
 * process. About 0.2 s. `outDir` must be inside the project, where the bundle's imports resolve.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the entries into `outDir` (emptied first); resolves to the path of its serve.mjs. */
export async function buildBank(outDir, entries = ['serve']) {
  await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: {
        input: Object.fromEntries(entries.map((name) => [name, `src/mirage/http/${name}.ts`])),
        output: { entryFileNames: '[name].mjs' },
      },
    },
  });
  return `${outDir}/serve.mjs`;
}
