// Plays the form plugin's front-end role on the demo site (the plugin itself is PHP + jQuery; this is
// the same behaviour in plain DOM). For every form with AJAX on (input[name=gform_ajax]):
// - on submit: add the spinner, get a fresh reCAPTCHA token when the form has one and this is the
//   final submit, POST the FormData to the form's action, and apply the postback document:
//   - the form again (failed validation, page change): the wrapper's children are replaced, like
//     jQuery(wrapper).html(...); the wrapper element itself stays; the new <form> fades in from opacity 0;
//   - the confirmation: it replaces the whole wrapper;
//   - failed validation in 2.5+ markup: focus moves to the validation summary
//     ([data-js="gform-focus-validation-error"], tabindex -1), as the plugin does, so a keyboard or
//     screen-reader user lands on the error and tabs on into the form;
// - after every render: reset window.gf_submitting_F, render the reCAPTCHA widget again, and dispatch
//   the native events gform/postRender and gform/post_render on document ({ formId, currentPage }).
// Also: window.gform.submission.handleButtonClick (called by Orbital's buttons) and the demo's
// "reload like AJAX" button ([data-gf-demo-reload="F"]).
(function () {
  'use strict';

  var busy = new WeakSet();
  var widgets = new WeakMap(); // .ginput_recaptcha container -> widget id

  function formIdOf(form) {
    return form.getAttribute('data-formid') || form.id.replace(/^gform_/, '');
  }

  function currentPage(root, formId) {
    var source = root.querySelector('#gform_source_page_number_' + formId);
    return Number(source ? source.value : 1) || 1;
  }

  function renderCaptchas(root) {
    if (!window.grecaptcha) return;
    root.querySelectorAll('.ginput_recaptcha').forEach(function (container) {
      if (widgets.has(container)) return;
      widgets.set(container, window.grecaptcha.render(container, {
        sitekey: container.getAttribute('data-sitekey'),
        theme: container.getAttribute('data-theme'),
        tabindex: container.getAttribute('data-tabindex'),
        size: container.getAttribute('data-size'),
        badge: container.getAttribute('data-badge'),
      }));
    });
  }

  function waitFor(check, timeout) {
    var started = Date.now();
    return new Promise(function (resolve, reject) {
      (function poll() {
        var value = check();
        if (value) return resolve(value);
        if (Date.now() - started > timeout) return reject(new Error('timed out'));
        setTimeout(poll, 25);
      })();
    });
  }

  /** Executes the invisible widget and waits for its (single-use) token in .g-recaptcha-response. */
  function captchaToken(container) {
    renderCaptchas(container.parentNode);
    var textarea = container.querySelector('.g-recaptcha-response');
    if (!textarea) return Promise.reject(new Error('reCAPTCHA is not rendered'));
    textarea.value = '';
    return Promise.resolve(window.grecaptcha.execute(widgets.get(container))).then(function () {
      return waitFor(function () { return textarea.value; }, 10000);
    });
  }

  function addSpinner(form, formId, button) {
    if (document.getElementById('gform_ajax_spinner_' + formId)) return;
    var wrapper = document.getElementById('gform_wrapper_' + formId);
    var after = button || form.querySelector('#gform_submit_button_' + formId);
    if (!after) return;
    var spinner;
    if (wrapper && wrapper.classList.contains('gform-theme')) {
      spinner = document.createElement('span');
      spinner.setAttribute('data-js-spinner-id', 'gform-ajax-spinner');
      spinner.className = 'gform-loader';
    } else {
      spinner = document.createElement('img');
      spinner.className = 'gform_ajax_spinner';
      spinner.src = '/spinner.svg';
      spinner.alt = '';
    }
    spinner.id = 'gform_ajax_spinner_' + formId;
    after.after(spinner);
  }

  // jQuery's animate({ opacity: 1 }, 'slow'): 600 ms of inline opacity steps, ending at "opacity: 1".
  function fadeIn(form) {
    if (!form) return;
    var started = performance.now();
    requestAnimationFrame(function step(now) {
      var t = Math.min(1, (now - started) / 600);
      form.style.opacity = String(t < 1 ? 0.5 - Math.cos(t * Math.PI) / 2 : 1);
      if (t < 1) requestAnimationFrame(step);
    });
  }

  function afterRender(root, formId) {
    window['gf_submitting_' + formId] = false;
    renderCaptchas(root);
    var detail = { formId: Number(formId), currentPage: currentPage(root, formId) };
    document.dispatchEvent(new CustomEvent('gform/postRender', { detail: detail }));
    document.dispatchEvent(new CustomEvent('gform/post_render', { detail: detail }));
  }

  function scrollToAnchor(formId) {
    var anchor = document.getElementById('gf_' + formId);
    if (anchor && anchor.getBoundingClientRect().top < 0) anchor.scrollIntoView();
  }

  function imported(nodes) {
    return Array.prototype.map.call(nodes, function (node) { return document.importNode(node, true); });
  }

  /** Applies the plugin's postback document (what its hidden iframe would have loaded). */
  function applyPostback(formId, html) {
    var doc = new DOMParser().parseFromString(html, 'text/html');
    var wrapper = document.getElementById('gform_wrapper_' + formId);
    var fresh = doc.getElementById('gform_wrapper_' + formId);
    var confirmation = doc.getElementById('gform_confirmation_wrapper_' + formId);
    if (fresh && wrapper) {
      // Nodes, not an HTML string: the same result, and nothing for the demo's --csp mode to refuse
      // (a style attribute in HTML) or report (an HTML string written into the page).
      wrapper.replaceChildren.apply(wrapper, imported(fresh.childNodes));
      var freshForm = wrapper.querySelector('#gform_' + formId);
      if (freshForm) freshForm.style.opacity = '0';
      wrapper.classList.toggle('gform_validation_error', fresh.classList.contains('gform_validation_error'));
      fadeIn(wrapper.querySelector('#gform_' + formId));
      afterRender(wrapper, formId);
      scrollToAnchor(formId);
      var summary = wrapper.querySelector('[data-js="gform-focus-validation-error"]');
      if (summary) summary.focus();
    } else if (confirmation && wrapper) {
      wrapper.replaceWith.apply(wrapper, imported(doc.body.childNodes));
      window['gf_submitting_' + formId] = false;
      scrollToAnchor(formId);
    } else {
      throw new Error('unexpected answer for form ' + formId);
    }
  }

  function submit(form, button) {
    var formId = formIdOf(form);
    busy.add(form);
    addSpinner(form, formId, button);
    var target = form.querySelector('#gform_target_page_number_' + formId);
    var final = !target || target.value === '0';
    var captcha = form.querySelector('.ginput_recaptcha');
    return Promise.resolve(captcha && final ? captchaToken(captcha) : null)
      .then(function () {
        return fetch(form.action, { method: 'POST', body: new FormData(form), headers: { 'X-GF-Ajax': '1' }, credentials: 'same-origin' });
      })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (html) { applyPostback(formId, html); })
      .catch(function (error) {
        console.error('[demo] the form could not be sent', error);
        var spinner = document.getElementById('gform_ajax_spinner_' + formId);
        if (spinner) spinner.remove();
        window['gf_submitting_' + formId] = false;
      })
      .finally(function () { busy.delete(form); });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.querySelector('input[name="gform_ajax"]')) return;
    event.preventDefault();
    if (!busy.has(form)) submit(form, event.submitter);
  });

  // Orbital's buttons: onclick="gform.submission.handleButtonClick(this);".
  window.gform = window.gform || {};
  window.gform.submission = window.gform.submission || {
    handleButtonClick: function (button) {
      var form = button.form;
      var formId = formIdOf(form);
      var type = button.getAttribute('data-submission-type');
      var target = form.querySelector('#gform_target_page_number_' + formId);
      var page = currentPage(form, formId);
      if (target) target.value = type === 'next' ? page + 1 : type === 'previous' ? page - 1 : 0;
      if (button.type === 'button') form.requestSubmit();
    },
  };

  // The same buttons under the demo's strict policy (--csp), which serves them without their onclick
  // (an inline handler cannot run there): one listener does what the handlers do.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('input.gform_next_button, input.gform_previous_button, input[data-submission-type]');
    if (!button || button.hasAttribute('onclick') || !button.form) return;
    if (button.hasAttribute('data-submission-type')) return window.gform.submission.handleButtonClick(button);
    // Legacy markup: type=button page buttons.
    var formId = formIdOf(button.form);
    var target = button.form.querySelector('#gform_target_page_number_' + formId);
    if (!target || button.type !== 'button') return;
    target.value = currentPage(button.form, formId) + (button.classList.contains('gform_next_button') ? 1 : -1);
    button.form.requestSubmit();
  });

  // The demo's "reload like AJAX" button: the same form from the server, with the current values.
  function reload(formId) {
    var form = document.getElementById('gform_' + formId);
    var body = form ? new FormData(form) : new FormData();
    body.set('gform_submit', formId);
    return fetch('/gf-demo/render', { method: 'POST', body: body, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.text();
      })
      .then(function (html) {
        if (document.getElementById('gform_wrapper_' + formId)) return applyPostback(formId, html);
        // The confirmation is showing: a fresh form takes its place.
        var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById('gform_wrapper_' + formId);
        var confirmation = document.getElementById('gform_confirmation_wrapper_' + formId);
        var anchor = document.getElementById('gf_' + formId);
        if (!fresh || !confirmation) throw new Error('nothing to reload for form ' + formId);
        if (anchor && !anchor.closest('.gform_wrapper')) anchor.remove();
        confirmation.replaceWith(document.importNode(fresh, true));
        afterRender(document.getElementById('gform_wrapper_' + formId), formId);
      })
      .catch(function (error) { console.error('[demo] the form could not be reloaded', error); });
  }

  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('[data-gf-demo-reload]');
    if (button) reload(button.getAttribute('data-gf-demo-reload'));
  });

  // First render (the script runs at the end of <body>, so every form is there).
  document.querySelectorAll('.gform_wrapper[id^="gform_wrapper_"]').forEach(function (wrapper) {
    afterRender(wrapper, wrapper.id.replace('gform_wrapper_', ''));
  });
})();
