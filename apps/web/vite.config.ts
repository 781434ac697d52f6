import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// 127.0.0.1, not localhost: the API listens on IPv4 and localhost may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

/** The framework every page needs; cached apart from the app code, which changes more often. */
const FRAMEWORK_LIBS =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack)[\\/]/;

export default defineConfig({
  // The app's own folder, wherever vite is started from (`npm run dev` starts it at the repository root).
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the chat's sockets under /api/chat.
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/media': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // antd has no group of its own: left to the automatic splitting, its modules land in chunks
          // shared by exactly the pages that use them, so the login form loads Form, Input and Button,
          // not the tables, date pickers and uploads of other pages (decision 006). Only lazy routes and
          // the feedback helpers import antd, so none of it reaches the home page's initial chunks.
          groups: [{ name: 'framework', test: FRAMEWORK_LIBS }],
        },
      },
    },
  },
});
