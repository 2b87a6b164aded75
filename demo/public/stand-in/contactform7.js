// A stand-in for Contact Form 7's own script (includes/js/index.js, 6.x) on the demo site: our code,
// written to behave as its does on the page (its source is not copied). No jQuery, as its has none; its
// events are bubbling DOM CustomEvents on the form (`wpcf7<name>`, detail: { contactFormId, unitTag,
// status, apiResponse, inputs }).
// - At init: the wrapper's `no-js` becomes `js`, a spinner follows each `.has-spinner`, and the submit
//   is disabled while an acceptance box is unticked (again on each change and on `wpcf7reset`);
// - live validation: on each change of a control, that field is checked (the real script checks it
//   against the schema it fetches from feedback/schema; here the form-tags' classes say the same:
//   required, e-mail): a failing field gets its tip (`span.wpcf7-not-valid-tip`, aria-hidden) at the
//   end of its wrap, `wpcf7-not-valid`, aria-invalid and aria-describedby (its line in the
//   screen-reader list) on its control; a corrected field loses them;
// - on submit: the form is posted to the REST API (feedback); its status on the form (class and
//   data-status, `wpcf7statuschanged`), `wpcf7beforesubmit`, then `wpcf7invalid` / `wpcf7unaccepted`
//   / `wpcf7mailsent` and `wpcf7submit`; each invalid field's tip as above, the response output filled;
// - after mail_sent: form.reset(), whose `reset` event asks the REST API for a refill (a new quiz
//   question), then `wpcf7reset`; the tips and the response output go.
(function () {
  'use strict';

  var api = '/wp-json/contact-form-7/v1/';
  var text = { required: 'Dit veld is verplicht.', email: 'Voer een geldig e-mailadres in.' };
  var statuses = { init: 'init', validation_failed: 'invalid', acceptance_missing: 'unaccepted', mail_sent: 'sent', mail_failed: 'failed', submitting: 'submitting', resetting: 'resetting' };

  function dispatch(form, name, detail) {
    form.dispatchEvent(new CustomEvent('wpcf7' + name, { bubbles: true, detail: detail }));
  }

  function setStatus(form, status) {
    var name = statuses[status] || status;
    var old = form.getAttribute('data-status');
    form.wpcf7.status = name;
    form.setAttribute('data-status', name);
    form.classList.add(name);
    if (old && old !== name) {
      form.classList.remove(old);
      dispatch(form, 'statuschanged', { status: name, prevStatus: old });
    }
  }

  function detailOf(form) {
    return { contactFormId: form.wpcf7.id, pluginVersion: '6.1.6', contactFormLocale: 'nl_NL', unitTag: form.wpcf7.unitTag, containerPostId: form.wpcf7.containerPost, status: form.wpcf7.status, inputs: [], formData: new FormData(form) };
  }

  function errorId(form, name) {
    return (form.wpcf7.unitTag + '-ve-' + name).replace(/[^0-9a-z_-]+/gi, '');
  }

  /** A field's tip, its control's invalid state, its line in the screen-reader list. */
  function setError(form, name, message) {
    var id = errorId(form, name);
    var list = form.wpcf7.parent.querySelector('.screen-reader-response ul');
    var line = document.createElement('li');
    line.id = id;
    line.textContent = message;
    list.append(line);
    form.querySelectorAll('.wpcf7-form-control-wrap[data-name="' + name + '"]').forEach(function (wrap) {
      var tip = document.createElement('span');
      tip.className = 'wpcf7-not-valid-tip';
      tip.setAttribute('aria-hidden', 'true');
      tip.textContent = message;
      wrap.append(tip);
      wrap.querySelectorAll('[aria-invalid]').forEach(function (control) { control.setAttribute('aria-invalid', 'true'); });
      wrap.querySelectorAll('.wpcf7-form-control').forEach(function (control) {
        control.classList.add('wpcf7-not-valid');
        control.setAttribute('aria-describedby', id);
      });
    });
  }

  function removeError(form, name) {
    var line = form.wpcf7.parent.querySelector('.screen-reader-response ul li#' + errorId(form, name));
    if (line) line.remove();
    form.querySelectorAll('.wpcf7-form-control-wrap[data-name="' + name + '"]').forEach(function (wrap) {
      var tip = wrap.querySelector('.wpcf7-not-valid-tip');
      if (tip) tip.remove();
      wrap.querySelectorAll('[aria-invalid]').forEach(function (control) { control.setAttribute('aria-invalid', 'false'); });
      wrap.querySelectorAll('.wpcf7-form-control').forEach(function (control) {
        control.removeAttribute('aria-describedby');
        control.classList.remove('wpcf7-not-valid');
      });
    });
  }

  function clearResponse(form) {
    form.wpcf7.parent.querySelector('.screen-reader-response [role="status"]').textContent = '';
    form.wpcf7.parent.querySelector('.screen-reader-response ul').textContent = '';
    form.querySelectorAll('.wpcf7-not-valid-tip').forEach(function (tip) { tip.remove(); });
    form.querySelectorAll('[aria-invalid]').forEach(function (control) { control.setAttribute('aria-invalid', 'false'); });
    form.querySelectorAll('.wpcf7-form-control').forEach(function (control) {
      control.removeAttribute('aria-describedby');
      control.classList.remove('wpcf7-not-valid');
    });
    form.querySelectorAll('.wpcf7-response-output').forEach(function (output) { output.textContent = ''; });
  }

  /** The live check of one field (what the schema says of it): its message, or ''. */
  function check(wrap) {
    var control = wrap.querySelector('.wpcf7-form-control:not(.wpcf7-quiz)');
    if (!control || !control.matches('input, select, textarea')) return '';
    var value = control.value.trim();
    if (control.classList.contains('wpcf7-validates-as-required') && !value) return text.required;
    if (control.classList.contains('wpcf7-validates-as-email') && value && control.validity.typeMismatch) return text.email;
    return '';
  }

  function validate(form, target) {
    var wrap = target.closest('.wpcf7-form-control-wrap[data-name]');
    if (!wrap) return;
    var name = wrap.getAttribute('data-name');
    removeError(form, name);
    var message = check(wrap);
    if (message) setError(form, name, message);
  }

  function submit(form, submitter) {
    var detail = detailOf(form);
    var data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    clearResponse(form);
    dispatch(form, 'beforesubmit', detail);
    setStatus(form, 'submitting');
    fetch(api + 'contact-forms/' + form.wpcf7.id + '/feedback', { method: 'POST', body: data, headers: { Accept: 'application/json' } })
      .then(function (response) { return response.json(); })
      .then(function (response) {
        setStatus(form, response.status);
        detail.status = response.status;
        detail.apiResponse = response;
        var name = statuses[response.status];
        if (['invalid', 'unaccepted', 'spam', 'aborted'].indexOf(name) >= 0) dispatch(form, name, detail);
        else if (['sent', 'failed'].indexOf(name) >= 0) dispatch(form, 'mail' + name, detail);
        dispatch(form, 'submit', detail);
        if (response.posted_data_hash) form.querySelector('input[name="_wpcf7_posted_data_hash"]').value = response.posted_data_hash;
        if (response.status === 'mail_sent') {
          form.reset();
          form.wpcf7.resetOnMailSent = true;
        }
        (response.invalid_fields || []).forEach(function (field) { setError(form, field.field, field.message); });
        form.wpcf7.parent.querySelector('.screen-reader-response [role="status"]').append(response.message);
        form.querySelectorAll('.wpcf7-response-output').forEach(function (output) { output.innerText = response.message; });
      })
      .catch(function (error) { console.error(error); });
  }

  /** After form.reset(): the refill (a new quiz question), then `wpcf7reset`. */
  function reset(form) {
    var detail = detailOf(form);
    clearResponse(form);
    setStatus(form, 'resetting');
    fetch(api + 'contact-forms/' + form.wpcf7.id + '/refill', { headers: { Accept: 'application/json' } })
      .then(function (response) { return response.json(); })
      .then(function (response) {
        if (form.wpcf7.resetOnMailSent) {
          delete form.wpcf7.resetOnMailSent;
          setStatus(form, 'mail_sent');
        } else setStatus(form, 'init');
        detail.apiResponse = response;
        dispatch(form, 'reset', detail);
      })
      .catch(function (error) { console.error(error); });
  }

  function refillQuiz(form, quiz) {
    Object.keys(quiz || {}).forEach(function (name) {
      form.querySelectorAll('.wpcf7-form-control-wrap[data-name="' + name + '"]').forEach(function (wrap) {
        wrap.querySelector('input[name="' + name + '"]').value = '';
        wrap.querySelector('.wpcf7-quiz-label').textContent = quiz[name][0];
        wrap.querySelector('input[name="_wpcf7_quiz_answer_' + name + '"]').value = quiz[name][1];
      });
    });
  }

  /** The submit disabled while an acceptance box is unticked. */
  function acceptance(form) {
    var update = function () {
      var accepted = true;
      form.querySelectorAll('.wpcf7-acceptance input[type=checkbox]').forEach(function (box) { if (!box.checked) accepted = false; });
      form.querySelectorAll('.wpcf7-submit').forEach(function (button) { button.disabled = !accepted; });
    };
    update();
    form.addEventListener('change', update);
    form.addEventListener('wpcf7reset', update);
  }

  function init(form) {
    var values = new FormData(form);
    form.wpcf7 = {
      id: parseInt(values.get('_wpcf7'), 10),
      status: form.getAttribute('data-status'),
      unitTag: values.get('_wpcf7_unit_tag'),
      containerPost: parseInt(values.get('_wpcf7_container_post'), 10),
      parent: form.closest('.wpcf7'),
    };
    form.querySelectorAll('.has-spinner').forEach(function (element) { element.insertAdjacentHTML('afterend', '<span class="wpcf7-spinner"></span>'); });
    acceptance(form);
    form.addEventListener('reset', function () { reset(form); });
    form.addEventListener('submit', function (event) {
      submit(form, event.submitter);
      event.preventDefault();
    });
    form.addEventListener('wpcf7reset', function (event) { refillQuiz(form, event.detail.apiResponse.quiz); });
    form.addEventListener('change', function (event) {
      if (event.target.closest('.wpcf7-form-control')) validate(form, event.target);
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.querySelectorAll('.wpcf7 > form').forEach(function (form) {
      form.closest('.wpcf7').classList.replace('no-js', 'js');
      init(form);
    });
  });
})();
