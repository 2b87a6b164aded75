import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The same DOM suite runs twice: once in jsdom, once in happy-dom.
const shared = {
  include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
  setupFiles: ['test/unit/setup.ts'],
  // Spies and stubbed globals are undone before each test, in whatever file it is: a worker keeps
  // one window for all its files (isolate: false, below).
  restoreMocks: true,
  unstubGlobals: true,
  // Tests assert behaviour, not time: a lightbox test builds GLightbox and React in a simulated DOM,
  // which on a busy 2-core machine can take longer than vitest's 5 s default (a file's first test,
  // which warms the DOM library up, took 15 s under a load of 15 on 2 cores).
  testTimeout: 60_000,
  isolate: false,
};

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Every file with its time and its slow tests, the summary, then each failure again in a few
    // lines: a red run ends with what failed and why (test/unit/failures-last.ts).
    reporters: ['default', './test/unit/failures-last.ts'],
    // vitest's default is one worker fewer than the cores: a single one on a 2-core machine, where the
    // files (each a DOM to build and fill) keep two busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { ...shared, name: 'jsdom', environment: 'jsdom' } },
      { extends: true, test: { ...shared, name: 'happy-dom', environment: 'happy-dom' } },
    ],
  },
});
