// A vitest reporter beside the default one (vitest.config.ts): after the default's summary, when
// anything failed, each failed test once more in a few lines: its DOM library, file and name, the
// first lines of its error, and where in a test file it was thrown. A red run's last lines, which a
// CI log's excerpt shows, then say what failed and why however many tests passed or failed before.
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface Thrown {
  message: string;
  stacks?: ReadonlyArray<{ file: string; line: number; column: number }>;
}

/** At most this many failures are repeated (the default reporter above has every one in full). */
const shown = 20;

/** An error's first lines, and the first place in a test file (not vitest's, not a DOM library's) it passed through. */
function said(error: Thrown | undefined): string[] {
  if (!error) return ['  (no error was reported)'];
  const lines = error.message.split('\n').filter((line) => line.trim()).slice(0, 6).map((line) => `  ${line}`);
  const at = error.stacks?.find((frame) => /\/test\//.test(frame.file) && !frame.file.includes('node_modules'));
  if (at) lines.push(`  at ${relative(process.cwd(), at.file)}:${at.line}:${at.column}`);
  return lines;
}

export default class FailuresLast implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<Thrown>): void {
    const failures: string[][] = [];
    for (const module of modules) {
      const where = `${module.project.name}  ${module.relativeModuleId}`;
      for (const error of module.errors()) failures.push([`✖ ${where} (the file itself)`, ...said(error)]);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') failures.push([`✖ ${where} > ${test.fullName}`, ...said(result.errors[0])]);
      }
    }
    for (const error of unhandled) failures.push(['✖ an error outside every test', ...said(error)]);
    if (!failures.length) return;
    const lines = [`\nFAILED (${failures.length}${failures.length > shown ? `, the first ${shown}` : ''}), each in full above:`];
    for (const failure of failures.slice(0, shown)) lines.push(...failure);
    console.log(lines.join('\n'));
  }
}
