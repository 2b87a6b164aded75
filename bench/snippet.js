/*
 * The baseline: what sites paste into their theme today for the same three rules (field icons,
 * placeholder mode, slide-check switches). jQuery 3, plain ES5, bound to the plugin's
 * `gform_post_render` event. Written the way such snippets are written (walk every field, split the
 * class name, read label text, hide labels with .hide(), wrap checkboxes), with the "already done"
 * checks a careful theme adds, so a second run over the same form adds nothing twice.
 * Used by bench/chromium.mjs only; never shipped.
 */
jQuery(document).on('gform_post_render', function (event, formId) {
  var $wrapper = jQuery('#gform_wrapper_' + formId);
  var $form = $wrapper.find('form');

  // 1. Icons: "add fa-solid fa-user end" in the field's CSS class -> <i class="fa-solid fa-user">.
  $wrapper.find('.gfield').each(function () {
    var classes = this.className.split(' ');
    var start = jQuery.inArray('add', classes);
    if (start === -1) return;
    var end = jQuery.inArray('end', classes);
    if (end <= start + 1) return;
    var icon = classes.slice(start + 1, end).join(' ');
    var $container = jQuery(this).find('.ginput_container').first();
    if ($container.hasClass('ginput_complex')) $container = $container.children('span').first();
    if ($container.children('i.gf-icon').length) return;
    $container.addClass('gf-has-icon').prepend('<i class="gf-icon ' + icon + '" aria-hidden="true"></i>');
  });

  // 2. Placeholder mode: the label text becomes the placeholder, the labels are hidden.
  if ($form.hasClass('placeholder')) {
    $wrapper.find('.gfield').each(function () {
      var $field = jQuery(this);
      var $label = $field.children('.gfield_label');
      var text = jQuery.trim($label.clone().children().remove().end().text());
      var star = $field.hasClass('gfield_contains_required') ? ' *' : '';

      $field.find('.ginput_container').not('.ginput_complex')
        .find('input[type=text], input[type=email], input[type=tel], input[type=number], input[type=url], textarea')
        .each(function () {
          var $input = jQuery(this);
          if (!$input.attr('placeholder')) $input.attr('placeholder', text + star);
        });

      $field.find('.ginput_complex > span').each(function () {
        var $span = jQuery(this);
        var $sub = $span.children('label');
        var subText = jQuery.trim($sub.text());
        var $input = $span.children('input[type=text]');
        if ($input.length && !$input.attr('placeholder')) {
          $input.attr('placeholder', text + ': ' + subText + ($input.attr('aria-required') === 'true' ? ' *' : ''));
        }
        var $select = $span.children('select');
        var $empty = $select.children('option').first();
        if ($select.length && $empty.val() === '' && $empty.text() !== subText) $empty.text(subText);
        $sub.hide();
      });

      $field.find('.ginput_container_select select').each(function () {
        var $first = jQuery(this).children('option').first();
        if ($first.val() === '' && !$first.hasClass('gf_placeholder') && $first.text() !== text) $first.text(text);
      });

      if ($field.find('input[type=checkbox], input[type=radio]').length === 0) $label.hide();
    });
  }

  // 3. slide-check: every checkbox and its label wrapped in switch markup.
  $wrapper.find('.slide-check input[type=checkbox]').each(function () {
    var $input = jQuery(this);
    if ($input.parent().hasClass('gf-switch')) return;
    var $label = $input.siblings('label[for="' + this.id + '"]');
    $input.add($label).wrapAll('<span class="gf-switch"></span>');
    $input.after('<span class="gf-switch__slider" aria-hidden="true"></span>');
  });
});
