// A stand-in for Formidable Forms' own front-end script (formidable.js) on the demo site (our code,
// written to behave as Formidable's does on the page; its source is not copied). With jQuery, as
// Formidable's is, with its jQuery events on document and its DOM CustomEvents where it uses those:
// - client-side validation (a form with `frm_js_validate`) on submit: each failing field gets
//   `frm_blank_field`, a `div.frm_error` at its end, aria-invalid and aria-describedby on its control,
//   and `frmAddFieldError`; nothing is sent. "Vorige" (frm_prev_page, formnovalidate) skips it. A
//   field's error goes when the visitor corrects it;
// - a form with `frm_ajax_submit`: the post to admin-ajax.php (action frm_entries_create), between
//   `frmStartFormLoading` and `frmEndFormLoading`. Errors: shown in place, the summary at the top of
//   the form, `frmFormErrors`. Content (the next page, a page with an error, the success message):
//   the whole `.frm_forms` container replaced (jQuery's replaceWith), `frmFormCompleteBeforeReplace`
//   (a CustomEvent on document) before a success message, then `frmFormComplete` or `frmPageChanged`;
// - a form without it posts the page, and the server answers the whole page.
(function ($) {
  'use strict';

  var ajaxUrl = '/wp-admin/admin-ajax.php';
  var text = { required: 'mag niet leeg zijn.', email: 'Voer een geldig e-mailadres in.' };

  function triggerCustomEvent(target, name, detail) {
    target.dispatchEvent(new CustomEvent(name, { detail: detail }));
  }

  function keyOf(container) {
    return container.id.replace(/^frm_field_/, '').replace(/_container$/, '');
  }

  function removeAllErrors($form) {
    $form.find('.form-field.frm_blank_field').removeClass('frm_blank_field');
    $form.find('.frm_error').remove();
    $form.find('.frm_error_style').remove();
    $form.find('[aria-invalid="true"]').attr('aria-invalid', 'false');
    $form.find('[aria-describedby]').each(function () {
      var ids = this.getAttribute('aria-describedby').split(' ').filter(function (id) { return id.indexOf('frm_error_field_') !== 0; });
      if (ids.length) this.setAttribute('aria-describedby', ids.join(' '));
      else this.removeAttribute('aria-describedby');
    });
  }

  function removeFieldError(container) {
    var $container = $(container);
    if (!$container.hasClass('frm_blank_field')) return;
    $container.removeClass('frm_blank_field').find('.frm_error').remove();
    $container.find('input, select, textarea').each(function () {
      if (this.type !== 'checkbox') this.setAttribute('aria-invalid', 'false');
      var ids = (this.getAttribute('aria-describedby') || '').split(' ').filter(function (id) { return id && id.indexOf('frm_error_field_') !== 0; });
      if (ids.length) this.setAttribute('aria-describedby', ids.join(' '));
      else this.removeAttribute('aria-describedby');
    });
  }

  /** Formidable's addFieldError(): the message at the end of the field, its controls described by it. */
  function addFieldError(container, key, errors) {
    if (!container || container.offsetParent === null) return;
    container.classList.add('frm_blank_field');
    var inputs = container.querySelectorAll('input, select, textarea');
    var first = inputs[0];
    var id = 'frm_error_' + (first && first.id ? first.id : 'field_' + key);
    var error = document.createElement('div');
    error.className = 'frm_error';
    error.setAttribute('role', 'alert');
    error.id = id;
    error.textContent = errors[key];
    container.append(error);
    inputs.forEach(function (input) {
      var describedBy = input.getAttribute('aria-describedby');
      if (!describedBy) describedBy = id;
      else if (describedBy.indexOf(id) < 0 && describedBy.indexOf('frm_error_field_') < 0) describedBy = id + ' ' + describedBy;
      input.setAttribute('aria-describedby', describedBy);
      if (input.type === 'checkbox') {
        var group = input.closest('[role="group"]');
        if (group) group.setAttribute('aria-invalid', 'true');
      } else input.setAttribute('aria-invalid', 'true');
    });
    $(document).trigger('frmAddFieldError', [$(container), key, errors]);
  }

  function labelOf(container) {
    var label = container.querySelector('.frm_primary_label');
    return label ? label.firstChild.textContent.trim() : '';
  }

  /** The client-side check: { key: message } of the fields that fail. */
  function validateForm($form) {
    var errors = {};
    $form.find('.frm_form_field[id$="_container"]').not('[data-sub-field-name]').each(function () {
      var container = this;
      if (container.offsetParent === null) return;
      var key = keyOf(container);
      var required = container.classList.contains('frm_required_field');
      $(container).find('input, select, textarea').each(function () {
        if (errors[key] || this.type === 'hidden') return;
        if (this.type === 'checkbox') {
          if (required && !$(container).find('input[type=checkbox]:checked').length) errors[key] = labelOf(container) + ' ' + text.required;
        } else if ((required || this.getAttribute('aria-required') === 'true') && !$.trim(this.value)) errors[key] = labelOf(container) + ' ' + text.required;
        else if (this.type === 'email' && this.value && this.validity.typeMismatch) errors[key] = text.email;
      });
    });
    return errors;
  }

  function focusFirstError($form) {
    $form.find('.frm_blank_field').first().find('input, select, textarea').filter(':visible').first().trigger('focus');
  }

  function setLoading($form, on) {
    if (on) {
      $form.addClass('frm_loading_form');
      $form.trigger('frmStartFormLoading');
    } else {
      $form.removeClass('frm_loading_form');
      $form.trigger('frmEndFormLoading');
    }
  }

  function submitAjax($form, submitter) {
    var form = $form.get(0);
    var fields = form.querySelectorAll('.frm_form_field');
    fields.forEach(function (field) { field.classList.add('frm_doing_ajax'); });
    var data = $form.serialize();
    if (submitter && submitter.name) data += '&' + $.param([{ name: submitter.name, value: submitter.value || submitter.textContent }]);
    data += '&action=frm_entries_create&nonce=';
    setLoading($form, true);
    $.ajax({ type: 'POST', url: ajaxUrl, data: data, dataType: 'json' })
      .done(function (response) {
        if (typeof response.content === 'string' && response.content !== '') {
          setLoading($form, false);
          var completed = /class="frm_message"/.test(response.content);
          if (completed) triggerCustomEvent(document, 'frmFormCompleteBeforeReplace', { object: form, response: response });
          $form.closest('.frm_forms').replaceWith(response.content);
          $(document).trigger(completed ? 'frmFormComplete' : 'frmPageChanged', [form, response]);
          return;
        }
        setLoading($form, false);
        removeAllErrors($form);
        $.each(response.errors || {}, function (key) {
          addFieldError(form.querySelector('#frm_field_' + key + '_container'), key, response.errors);
        });
        $(document).trigger('frmFormErrors', [form, response]);
        fields.forEach(function (field) { field.classList.remove('frm_doing_ajax'); });
        form.insertAdjacentHTML('afterbegin', response.error_message);
        focusFirstError($form);
      })
      .fail(function () {
        setLoading($form, false);
        form.submit();
      });
  }

  $(document).on('submit', 'form.frm-show-form', function (event) {
    var $form = $(this);
    var submitter = event.originalEvent && event.originalEvent.submitter;
    var back = submitter && submitter.name === 'frm_prev_page';
    if ($form.hasClass('frm_js_validate') && !back) {
      var errors = validateForm($form);
      if (!$.isEmptyObject(errors)) {
        event.preventDefault();
        removeAllErrors($form);
        $.each(errors, function (key) {
          addFieldError(document.getElementById('frm_field_' + key + '_container'), key, errors);
        });
        focusFirstError($form);
        return;
      }
    }
    if (!$form.hasClass('frm_ajax_submit')) return; // the page is posted
    event.preventDefault();
    submitAjax($form, submitter);
  });

  // A field's error goes when the visitor corrects it.
  $(document).on('input change', '.frm_blank_field input, .frm_blank_field select, .frm_blank_field textarea', function () {
    var filled = this.type === 'checkbox' ? $(this).closest('.frm_form_field').find(':checked').length : $.trim(this.value);
    if (filled) removeFieldError($(this).closest('.frm_form_field[id$="_container"]').not('[data-sub-field-name]').get(0) || $(this).closest('.frm_blank_field').get(0));
  });
})(jQuery);
