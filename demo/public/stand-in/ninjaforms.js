// A stand-in for Ninja Forms 3's front-end script (front-end.js: Backbone, Marionette, underscore
// templates) on the demo site: our code, written to behave as Ninja Forms' does on the page (its source
// is not copied). Its markup follows the real renders (fixtures/form-builders/ninja-forms-3.14.3-*.html).
// - The page holds an empty shell per form (.nf-form-cont) and the form's data. On DOMContentLoaded the
//   form layout is attached with an empty <form>, then each field's view is appended into it, then
//   `nfFormReady` (jQuery, on document);
// - a field's view renders itself again on its model's `reRender` (the old `.field-wrap` replaced by a
//   new one; the field container stays), with the model's value: its Radio List with "Other"
//   (show_other) on each change, the submit button while a submit is on its way, and whatever the
//   page asks through `nfRadio.channel('fields').request('get:field', id).trigger('reRender')` (in the
//   real script: calculations, mirrored fields, merge tags);
// - on submit, each required field that is empty (and an e-mail field that is not one) gets its error
//   view in its `.nf-error-wrap`, its wrap `nf-fail nf-error`, its control aria-invalid; the form's error
//   view in `.nf-form-errors`. A field's error goes when it is corrected (on change). Otherwise the
//   form is posted to admin-ajax.php (action nf_ajax_submit): the server's errors become error views
//   the same way; a success puts the message in `.nf-response-msg`, then (clear_complete) every field
//   view is rendered anew from the form as loaded (the field collection's reset), and
//   `nfFormSubmitResponse` (jQuery, on document).
(function ($) {
  'use strict';

  var esc = function (text) { return String(text == null ? '' : text).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }[c]; }); };
  var forms = {};
  var models = {};

  // --- Templates (tmpl-nf-field-*, as they render) ---

  function required(model) {
    return model.required ? ' <span class="ninja-forms-req-symbol">*</span>' : '';
  }

  function labelTemplate(model) {
    var span = model.type === 'listcheckbox' || model.type === 'listradio';
    if (span) return '<div class="nf-field-label">\n\t\t\n\t\t\t<span id="nf-label-field-' + model.id + '" class="nf-label-span ">\n\t\t\t\t\t' + esc(model.label) + ' ' + required(model) + ' \n\t\t\t\t\t\n\t\t\t</span>\n\t\t\n\t</div>';
    return '<div class="nf-field-label">\n\t\t\n\t\t\t<label for="nf-field-' + model.id + '" id="nf-label-field-' + model.id + '" class="">\n\t\t\t\t\t\t' + esc(model.label) + ' ' + required(model) + ' \n\t\t\t\t\t\t\n\t\t\t</label>\n\t\t\n\t</div>';
  }

  function controlAttributes(model) {
    return ' aria-invalid="' + (model.errors ? 'true' : 'false') + '" aria-describedby="nf-error-' + model.id + '"' +
      ' aria-labelledby="nf-label-field-' + model.id + '"' + (model.required ? ' aria-required="true" required=""' : '');
  }

  function elementTemplate(model) {
    var id = 'nf-field-' + model.id;
    switch (model.type) {
      case 'textarea':
        return '\n    <textarea id="' + id + '" name="' + id + '" aria-invalid="' + (model.errors ? 'true' : 'false') + '" aria-describedby="nf-error-' + model.id + '" class="ninja-forms-field nf-element" autocomplete="on" aria-labelledby="nf-label-field-' + model.id + '"' + (model.required ? ' aria-required="true" required=""' : '') + '>' + esc(model.value) + '</textarea>\n';
      case 'listselect':
        return '\n    <select id="' + id + '" name="' + id + '" aria-invalid="false" aria-describedby="nf-error-' + model.id + '" class="ninja-forms-field nf-element" aria-labelledby="nf-label-field-' + model.id + '">' +
          model.options.map(function (option) { return '\n\t<option value="' + esc(option.value) + '"' + (option.value === model.value ? ' selected="selected"' : '') + '>' + esc(option.label) + '</option>\n'; }).join('') +
          '    </select>\n    <div for="' + id + '"></div>\n';
      case 'listcheckbox':
        return '\n    <ul aria-describedby="nf-error-' + model.id + '">' + model.options.map(function (option, i) {
          var on = model.value.indexOf(option.value) >= 0;
          return '\n    <li>\n        <input type="checkbox" id="' + id + '-' + i + '" name="' + id + '" class="ninja-forms-field nf-element ' + (on ? 'nf-checked' : '') + '" value="' + esc(option.value) + '"' + (on ? ' checked="checked"' : '') + ' aria-labelledby="nf-label-field-' + model.id + ' nf-label-field-' + model.id + '-' + i + '" role="checkbox">\n        <label for="' + id + '-' + i + '" id="nf-label-field-' + model.id + '-' + i + '" class="' + (on ? 'nf-checked-label' : '') + '">' + esc(option.label) + '</label>\n    </li>\n';
        }).join('') + '    </ul>\n';
      case 'listradio': {
        var found = false;
        var items = model.options.map(function (option, i) {
          var on = option.value === model.value;
          if (on) found = true;
          return '\n    <li>\n        <input type="radio" id="' + id + '-' + i + '" name="' + id + '" class="ninja-forms-field nf-element ' + (on ? 'nf-checked' : '') + '" value="' + esc(option.value) + '"' + (on ? ' checked="checked"' : '') + ' aria-labelledby="nf-label-class-field-' + model.id + '-' + i + '">\n        <label for="' + id + '-' + i + '" id="nf-label-class-field-' + model.id + '-' + i + '" class="' + (on ? 'nf-checked-label' : '') + '">' + esc(option.label) + '</label>\n    </li>\n';
        }).join('');
        if (model.show_other) {
          // "Other": its text box inside its label, only while it is chosen (tmpl-nf-field-listradio-other).
          var other = !found;
          items += '\n    <li>\n        <input type="radio" id="' + id + '-other" name="' + id + '" class="ninja-forms-field nf-element" value="nf-other"' + (other ? ' checked="checked"' : '') + '> <label for="' + id + '-other">Anders ' +
            (other ? '<input type="text" id="' + id + '-other-text" name="' + id + '" class="nf-element" value="' + esc(model.value === 'nf-other' ? '' : model.value) + '">' : '') + '</label>\n    </li>\n';
        }
        return '\n    <ul aria-describedby="nf-error-' + model.id + '">' + items + '    </ul>\n';
      }
      case 'checkbox':
        return '\n\t<input id="' + id + '" name="' + id + '" aria-describedby="nf-error-' + model.id + '" class="ninja-forms-field nf-element' + (model.value ? ' nf-checked' : '') + '" type="checkbox" value="1"' + (model.value ? ' checked="checked"' : '') + ' aria-labelledby="nf-label-field-' + model.id + '"' + (model.required ? ' aria-required="true" required=""' : '') + '>\n';
      case 'submit':
        return '\n\n\n<input id="' + id + '" class="ninja-forms-field nf-element " type="submit" value="' + esc(model.disabled ? model.processing_label : model.label) + '"' + (model.disabled ? ' aria-disabled="true" disabled="true"' : '') + '>\n\n';
      default: {
        var type = model.type === 'email' ? 'email' : 'text';
        var autocomplete = { email: 'email', firstname: 'given-name', lastname: 'family-name' }[model.type] || 'on';
        return '\n\t<input type="' + type + '" value="' + esc(model.value) + '" class="ninja-forms-field nf-element" id="' + id + '" name="' + id + '-' + model.type + '" autocomplete="' + autocomplete + '"' +
          (model.placeholder ? ' placeholder="' + esc(model.placeholder) + '"' : '') + controlAttributes(model) + '>\n';
      }
    }
  }

  function wrapClasses(model) {
    var type = { listselect: 'listselect-wrap list-wrap list-select-wrap', listcheckbox: 'listcheckbox-wrap list-wrap list-checkbox-wrap', listradio: 'listradio-wrap list-wrap list-radio-wrap', firstname: 'firstname-wrap textbox-wrap', lastname: 'lastname-wrap textbox-wrap', submit: 'submit-wrap textbox-wrap' }[model.type] || model.type + '-wrap';
    return 'field-wrap ' + type + (model.errors ? ' nf-fail nf-error' : '');
  }

  /** The field view's element (tmpl-nf-field-wrap, or the submit's label-less wrap). */
  function fieldWrap(model) {
    var body = model.type === 'submit'
      ? '\n        <div class="nf-field-label"></div>\n        <div class="nf-field-element">' + elementTemplate(model) + '</div>\n        <div class="nf-error-wrap"></div>\n    '
      : '\n\t\t\n\t\t\n\t\t\n\t' + labelTemplate(model) + '\n\n\t\t\n\t\t<div class="nf-field-element">' + elementTemplate(model) + '</div>\n\t\t\n\t\t\n\t';
    var wrap = document.createElement('div');
    wrap.innerHTML = '<div id="nf-field-' + model.id + '-wrap" class="' + wrapClasses(model) + '" data-field-id="' + model.id + '">' + body + '</div>';
    return wrap.firstChild;
  }

  /** The field's layout view (tmpl-nf-field-layout) with its view in it, as one <nf-field>. */
  function fieldLayout(model) {
    var position = model.label_pos === 'right' ? 'label-right' : 'label-above';
    var containerType = { listselect: 'listselect', listcheckbox: 'listcheckbox', listradio: 'listradio' }[model.type] || model.type;
    var extra = { listselect: ' list-container', listcheckbox: ' list-container', listradio: ' list-container', submit: ' textbox-container', firstname: ' textbox-container', lastname: ' textbox-container' }[model.type] || '';
    var element = document.createElement('nf-field');
    element.innerHTML = '\n    <div id="nf-field-' + model.id + '-container" class="nf-field-container ' + containerType + '-container  ' + position + ' ' + (model.container_class || '') + ' ' + extra + '">\n        <div class="nf-before-field"><nf-section>\n    \n</nf-section></div>\n        <div class="nf-field"></div>\n        <div class="nf-after-field"><nf-section>\n    \n    <div class="nf-input-limit"></div>\n    \n    <div id="nf-error-' + model.id + '" class="nf-error-wrap nf-error" role="alert" aria-live="assertive"></div>\n    \n    \n</nf-section></div>\n    </div>\n';
    element.querySelector('.nf-field').append(fieldWrap(model));
    if (model.errors) renderError(model);
    return element;
  }

  // --- Views ---

  function containerOf(model) {
    return document.getElementById('nf-field-' + model.id + '-container');
  }

  /** The field view rendered again: its `.field-wrap` replaced by a new one, the container kept. */
  function reRender(model) {
    var container = containerOf(model);
    if (!container) return;
    var old = container.querySelector(':scope > .nf-field > .field-wrap');
    var next = fieldWrap(model);
    if (old) old.replaceWith(next);
    else container.querySelector(':scope > .nf-field').append(next);
  }

  /** The error view in the field's kept `.nf-error-wrap`, or none. */
  function renderError(model) {
    var container = containerOf(model);
    if (!container) return;
    var wrap = container.querySelector('.nf-after-field .nf-error-wrap');
    var fieldWrapEl = container.querySelector('.field-wrap');
    var control = container.querySelector('.nf-field-element .nf-element');
    if (model.errors) {
      wrap.innerHTML = '<div class="nf-error-msg nf-error-' + model.errorId + '" aria-live="assertive">' + esc(model.errors) + '</div>';
      fieldWrapEl.classList.remove('nf-pass');
      fieldWrapEl.classList.add('nf-fail', 'nf-error');
      if (control && control.type !== 'checkbox' && control.type !== 'radio') control.setAttribute('aria-invalid', 'true');
    } else {
      wrap.innerHTML = '';
      if (fieldWrapEl.classList.contains('nf-fail')) {
        fieldWrapEl.classList.remove('nf-fail', 'nf-error');
        fieldWrapEl.classList.add('nf-pass');
      }
      if (control && control.hasAttribute('aria-invalid')) control.setAttribute('aria-invalid', 'false');
    }
  }

  function setError(model, message, id) {
    model.errors = message || '';
    model.errorId = id || 'required-error';
    renderError(model);
  }

  function renderFormErrors(form) {
    var list = document.querySelector('#nf-form-errors-' + form.id + ' nf-errors');
    var failing = form.models.some(function (model) { return model.errors; });
    list.innerHTML = failing ? '<nf-section>\n\t<div class="nf-error-msg nf-error-field-errors">' + esc(form.settings.formErrorsCorrectErrors) + '</div>\n</nf-section>' : '';
  }

  // --- Models ---

  function newModel(field, formId) {
    var model = $.extend(true, {}, field, { formID: formId, errors: '', disabled: false });
    if (field.type === 'listselect') model.value = (field.options.filter(function (o) { return o.selected; })[0] || field.options[0]).value;
    else if (field.type === 'listradio') model.value = (field.options.filter(function (o) { return o.selected; })[0] || {}).value || '';
    else if (field.type === 'listcheckbox') model.value = field.options.filter(function (o) { return o.selected; }).map(function (o) { return o.value; });
    else if (field.type === 'checkbox') model.value = 0;
    else model.value = field.value || '';
    var listeners = [];
    model.trigger = function (event) {
      if (event === 'reRender') reRender(model);
      listeners.forEach(function (listener) { if (listener[0] === event) listener[1](model); });
    };
    model.on = function (event, callback) { listeners.push([event, callback]); };
    model.get = function (name) { return model[name]; };
    return model;
  }

  /** The value of the control that changed, into its model (the real script's `before:updateField`). */
  function updateModel(model, control) {
    var container = containerOf(model);
    if (model.type === 'listcheckbox') {
      model.value = $(container).find('input[type=checkbox]:checked').map(function () { return this.value; }).get();
      $(control).toggleClass('nf-checked', control.checked);
    } else if (model.type === 'checkbox') {
      model.value = control.checked ? 1 : 0;
      $(control).toggleClass('nf-checked', control.checked);
    } else if (model.type === 'listradio') {
      var chosen = $(container).find('input[type=radio]:checked').val();
      model.value = chosen === 'nf-other' ? (control.type === 'text' ? control.value : 'nf-other') : chosen;
      if (control.type === 'radio' && model.show_other) model.trigger('reRender');
    } else {
      model.value = control.value;
    }
  }

  function emptyValue(model) {
    if (model.type === 'listcheckbox') return !model.value.length;
    if (model.type === 'checkbox') return !model.value;
    return !$.trim(model.value);
  }

  /** Its client-side check of one field: the message, or ''. */
  function check(model) {
    if (model.required && emptyValue(model)) return [model.get('formID') && forms[model.formID].settings.validateRequiredField, 'required-error'];
    if (model.type === 'email' && model.value) {
      var control = document.getElementById('nf-field-' + model.id);
      if (control && control.validity.typeMismatch) return [forms[model.formID].settings.changeEmailErrorMsg, 'invalid-email'];
    }
    return ['', ''];
  }

  // --- The form ---

  function build(container, data) {
    var settings = data.form.settings;
    var id = data.form.id;
    var form = (forms[id] = { id: id, settings: settings, nonce: data.ajaxNonce, url: data.adminAjax, loaded: data.form.fields, models: [] });
    container.innerHTML = '\n\t<span id="nf-form-title-' + id + '" class="nf-form-title">\n\t\t' + (settings.show_title ? '<h3>' + esc(settings.title) + '</h3>' : '') + '\n\t</span>\n\t<div class="nf-form-wrap ninja-forms-form-wrap">\n\t\t<div class="nf-response-msg"></div>\n\t\t<div class="nf-debug-msg"></div>\n\t\t<div class="nf-before-form"><nf-section>\n\t\n</nf-section></div>\n\t\t<div class="nf-form-layout"><form>\n\t\t<div>\n\t\t\t<div class="nf-before-form-content"><nf-section>\n    <div class="nf-form-fields-required">' + settings.fieldsMarkedRequired + '</div>\n    \n</nf-section></div>\n\t\t\t<div class="nf-form-content ' + esc(settings.element_class) + '"><nf-fields-wrap></nf-fields-wrap></div>\n\t\t\t<div class="nf-after-form-content"><nf-section>\n    \n    <div id="nf-form-errors-' + id + '" class="nf-form-errors" role="alert"><nf-errors></nf-errors></div>\n    <div class="nf-form-hp"><nf-section>\n\t<label id="nf-label-field-hp-' + id + '" for="nf-field-hp-' + id + '" aria-hidden="true">\n\t\t' + esc(settings.honeypotLabel) + '\n\t\t<input id="nf-field-hp-' + id + '" name="nf-field-hp" class="nf-element nf-field-hp" type="text" value="" aria-labelledby="nf-label-field-hp-' + id + '">\n\t</label>\n</nf-section></div>\n</nf-section></div>\n\t\t</div>\n\t</form></div>\n\t\t<div class="nf-after-form"><nf-section>\n\t\n</nf-section></div>\n\t</div>\n';
    renderFields(form);
    listen(form);
  }

  /** Every field's view appended to the form's field list (at start, and on the collection's reset). */
  function renderFields(form) {
    var list = document.querySelector('#nf-form-' + form.id + '-cont nf-fields-wrap');
    list.textContent = '';
    form.models = form.loaded.map(function (field) {
      var model = newModel(field, form.id);
      models[model.id] = model;
      return model;
    });
    form.models.forEach(function (model) { list.append(fieldLayout(model)); });
  }

  function modelOf(control) {
    var container = control.closest('.nf-field-container');
    return container && models[container.id.replace(/\D+/g, '')];
  }

  function listen(form) {
    var $container = $('#nf-form-' + form.id + '-cont');
    $container.on('change', '.nf-field-container .nf-element', function () {
      var model = modelOf(this);
      if (!model) return;
      updateModel(model, this);
      // A field with an error is checked again as the visitor corrects it.
      if (model.errors) {
        var result = check(model);
        if (!result[0]) {
          setError(model, '');
          renderFormErrors(form);
        }
      }
    });
    // Text is in the model as it is typed (its keyup listener), so a re-render keeps it.
    $container.on('input', '.nf-field-container input[type=text], .nf-field-container input[type=email], .nf-field-container textarea', function () {
      var model = modelOf(this);
      if (model) updateModel(model, this);
    });
    // Its submit field's view takes the click (before the browser's own check of `required`); Enter in
    // a text box clicks it too.
    $container.on('click', '.submit-container .nf-element', function (event) {
      event.preventDefault();
      if (!this.disabled) submit(form);
    });
    $container.on('submit', 'form', function (event) {
      event.preventDefault();
    });
  }

  function submitModel(form) {
    return form.models.filter(function (model) { return model.type === 'submit'; })[0];
  }

  function submit(form) {
    var failing = false;
    form.models.forEach(function (model) {
      if (model.type === 'submit') return;
      var result = check(model);
      setError(model, result[0], result[1]);
      if (result[0]) failing = true;
    });
    renderFormErrors(form);
    var button = submitModel(form);
    if (failing) {
      button.trigger('reRender');
      var first = document.querySelector('#nf-form-' + form.id + '-cont .nf-fail .nf-element');
      if (first) first.focus();
      return;
    }
    button.disabled = true;
    button.trigger('reRender');
    var fields = {};
    form.models.forEach(function (model) { if (model.type !== 'submit') fields[model.id] = { id: model.id, value: model.value }; });
    var hp = document.getElementById('nf-field-hp-' + form.id).value;
    var payload = { id: form.id, fields: fields, settings: {}, extra: { hp: hp } };
    $.ajax({ type: 'POST', url: form.url, data: { action: 'nf_ajax_submit', security: form.nonce, formData: JSON.stringify(payload) }, dataType: 'json' })
      .done(function (response) { respond(form, response); })
      .always(function () {
        button.disabled = false;
        button.trigger('reRender');
      });
  }

  function respond(form, response) {
    var errors = response.errors || {};
    if (errors.fields && !$.isEmptyObject(errors.fields)) {
      $.each(errors.fields, function (id, message) { setError(models[id], message, 'server-error'); });
      renderFormErrors(form);
    } else if (!$.isEmptyObject(errors)) {
      document.querySelector('#nf-form-errors-' + form.id + ' nf-errors').innerHTML = '<nf-section>\n\t<div class="nf-error-msg nf-error-field-errors">' + esc(errors.spam || errors.form && errors.form.invalid || '') + '</div>\n</nf-section>';
    } else {
      var settings = response.data.settings || {};
      document.querySelector('#nf-form-' + form.id + '-cont .nf-response-msg').innerHTML = response.data.actions.success_message;
      if (settings.clear_complete == 1) renderFields(form);
      renderFormErrors(form);
    }
    $(document).trigger('nfFormSubmitResponse', { response: response, id: form.id });
  }

  // A small part of its Backbone.Radio channels: a field's model, for what re-renders a view.
  window.nfRadio = window.nfRadio || {
    channel: function (name) {
      return {
        request: function (what, id) {
          return name === 'fields' && what === 'get:field' ? models[id] : undefined;
        },
      };
    },
  };

  $(function () {
    document.querySelectorAll('script.nf-form-data').forEach(function (script) {
      var data = JSON.parse(script.textContent);
      var container = document.getElementById('nf-form-' + data.form.id + '-cont');
      if (!container) return;
      build(container, data);
      $(document).trigger('nfFormReady', [{ model: { id: data.form.id } }]);
    });
  });
})(jQuery);
