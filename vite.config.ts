import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress-plugin';
import { screenChunks } from './scripts/screen-chunks';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // The page asks before it reloads (app/app-update.ts), and registers the worker itself,
      // after the first paint: nothing of this is in the initial JavaScript.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Patina',
        short_name: 'Patina',
        description: 'A self-hosted garage for classic vehicles and all their paperwork.',
        lang: 'en',
        start_url: '/garage',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f3b2d',
        background_color: '#fbf8f1',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and the static files only. API answers hold private data and are never
        // cached: no runtime caching at all, and navigations under /api go to the network.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json,wasm}'],
        globIgnores: ['**/*.{gz,br}', '.vite/**', 'manifest.webmanifest'],
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The entry lists every lazy chunk's file (the preload map): hash-only names keep that list,
    // which grows with each screen, short — names are in the manifest for whoever needs them.
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        manualChunks: screenChunks({
          signedInRoutes: '/src/client/app/protected-routes.ts',
          router: '/src/client/app/router-app.tsx',
          firstPaint: ['/src/client/routes/landing.tsx'],
          together: /\/src\/client\/locales\/features\/[\w-]+\.(\w+)\.json$/,
        }),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
