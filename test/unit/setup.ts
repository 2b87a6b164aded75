import { afterEach } from 'vitest';
import { forgetWarnings } from '../../src/engine/warn';
import { forgetSettingsWarnings } from '../../src/settings/read';

// Every test starts from an empty document, as a new page view (warnings are said once per page view).
afterEach(() => {
  forgetWarnings();
  forgetSettingsWarnings();
  document.head.innerHTML = '';
  // Constructed stylesheets (src/islands/stylesheet.ts), where the DOM has them.
  if (Array.isArray(document.adoptedStyleSheets)) document.adoptedStyleSheets = [];
  document.body.innerHTML = '';
  document.body.className = '';
});
