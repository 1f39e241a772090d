// One vitest project per workspace, plus `rules`, which needs the Firestore emulator
// and runs only under `firebase emulators:exec` (npm run test:emulators).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        // What vite.config.ts injects from validated configuration, with every channel set.
        define: {
          __APP_CONFIG__: JSON.stringify({
            productName: 'Job Portal',
            contact: {
              whatsappUrl: 'https://whatsapp.example.com/channel',
              telegramUrl: 'https://telegram.example.com/portal',
              linkedinUrl: 'https://linkedin.example.com/company/portal',
              xUrl: 'https://x.example.com/portal',
              instagramUrl: 'https://instagram.example.com/portal',
              email: 'hello@example.com',
              phone: '+91 98765 43210',
            },
            legalCity: 'Bengaluru',
          }),
        },
        resolve: {
          alias: {
            'virtual:pwa-register/react': new URL(
              'web/src/test/pwa-register-react.ts',
              import.meta.url,
            ).pathname,
          },
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Data modules run against the real Firestore SDK, offline, in Node.
        test: {
          name: 'web-data',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'rules',
          include: ['rules/**/*.test.ts'],
          environment: 'node',
          // The emulator is shared: one file at a time keeps seeding and clearing apart.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
