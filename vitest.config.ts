import { defineConfig } from 'vitest/config';

// The same DOM suite runs twice: once in jsdom, once in happy-dom.
const shared = {
  include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
  setupFiles: ['test/unit/setup.ts'],
  restoreMocks: true,
};

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      { extends: true, test: { ...shared, name: 'jsdom', environment: 'jsdom' } },
      { extends: true, test: { ...shared, name: 'happy-dom', environment: 'happy-dom' } },
    ],
  },
});
