// A stand-in for Fluent Forms' own front-end script on the demo site (our code, written to behave as
// Fluent's form-submission.js and fluentform-advanced.js do on the page; their source is not copied).
// With jQuery, as Fluent's is, firing its jQuery events where it fires them, and its DOM CustomEvents
// on document where it adds those (submission success and failure):
// - each form is initialised once: `ff-form-loading` becomes `ff-form-loaded`, conditional logic and
//   steps are set up, then `fluentform_init` and `fluentform_init_<id>` on body, `fluentform_init_single`
//   on the form; a form added later is initialised on `jQuery(document).trigger('ff_reinit', form)`;
// - the first interaction fetches the spam-protection token (admin-ajax.php,
//   fluentform_generate_protection_token) into the token field;
// - conditional logic: the Telefoonnummer group (.has-conditions) is in play when Soort is
//   Terugbelverzoek: `ff_cond_v` and slideDown, else `ff_excluded` and slideUp (jQuery animations);
// - steps (.fluentform-step): Next validates the step's controls, then `ff_to_next_page` on the form
//   and on document, and the next step slides in (a CSS transition of left and opacity); Previous the
//   same with `ff_to_prev_page`;
// - client-side validation on submit: `div.error.text-danger` in the control's content box,
//   `ff-el-is-error` on its group, `fluentform_validation_failed` on the form; a group's error goes
//   when its control changes;
// - the AJAX submit (admin-ajax.php, fluentform_submit): failed (HTTP 422) -> each field's error, the
//   step of the first error shown, `fluentform_submission_failed` (jQuery on the form, CustomEvent on
//   document); success -> the message after the form, the form reset (`fluentform_reset` on body) or
//   hidden (`ff_force_hide`), `fluentform_submission_success` (on the form, body and document).
// Where Fluent reads a form's settings from its inline config (window.fluent_form_<instance>), this
// stand-in keeps them below: the required controls are those with aria-required="true".
(function ($) {
  'use strict';

  var ajaxUrl = '/wp-admin/admin-ajax.php';
  var stepDuration = 300;
  var text = { required: 'Dit veld is verplicht.', email: 'Voer een geldig e-mailadres in.' };
  // Per form: which group is in play for which value (Fluent's conditionals config).
  var conditionals = { 5: { phone: { field: 'kind', value: 'Terugbelverzoek' } } };
  var initialised = new WeakSet();

  function configOf($form) {
    return { id: $form.data('form_id'), form_id_selector: 'fluentform_' + $form.data('form_id') };
  }

  function controlOf($form, name) {
    var $control = $form.find('[data-name="' + name + '"]');
    if (!$control.length) $control = $form.find('[name="' + name + '"]');
    if (!$control.length) $control = $form.find('[name="' + name + '[]"]');
    return $control;
  }

  // ----- Errors (below each element, as Fluent's default placement)

  function showError($form, name, message) {
    var $control = controlOf($form, name).first();
    if (!$control.length) return;
    $control.attr('aria-invalid', 'true');
    var $group = $control.closest('.ff-el-group').addClass('ff-el-is-error');
    var $box = $control.closest('.ff-el-input--content');
    if (!$box.length) $box = $group;
    $box.find('div.error').remove();
    $(document.body).trigger('fluentform_error_below_element', { form: $form, element: $control, message: message });
    $box.append($('<div>', { 'class': 'error text-danger', role: 'alert' }).text(message));
  }

  function showErrors($form, errors) {
    $form.parent().find('.ff-errors-in-stack').empty();
    $form.find('.error').remove();
    $form.find('.ff-el-group').removeClass('ff-el-is-error');
    $.each(errors, function (name, list) {
      $.each(typeof list === 'string' ? [list] : list, function (_, message) {
        showError($form, name, message);
      });
    });
  }

  function excluded(control) {
    return $(control).closest('.has-conditions').hasClass('ff_excluded');
  }

  /** The messages of the controls in `$scope` that fail, by name (Fluent's validator throws them). */
  function validate($scope) {
    var errors = {};
    $scope.find('input, select, textarea').not(':button, [type=hidden]').each(function () {
      if (!this.name || excluded(this) || $(this).closest('.ff-hpsf-container').length) return;
      var name = this.name.replace('[]', '');
      var required = this.getAttribute('aria-required') === 'true';
      var message = null;
      if (this.type === 'checkbox') {
        if (required && !$scope.find('input[name="' + this.name + '"]:checked').length) message = text.required;
      } else if (required && !$.trim(this.value)) message = text.required;
      else if (this.type === 'email' && this.value && this.validity.typeMismatch) message = text.email;
      if (message) errors[name] = [message];
    });
    return errors;
  }

  // ----- Conditional logic

  function applyConditionals($form, animate) {
    var rules = conditionals[$form.data('form_id')] || {};
    $.each(rules, function (name, rule) {
      var $group = controlOf($form, name).closest('.has-conditions');
      var show = controlOf($form, rule.field).val() === rule.value;
      if (show && !$group.hasClass('ff_cond_v')) {
        $group.removeClass('ff_excluded').addClass('ff_cond_v');
        if (animate) $group.slideDown(200);
        else $group.show();
      } else if (!show && !$group.hasClass('ff_excluded')) {
        $group.removeClass('ff_cond_v').addClass('ff_excluded');
        if (animate) $group.slideUp(200);
        else $group.hide();
      }
    });
  }

  // ----- Steps

  function activeStep($form) {
    return $form.find('.fluentform-step').index($form.find('.fluentform-step.active'));
  }

  /** Shows step `index`, sliding it in; resolves when it is in place. */
  function updateSlider($form, index) {
    return new Promise(function (done) {
      var $steps = $form.find('.fluentform-step');
      var titles = $form.find('.ff-step-titles li');
      $form.parent().find('.ff-errors-in-stack').empty();
      // The button that was clicked goes out of sight: focus leaves it first (aria-hidden must not hold focus).
      if ($steps.get().some(function (step) { return step.contains(document.activeElement); })) document.activeElement.blur();
      $steps.css('display', 'none').removeClass('active').attr('aria-hidden', 'true');
      var $step = $($steps[index]).css('display', 'block').addClass('active').attr('aria-hidden', 'false');
      titles.removeClass('ff_active ff_completed');
      titles.slice(0, index).addClass('ff_completed');
      $(titles[index]).addClass('ff_active');
      if ($form.closest('.fluentform').find('.ff-step-container').data('animation_type') !== 'slide' || matchMedia('(prefers-reduced-motion: reduce)').matches) return done();
      var step = $step.get(0);
      $step.css({ position: 'relative', left: '100%', opacity: 0, transition: 'all ' + stepDuration + 'ms cubic-bezier(0.25, 0.1, 0.25, 1.0)' });
      void step.offsetHeight;
      $step.css({ left: '0%', opacity: 1 });
      step.addEventListener('transitionend', function end(event) {
        if (event.target !== step || event.propertyName !== 'opacity') return;
        step.removeEventListener('transitionend', end);
        $step.css({ position: '', left: '', transition: '' });
        done();
      });
    });
  }

  function initSteps($form) {
    var $steps = $form.find('.fluentform-step');
    if (!$steps.length) return;
    var index = Math.max(0, activeStep($form));
    $steps.css('display', 'none').attr({ role: 'group', 'aria-hidden': 'true' });
    $($steps[index]).css('display', 'block').attr('aria-hidden', 'false').addClass('active');
    $form.find('.ff-step-titles li').each(function (i) {
      $(this).attr('data-step-number', i);
    });
  }

  $(document).on('click', '.frm-fluent-form .step-nav button[data-action]', function () {
    var $form = $(this).closest('form');
    var action = $(this).data('action');
    var index = activeStep($form);
    if (action === 'next') {
      var errors = validate($form.find('.fluentform-step.active'));
      if (!$.isEmptyObject(errors)) {
        showErrors($form, errors);
        $form.trigger('fluentform_validation_failed', { form: $form, response: errors });
        return;
      }
      index++;
      $form.trigger('ff_to_next_page', index);
      $(document).trigger('ff_to_next_page', { step: index, form: $form });
    } else {
      index--;
      $form.trigger('ff_to_prev_page', index);
      $(document).trigger('ff_to_prev_page', { step: index, form: $form });
    }
    updateSlider($form, index).then(function () {
      $form.find('.fluentform-step.active').find('input, select, textarea').filter(':visible').first().trigger('focus');
    });
  });

  // ----- Submitting

  function serialize($form) {
    var $controls = $form.find(':input').filter(function () {
      return !excluded(this);
    });
    var data = $controls.serializeArray();
    var names = data.map(function (item) { return item.name; });
    // An unticked checkbox or radio group is sent empty.
    $controls.filter(':checkbox, :radio').each(function () {
      if (names.indexOf(this.name) < 0) {
        data.push({ name: this.name, value: '' });
        names.push(this.name);
      }
    });
    return $.param(data);
  }

  function progress($form, on) {
    $form.toggleClass('ff_submitting', on);
    $form.find('.ff-btn-submit').toggleClass('disabled ff-working', on).prop('disabled', on);
  }

  function submit($form) {
    var config = configOf($form);
    var selector = '#' + config.form_id_selector;
    var errors = validate($form);
    if (!$.isEmptyObject(errors)) {
      $form.trigger('fluentform_validation_failed', { form: $form, response: errors });
      showErrors($form, errors);
      return;
    }
    $(selector + '_success').remove();
    $(selector + '_errors').html('');
    $form.find('.error').html('');
    progress($form, true);
    $.post(ajaxUrl + '?t=' + Date.now(), { data: serialize($form), action: 'fluentform_submit', form_id: config.id })
      .then(function (response) {
        if (!response || !response.data || !response.data.result) {
          $form.trigger('fluentform_submission_failed', { form: $form, response: response });
          return;
        }
        var detail = { form: $form, config: config, response: response };
        $form.triggerHandler('fluentform_submission_success', detail);
        $(document.body).trigger('fluentform_submission_success', detail);
        document.dispatchEvent(new CustomEvent('fluentform_submission_success', { detail: { form: $form.get(0), config: config, response: response } }));
        $('<div>', { id: config.form_id_selector + '_success', 'class': 'ff-message-success', role: 'status', 'aria-live': 'polite' })
          .html(response.data.result.message)
          .insertAfter($form);
        $form.find('.ff-el-is-error').removeClass('ff-el-is-error');
        if (response.data.result.action === 'hide_form') {
          $form.hide().addClass('ff_force_hide');
          $form.get(0).reset();
        } else {
          $(document.body).trigger('fluentform_reset', [$form, config]);
          $form.get(0).reset();
        }
      })
      .fail(function (xhr) {
        $form.trigger('fluentform_submission_failed', { form: $form, response: xhr });
        document.dispatchEvent(new CustomEvent('fluentform_submission_failed', { detail: { form: $form.get(0), response: xhr, config: config } }));
        var json = xhr.responseJSON;
        if (!json || !json.errors) return;
        if (typeof json.errors === 'string') {
          $(selector + '_errors').append($('<div>', { 'class': 'error text-danger', role: 'alert' }).text(json.errors)).show();
          return;
        }
        showErrors($form, json.errors);
        // A step form shows the step of the first error.
        var $step = $form.find('.error').first().closest('.fluentform-step');
        if ($step.length && !$step.hasClass('active')) updateSlider($form, $form.find('.fluentform-step').index($step));
      })
      .always(function () {
        progress($form, false);
      });
  }

  // ----- One form

  function init($form) {
    var form = $form.get(0);
    if (initialised.has(form)) return;
    initialised.add(form);
    var config = configOf($form);
    var selector = '#' + config.form_id_selector;
    $(document).on('submit', selector, function (event) {
      event.preventDefault();
      submit($form);
    });
    $(document).on('reset', selector, function () {
      if ($form.find('.fluentform-step').length) updateSlider($form, 0);
      $form.find('.ff_item_selected').removeClass('ff_item_selected');
      // The conditions' fields back to their defaults, after the reset itself.
      setTimeout(function () {
        applyConditionals($form, false);
      });
    });
    // A group's error goes when its control changes.
    $form.on('change', '.ff-el-group input, .ff-el-group select, .ff-el-group textarea', function () {
      $(this).attr('aria-invalid', 'false');
      var $group = $(this).closest('.ff-el-group');
      if ($group.hasClass('ff-el-is-error')) $group.removeClass('ff-el-is-error').find('.error.text-danger').remove();
    });
    $form.on('change', 'select, input', function () {
      applyConditionals($form, true);
    });
    // The first interaction asks for the spam-protection token.
    $form.one('focusin', function () {
      $form.trigger('fluentform_first_interaction');
    });
    $form.on('fluentform_first_interaction', function () {
      var $token = $form.find('.fluent-form-token-field');
      if (!$token.length || $form.hasClass('ff_tokenized') || $form.hasClass('ff_tokenizing')) return;
      $form.addClass('ff_tokenizing');
      $.post(ajaxUrl + '?t=' + Date.now(), { action: 'fluentform_generate_protection_token', form_id: config.id })
        .done(function (response) {
          if (response.success && response.data.token) {
            $token.val(response.data.token);
            $form.addClass('ff_tokenized');
          }
        })
        .always(function () {
          $form.removeClass('ff_tokenizing');
        });
    });
    applyConditionals($form, false);
    initSteps($form);
    $form.removeClass('ff-form-loading').addClass('ff-form-loaded');
    $(document.body).trigger('fluentform_init', [$form, config]);
    $(document.body).trigger('fluentform_init_' + config.id, [$form, config]);
    $form.trigger('fluentform_init_single', [null, config]);
  }

  // A ticked choice marks its row (Fluent's checkable styling).
  $(document).on('change', '.ff-el-form-check input[type=checkbox]', function () {
    $(this).closest('.ff-el-form-check').toggleClass('ff_item_selected', this.checked);
  });

  $(document).on('ff_reinit', function (event, form) {
    var $form = $(form);
    init($form);
    $form.attr('data-ff_reinit', 'yes');
  });

  $(function () {
    $('form.frm-fluent-form').each(function () {
      init($(this));
    });
  });
})(jQuery);
