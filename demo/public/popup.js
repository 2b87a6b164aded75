// The demo's popup on /fluent-forms: a stand-in for a popup plugin that puts a form on the page when it
// opens (its content from a <template>, as such plugins keep it until then), and tells Fluent Forms
// as Fluent asks of popups: jQuery(document).trigger('ff_reinit', $form). (The form wrapped: jQuery
// spreads an array-like extra parameter, and a <form> is one, its controls its items.)
(function () {
  'use strict';

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('.demo-popup-open');
    if (!button) return;
    var region = document.getElementById(button.getAttribute('aria-controls'));
    var template = document.getElementById('demo-popup-form');
    if (!region || !template || region.childElementCount) return;
    region.append(document.importNode(template.content, true));
    button.setAttribute('aria-expanded', 'true');
    var form = region.querySelector('form');
    if (window.jQuery && form) window.jQuery(document).trigger('ff_reinit', window.jQuery(form));
    var first = form && form.querySelector('input:not([type=hidden]):not([tabindex="-1"])');
    if (first) first.focus();
  });
})();
