import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.mjs (each page's chunks) and bench/bundle-size.bench.ts.
    manifest: true,
    rollupOptions: {
      output: {
        // zxcvbn's French dictionaries (loaded on demand by shared/password-strength.ts) come as one
        // 634 KB module graph; each word list gets a chunk of its own, so no chunk exceeds 500 KB
        // (docs/performance.md). They still load together, in parallel, only when a form needs them.
        manualChunks(id) {
          const list = /@zxcvbn-ts\/language-(fr|common)\/dist\/(\w+)\.json\.mjs$/.exec(id);
          return list ? `zxcvbn-${list[1]}-${list[2]}` : undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`, changeOrigin: false } },
  },
});
