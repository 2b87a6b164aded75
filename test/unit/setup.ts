import { afterEach } from 'vitest';
import { forgetWarnings } from '../../src/engine/warn';

// Every test starts from an empty document, as a new page view (warnings are said once per page view).
afterEach(() => {
  forgetWarnings();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
});
