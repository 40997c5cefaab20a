import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist', emptyOutDir: true },
  // The local API process listens on 8080; proxying keeps the SPA and API on one origin in dev.
  // '/api/' with the slash: a bare '/api' prefix would also swallow the SPA's own /api-key route.
  server: { proxy: { '/api/': 'http://localhost:8080' } },
});
