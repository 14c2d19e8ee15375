import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '^/(auth|accounts|service|recruitment|location|industry|company|project|contractor|materials|plans|tender|review|case|faq|notifications)/api':
        'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: { sourcemap: true },
});
