// A stand-in for Elementor Pro's form and popup scripts on the demo site (its form-sender handler and
// its popup document handler, 3.33): our code, written to behave as theirs do on the page (their source
// is not copied). jQuery, as theirs.
// - Form sender: on submit, the form is posted to admin-ajax.php (action elementor_pro_forms_send_form,
//   every named input); while waiting, the form's old messages go, `elementor-error` is removed, every
//   control in a field group gets aria-invalid="false" and the submit a spinner. A refusal: for each
//   field id in the answer, `#form-field-<id>`'s parent gets `elementor-error` and a
//   `span.elementor-message.elementor-help-inline`, its controls aria-invalid="true", jQuery `error` on
//   the form, and the form's message appended to it. A success: jQuery `submit_success`, `form_destruct`
//   and `reset` on the form (jQuery's trigger calls form.reset()), then its message. The form itself is
//   never replaced.
// - Popups: on ready each popup's element is taken out of the page and kept as a string; a link's
//   `#elementor-action:action=popup:open` builds a fresh copy from it in a dialog on every open (its
//   form's sender attached anew), and the copy is removed on close (its close button, Escape). Open and
//   close fire `elementor/popup/show` and `elementor/popup/hide` (jQuery on document, CustomEvent on window).
(function ($) {
  'use strict';

  function message(kind, text, inline) {
    return $('<' + (inline ? 'span' : 'div') + ' role="alert">')
      .addClass('elementor-message elementor-message-' + kind + (inline ? ' elementor-help-inline elementor-form-help-inline' : ''))
      .text(text);
  }

  function sender(form) {
    var $form = $(form);
    $form.on('submit', function (event) {
      event.preventDefault();
      if ($form.hasClass('elementor-form-waiting')) return false;
      var data = new FormData(form);
      data.append('action', 'elementor_pro_forms_send_form');
      data.append('referrer', location.toString());
      $form.css('opacity', '0.45').addClass('elementor-form-waiting');
      $form.find('.elementor-message').remove();
      $form.find('.elementor-error').removeClass('elementor-error');
      $form.find('div.elementor-field-group').removeClass('error').find('span.elementor-form-help-inline').remove().end().find(':input').attr('aria-invalid', 'false');
      $form.find('[type="submit"]').attr('disabled', 'disabled').find('> span').prepend('<span class="elementor-button-text elementor-form-spinner"><i class="fa fa-spinner fa-spin" aria-hidden="true"></i>&nbsp;</span>');
      $.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', dataType: 'json', data: data, processData: false, contentType: false })
        .done(function (response) {
          $form.css('opacity', '').removeClass('elementor-form-waiting');
          $form.find('[type="submit"]').removeAttr('disabled').find('.elementor-form-spinner').remove();
          if (!response.success) {
            $.each(response.data.errors || {}, function (id, text) {
              $form.find('#form-field-' + id).parent().addClass('elementor-error').append(message('danger', text, true)).find(':input').attr('aria-invalid', 'true');
            });
            $form.trigger('error');
            $form.append(message('danger', response.data.message));
            return;
          }
          $form.trigger('submit_success', response.data);
          $form.trigger('form_destruct', response.data);
          $form.trigger('reset');
          $form.append(message('success', response.data.message).addClass('elementor-message-svg'));
        });
    });
  }

  var popups = {};
  var opened = null;

  function fire(type, id) {
    $(document).trigger(type, [id]);
    window.dispatchEvent(new CustomEvent(type, { detail: { id: id } }));
  }

  function close() {
    if (!opened) return;
    var popup = opened;
    opened = null;
    popup.modal.remove();
    $(document).off('keydown.vgDemoPopup');
    fire('elementor/popup/hide', popup.id);
    if (popup.opener) popup.opener.focus();
  }

  function open(id, opener) {
    if (!popups[id] || opened) return;
    var modal = $('<div class="dialog-widget dialog-lightbox-widget dialog-type-lightbox elementor-popup-modal" role="dialog" aria-modal="true"><div class="dialog-widget-content dialog-lightbox-widget-content"><button type="button" class="dialog-close-button dialog-lightbox-close-button" aria-label="Sluiten">\u00d7</button><div class="dialog-message dialog-lightbox-message"></div></div></div>');
    modal.attr({ id: 'elementor-popup-modal-' + id, 'aria-label': popups[id].label });
    // A fresh copy every time, from the string kept on ready (parsed in an inert template, as a strict
    // Content Security Policy lets it be).
    var template = document.createElement('template');
    template.innerHTML = popups[id].html;
    var element = $(document.importNode(template.content, true).firstElementChild);
    modal.find('.dialog-message').append(element);
    $('body').append(modal);
    element.find('form.elementor-form').each(function () {
      sender(this);
    });
    opened = { id: id, modal: modal, opener: opener };
    modal.find('.dialog-close-button').on('click', close);
    $(document).on('keydown.vgDemoPopup', function (event) {
      if (event.key === 'Escape') close();
    });
    modal.find('input:not([type=hidden]), select, textarea, button').first().trigger('focus');
    fire('elementor/popup/show', id);
  }

  $(function () {
    $('form.elementor-form').each(function () {
      sender(this);
    });
    $('[data-elementor-type="popup"]').each(function () {
      popups[this.getAttribute('data-elementor-id')] = { html: this.outerHTML, label: $(this).find('form').attr('aria-label') || '' };
      $(this).remove();
    });
    $(document).on('click', 'a[href*="elementor-action"]', function (event) {
      var hash = decodeURIComponent(this.getAttribute('href'));
      var match = /action=popup:open&settings=([A-Za-z0-9+/=]+)/.exec(hash);
      if (!match) return;
      event.preventDefault();
      open(String(JSON.parse(atob(match[1])).id), this);
    });
  });
})(jQuery);
