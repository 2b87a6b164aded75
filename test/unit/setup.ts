import { afterEach } from 'vitest';
import { startTag } from '../../src/engine/console';
import { forgetWarnings } from '../../src/engine/warn';
import { forgetSettingsWarnings } from '../../src/settings/read';

// A test that expects a warning or an error asserts it, through a spy that does not call through
// (`silenceConsole()`, `vi.spyOn(console, 'warn').mockImplementation(…)`); a test that expects none gets
// none. Whatever reaches the console itself fails the test it was said in (or, said after a test
// ended, the next one), one line each: an unexpected warning may be a bug of the product. The console
// is wrapped once per worker (this file runs again for every test file: isolate: false), below
// vitest's spies, which restoreMocks puts back to it before each test.
interface Guard {
  said: string[];
}
const worker = globalThis as typeof globalThis & { vgConsoleGuard?: Guard };
const guard = (worker.vgConsoleGuard ??= guardConsole());

function guardConsole(): Guard {
  const state: Guard = { said: [] };
  for (const level of ['warn', 'error'] as const) {
    console[level] = (...args: unknown[]) => void state.said.push(`console.${level}: ${args.map(oneLine).join(' ')}`);
  }
  return state;
}

/** An argument on one line: an element as its start tag, an error as its name and message. */
function oneLine(value: unknown): string {
  if (typeof value === 'string') return value;
  // (An error of the simulated window's realm is no instance of Node's Error.)
  if (value instanceof Error || (value && typeof value === 'object' && 'message' in value && 'stack' in value)) {
    const error = value as Error;
    return `${error.name}: ${error.message}`;
  }
  if (value && typeof value === 'object' && 'localName' in value && 'attributes' in value) return startTag(value as Element);
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value);
  } catch {
    return String(value);
  }
}

// Every test starts from an empty document, as a new page view (warnings are said once per page view),
// at the page's own address: a click on a link to a hash (#elementor-action…) that nothing took moves
// the window there, and start() opens the lightbox of the hash it finds. (A worker keeps one window
// for all its files: isolate: false in vitest.config.ts.) The page is Dutch, as the fixtures are:
// `<html lang="nl">` (a test of another language sets its own, and this puts Dutch back).
const dutchPage = () => document.documentElement.setAttribute('lang', 'nl');
dutchPage();
afterEach(() => {
  dutchPage();
  history.replaceState(null, '', '/');
  forgetWarnings();
  forgetSettingsWarnings();
  document.head.innerHTML = '';
  // Constructed stylesheets (src/islands/stylesheet.ts), where the DOM has them.
  if (Array.isArray(document.adoptedStyleSheets)) document.adoptedStyleSheets = [];
  document.body.innerHTML = '';
  document.body.className = '';
  // Last, the page clean for the next test: what reached the console fails this one.
  const said = guard.said.splice(0);
  if (said.length) throw new Error(`unexpected output on the console (assert it with a spy, or mend its cause):\n${said.join('\n')}`);
});
