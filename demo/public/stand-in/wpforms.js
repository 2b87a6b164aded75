// A stand-in for WPForms' own front-end script on the demo site (our code, written to behave as
// WPForms' does on the page; its source is not copied). With jQuery, as WPForms' is, and with its
// jQuery events on the same elements, so that a site's own listeners would see the same:
// - when the page is ready: the form gets jQuery Validate's `novalidate`, the page buttons are
//   unlocked, the anti-spam honeypot gets its random label (aria-hidden, tabindex -1) and a second
//   one is inserted before a random field (id NaN: the older honeypot has no field id), conditional
//   logic runs; then `wpformsReady` on document;
// - client-side validation on Next and on submit (jQuery Validate's way: `em.wpforms-error` after the
//   control, `wpforms-error` on it, `wpforms-has-error` on the field; cleared as the visitor types);
// - page changes: `wpformsBeforePageChange` (cancelable), the pages shown and hidden, the indicator,
//   `wpformsPageChange`;
// - conditional logic (Pro): Soort decides whether Telefoonnummer is in play, by the class
//   `wpforms-conditional-hide`; `wpformsProcessConditionalsField` and `wpformsProcessConditionals`;
// - an AJAX form (`wpforms-ajax-form`): the token input, the post to admin-ajax.php (action
//   wpforms_submit), then on failure the error container at the top of the form and each field's
//   message (`wpformsAjaxSubmitFailed`, the page with the first error shown), on success the
//   container's content replaced by the confirmation (`wpformsAjaxSubmitSuccess`,
//   `wpformsAjaxSubmitSuccessConfirmation`); `wpformsAjaxSubmitCompleted` after both;
// - a form without AJAX posts the page (the server answers the whole page).
(function ($) {
  'use strict';

  var ajaxUrl = '/wp-admin/admin-ajax.php';
  var text = {
    required: 'Dit veld is verplicht.',
    email: 'Voer een geldig e-mailadres in.',
    errorLabel: 'Foutmelding',
  };

  function fieldOf(control) {
    return $(control).closest('.wpforms-field');
  }

  // ----- Validation (jQuery Validate as WPForms sets it up: errorElement em, errorClass wpforms-error)

  function errorId(control) {
    return control.id ? control.id + '-error' : control.name + '-error';
  }

  function clearError(control) {
    var $control = $(control);
    var $field = fieldOf(control);
    $field.find('em.wpforms-error').filter(function () {
      return this.id === errorId(control) || $(control).is('[type=checkbox]');
    }).remove();
    $control.removeClass('wpforms-error').removeAttr('aria-invalid aria-describedby');
    if (!$field.find('em.wpforms-error').length) $field.removeClass('wpforms-has-error');
  }

  function showError(control, message) {
    var $control = $(control);
    var $field = fieldOf(control);
    var checkbox = $control.is('[type=checkbox]');
    var id = checkbox ? control.name + '-error' : errorId(control);
    var $error = $field.find('[id="' + id + '"]');
    if (!$error.length) {
      $error = $('<em>', { id: id, 'class': 'wpforms-error', role: 'alert', 'aria-label': text.errorLabel, 'for': '' });
      // After the list of a choice field; after a name part's sub-label; else after the control.
      if (checkbox) $control.closest('ul').after($error);
      else if ($control.next('.wpforms-field-sublabel').length) $control.next('.wpforms-field-sublabel').after($error);
      else $control.after($error);
    }
    $error.text(message);
    $control.addClass('wpforms-error').attr({ 'aria-invalid': 'true', 'aria-describedby': id });
    $field.addClass('wpforms-has-error');
  }

  function inPlay(control) {
    return !$(control).closest('.wpforms-conditional-hide').length;
  }

  /** The controls of `$scope` that fail, with their messages; shown, and the first focused. */
  function validate($scope) {
    var failed = [];
    $scope.find('input, select, textarea').each(function () {
      if (!this.name || this.type === 'hidden' || !inPlay(this) || $(this).closest('[data-field-type], .wpforms-field-hp').length) return;
      var message = null;
      if (this.type === 'checkbox') {
        if (this.required && !$scope.find('input[name="' + this.name + '"]:checked').length) message = text.required;
      } else if (this.required && !$.trim(this.value)) message = text.required;
      else if (this.type === 'email' && this.value && this.validity.typeMismatch) message = text.email;
      if (message) {
        showError(this, message);
        failed.push(this);
      } else clearError(this);
    });
    if (failed.length) failed[0].focus();
    return failed.length === 0;
  }

  // Cleared as the visitor corrects the field (jQuery Validate checks again on keyup and change).
  $(document).on('input change', '.wpforms-form .wpforms-error', function () {
    if (this.type === 'checkbox' ? this.checked : $.trim(this.value)) clearError(this);
  });

  // ----- Honeypots

  function randomLabel(words) {
    var picked = [];
    for (var i = 0; i < 3; i++) picked.push(words[Math.floor(Math.random() * words.length)]);
    return picked.join(' ');
  }

  function loadHoneypot($form) {
    var formId = $form.data('formid');
    var ids = [];
    var words = [];
    $form.find('.wpforms-field').each(function () {
      ids.push($(this).data('field-id'));
      words = words.concat($(this).find('.wpforms-field-label').first().text().split(' ').filter(Boolean));
    });
    // The highest id plus one: the older honeypot has none, so this is NaN, as in WPForms' own render.
    var id = Math.max.apply(Math, ids) + 1;
    var candidates = $form.find('.wpforms-field[id$="-container"]:not([data-field-type])');
    var before = candidates.get(Math.floor(Math.random() * candidates.length));
    var htmlId = 'wpforms-' + formId + '-field_' + id;
    // Built as nodes with their style set through CSSOM (which a strict style-src allows).
    var container = document.createElement('div');
    container.id = htmlId + '-container';
    container.className = 'wpforms-field wpforms-field-text';
    container.setAttribute('data-field-type', 'text');
    container.setAttribute('data-field-id', String(id));
    container.style.cssText = 'position: absolute !important; overflow: hidden !important; display: inline !important; height: 1px !important; width: 1px !important; z-index: -1000 !important; padding: 0 !important;';
    var label = document.createElement('label');
    label.className = 'wpforms-field-label';
    label.htmlFor = htmlId;
    label.setAttribute('aria-hidden', 'true');
    label.style.counterIncrement = 'none';
    var input = document.createElement('input');
    input.type = 'text';
    input.id = htmlId;
    input.className = 'wpforms-field-medium';
    input.name = 'wpforms[fields][' + id + ']';
    input.setAttribute('aria-hidden', 'true');
    input.style.visibility = 'hidden';
    input.tabIndex = -1;
    container.append(label, input);
    if (before) before.before(container);
    // The honeypot the server printed: out of reach, with a label of random words.
    var $printed = $form.find('[data-field-type]').not(container).first();
    $printed.find('input').attr({ tabindex: '-1', 'aria-hidden': 'true' });
    $printed.find('label').text(randomLabel(words)).attr('aria-hidden', 'true');
  }

  // ----- Conditional logic (Pro): Telefoonnummer is in play when Soort is Terugbelverzoek.

  function processConditionals($form) {
    var formId = $form.data('formid');
    var $kind = $form.find('select[name="wpforms[fields][4]"]');
    $form.find('.wpforms-conditional-field').each(function () {
      var $field = $(this);
      var show = $kind.val() === 'Terugbelverzoek';
      var fieldId = $field.data('field-id');
      if (show === !$field.hasClass('wpforms-conditional-hide')) return;
      $field.toggleClass('wpforms-conditional-hide', !show).toggleClass('wpforms-conditional-show', show);
      $(document).trigger('wpformsProcessConditionalsField', [formId, fieldId, show, show ? 'show' : 'hide']);
    });
    $(document).trigger('wpformsProcessConditionals', [$form, formId]);
  }

  $(document).on('change', '.wpforms-form select, .wpforms-form input', function () {
    processConditionals($(this).closest('.wpforms-form'));
  });

  // ----- Pages

  function showPage($form, page) {
    var total = $form.find('.wpforms-page').length;
    $form.find('.wpforms-page').hide();
    $form.find('.wpforms-page-' + page).show();
    $form.find('.wpforms-submit-container').toggle(page === total);
    var $indicator = $form.find('.wpforms-page-indicator');
    $indicator.find('.wpforms-page-indicator-page-title').text(['Je gegevens', 'Je bericht'][page - 1]).attr('data-page', page);
    $indicator.find('.wpforms-page-indicator-steps-current').text(page);
    $indicator.find('.wpforms-page-indicator-page-progress').css('width', (100 / total) * page + '%');
  }

  function pageNumber($page) {
    return Number(/wpforms-page-(\d+)/.exec($page.attr('class') || '')?.[1]) || 1;
  }

  function currentPage($form) {
    return pageNumber($form.find('.wpforms-page:visible').first());
  }

  $(document).on('click', '.wpforms-page-button', function (event) {
    event.preventDefault();
    var $button = $(this);
    var $form = $button.closest('.wpforms-form');
    var action = $button.data('action');
    var page = Number($button.data('page'));
    if (action === 'next' && !validate($form.find('.wpforms-page-' + page))) return;
    var next = action === 'next' ? page + 1 : page - 1;
    var before = $.Event('wpformsBeforePageChange');
    $button.trigger(before, [next, $form, action]);
    if (before.isDefaultPrevented()) return;
    showPage($form, next);
    $button.trigger('wpformsPageChange', [next, $form, action]);
    $form.find('.wpforms-page-' + next).find('input, select, textarea').filter(':visible').first().trigger('focus');
  });

  // ----- Submitting

  function addToken($form) {
    if (!$form.find('input.wpforms-token').length) {
      $('<input>', { type: 'hidden', 'class': 'wpforms-token', name: 'wpforms[token]', value: $form.data('token') }).appendTo($form);
    }
  }

  function displayErrors($form, errors) {
    var formId = $form.data('formid');
    $form.find('.wpforms-error-container').remove();
    if (errors.general && errors.general.header) {
      var $container = $('<div>', { id: 'wpforms-' + formId + '-header-error', 'class': 'wpforms-error-container', role: 'alert' });
      $container.append($('<span>', { 'class': 'wpforms-hidden', 'aria-hidden': 'false', text: 'Foutmelding formulier' }), $(errors.general.header));
      $form.prepend($container);
      $form.attr({ 'aria-invalid': 'true', 'aria-errormessage': ' wpforms-' + formId + '-header-error' });
    }
    $.each(errors.field || {}, function (fieldId, message) {
      var parts = typeof message === 'string' ? { '': message } : message;
      $.each(parts, function (part, partMessage) {
        var name = 'wpforms[fields][' + fieldId + ']' + (part ? '[' + part + ']' : '');
        var $control = $form.find('[name="' + name + '"], [name="' + name + '[]"]').first();
        if ($control.length) {
          $control.attr('data-server-error', partMessage);
          showError($control.get(0), partMessage);
        }
      });
    });
    // The page holding the first error.
    var $first = $form.find('.wpforms-has-error').first().closest('.wpforms-page');
    if ($first.length && !$first.is(':visible')) showPage($form, pageNumber($first));
  }

  function submitAjax($form) {
    var $container = $form.closest('.wpforms-container');
    var $spinner = $form.find('.wpforms-submit-spinner');
    $container.css('opacity', 0.6);
    $spinner.show();
    $form.find('.wpforms-error-container').remove();
    var data = new FormData($form.get(0));
    data.append('action', 'wpforms_submit');
    var before = $.Event('wpformsAjaxBeforeSubmit');
    $form.trigger(before, [$form]);
    if (before.isDefaultPrevented()) return restore($form, $container);
    $.ajax({ type: 'post', dataType: 'json', url: ajaxUrl, data: data, cache: false, contentType: false, processData: false })
      .done(function (json) {
        if (!json.success) {
          displayErrors($form, json.data.errors);
          $form.trigger('wpformsAjaxSubmitFailed', json);
          return;
        }
        $form.trigger('wpformsAjaxSubmitSuccess', json);
        if (json.data && json.data.confirmation) {
          $container.html(json.data.confirmation);
          $container.trigger('wpformsAjaxSubmitSuccessConfirmation', json);
        }
      })
      .fail(function (xhr, status, error) {
        console.error('[demo] WPForms: the form could not be sent', error);
        $form.trigger('wpformsAjaxSubmitError', [xhr, status, error]);
      })
      .always(function (xhr, status) {
        restore($form, $container);
        $form.trigger('wpformsAjaxSubmitCompleted', [xhr, status]);
      });
  }

  function restore($form, $container) {
    $container.css('opacity', '');
    $form.find('.wpforms-submit-spinner').hide();
  }

  $(document).on('submit', '.wpforms-form', function (event) {
    var $form = $(this);
    var page = currentPage($form);
    // Enter on a page before the last one goes to the next page.
    if (page < $form.find('.wpforms-page').length) {
      event.preventDefault();
      $form.find('.wpforms-page-' + page + ' .wpforms-page-next').trigger('click');
      return;
    }
    var before = $.Event('wpformsBeforeFormSubmit');
    $form.trigger(before);
    // The last page, or the whole form where it has no pages.
    var $scope = $form.find('.wpforms-page').length ? $form.find('.wpforms-page-' + page) : $form;
    if (before.isDefaultPrevented() || !validate($scope)) {
      event.preventDefault();
      return;
    }
    addToken($form);
    if (!$form.hasClass('wpforms-ajax-form')) return; // posts the page
    event.preventDefault();
    submitAjax($form);
  });

  // ----- Ready

  $(function () {
    $('.wpforms-form').each(function () {
      var $form = $(this);
      $form.attr('novalidate', 'novalidate');
      loadHoneypot($form);
      processConditionals($form);
    });
    $('.wpforms-page-button').prop('disabled', false);
    $(document).trigger('wpformsReady');
  });
})(jQuery);
