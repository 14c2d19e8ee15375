import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The top-level manifest.webmanifest is the single source; the plugin emits it and links it.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>;

/** Every API prefix of spec §7 (`/{app}/api/…`) goes to the API server in development. */
const API_PREFIXES =
  '^/(auth|accounts|service|recruitment|location|industry|company|project|contractor|materials|plans|tender|review|case|faq|notifications)/api';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'] },
    }),
  ],
  server: {
    proxy: {
      [API_PREFIXES]: 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: { sourcemap: true },
});
