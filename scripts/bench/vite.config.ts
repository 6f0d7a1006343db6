import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The benchmark page: the app's own sync code, database and transactions page, without the
// shell, login or mock bank, built like the app (production mode) into dist-bench/.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  logLevel: 'warn',
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify('bench') },
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist-bench', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 4000,
  },
});
