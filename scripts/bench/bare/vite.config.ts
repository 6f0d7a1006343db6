import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The bare React login page of the Lighthouse step (scripts/bench/lighthouse.mjs), built like the
// app (production mode, same Vite and React plugin) into dist-bare/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bare', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
