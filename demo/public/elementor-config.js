// The demo's --csp mode (demo/csp.mjs): an inline script cannot run under the policy, so the page
// config comes as a JSON block, and this file makes the same global the page builder's inline
// script makes. It runs before Vormgever's module script, as the inline one does.
(function () {
  'use strict';
  var block = document.getElementById('elementor-frontend-config');
  if (block) window.elementorFrontendConfig = JSON.parse(block.textContent);
})();
