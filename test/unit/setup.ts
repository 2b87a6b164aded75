import { afterEach } from 'vitest';

// Every test starts from an empty document.
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.className = '';
});
