import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// 127.0.0.1, not localhost: the API listens on IPv4 and localhost may resolve to ::1 first.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

/**
 * Libraries only lazy routes and the feedback helpers may load. They get their own chunk so the
 * home page's initial JavaScript never contains them (DESIGN §3 weight budget).
 */
const LAZY_UI_LIBS =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@emotion|stylis|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|resize-observer-polyfill|@babel[\\/]runtime)[\\/]/;
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
          groups: [
            // Higher priority first: the framework must never be swallowed by the antd group,
            // which would otherwise pull React in as one of antd's dependencies.
            { name: 'framework', test: FRAMEWORK_LIBS, priority: 20 },
            { name: 'antd', test: LAZY_UI_LIBS, priority: 10 },
          ],
        },
      },
    },
  },
});
