import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 and Vite proxies the calls; in production the API serves dist/.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      // The sandbox payment gateway's checkout script and its pay/fail calls.
      '/sandbox-gateway': 'http://localhost:3000',
    },
  },
  build: { target: 'es2022', sourcemap: true },
});
