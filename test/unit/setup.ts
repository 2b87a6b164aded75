import { afterEach } from 'vitest';
import { forgetWarnings } from '../../src/engine/warn';
import { forgetSettingsWarnings } from '../../src/settings/read';

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
});
