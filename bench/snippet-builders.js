/*
 * The baseline for the other builders: bench/snippet.js's three rules (field icons, placeholder mode,
 * slide-check switches) written for another builder's markup, the way a theme would for WPForms, Fluent
 * Forms, Formidable, Ninja Forms or Contact Form 7: jQuery 3, plain ES5, the same steps as the Gravity Forms
 * snippet (walk every field, split the class name, read label text, hide labels with .hide(), wrap
 * checkboxes), with its "already done" checks, so a second run over the same form adds nothing twice.
 * What differs per builder is only where things are in its markup: the page sets `window.snippetWords`
 * (bench/builder-forms.mjs, `snippet`), and the bench runs it as a builder's ready event would:
 * `jQuery(document).trigger('vg-bench-render', [wrapper])`.
 *   field         the field's selector (the builder's own: its module's fieldSelector)
 *   placeholderOn where the form's `placeholder` class is: 'wrapper' or 'form'
 *   label         the field's label, a selector from the field (null: the label around the field, labelAround)
 *   subBox, subLabel  a compound field's part and its own label in it (null: none)
 *   marked        where a field's classes are, a selector from the field (unset: the field itself)
 *   nested        its fields hold fields (its parts): only the outer ones are a site owner's
 *   switches      its slide-check fields' checkboxes (unset: `.slide-check input[type=checkbox]`)
 * Used by the bench pages only; never shipped.
 */
jQuery(document).on('vg-bench-render', function (event, wrapper) {
  var words = window.snippetWords;
  var $wrapper = jQuery(wrapper);
  var $form = $wrapper.find('form');
  var text = 'input[type=text], input[type=email], input[type=tel], input[type=number], input[type=url], textarea';
  var $fields = $wrapper.find(words.field);
  // A builder whose fields hold fields (Fluent Forms' name): only the outer ones.
  if (words.nested) $fields = $fields.not($fields.find(words.field));
  var marked = function (field) {
    return words.marked ? jQuery(field).find(words.marked)[0] || field : field;
  };

  // 1. Icons: "add fa-solid fa-user end" in the field's classes -> <i class="fa-solid fa-user"> in its first control's box.
  $fields.each(function () {
    var classes = marked(this).className.split(' ');
    var start = jQuery.inArray('add', classes);
    if (start === -1) return;
    var end = jQuery.inArray('end', classes);
    if (end <= start + 1) return;
    var icon = classes.slice(start + 1, end).join(' ');
    var $container = jQuery(this).find(text + ', select').first().parent();
    if ($container.children('i.gf-icon').length) return;
    $container.addClass('gf-has-icon').prepend('<i class="gf-icon ' + icon + '" aria-hidden="true"></i>');
  });

  // 2. Placeholder mode: the label text becomes the placeholder, the labels are hidden.
  if ((words.placeholderOn === 'form' ? $form : $wrapper).hasClass('placeholder')) {
    $fields.each(function () {
      var $field = jQuery(this);
      var $label = words.label ? $field.find(words.label).first() : $field.parent('label');
      var main = jQuery.trim($label.clone().children().remove().end().text());
      var star = function ($input) {
        return $input.prop('required') || $input.attr('aria-required') === 'true' ? ' *' : '';
      };

      // A compound field's parts: "Main: Sub", the part's label hidden.
      var $parts = words.subBox ? $field.find(words.subBox) : jQuery();
      $parts.each(function () {
        var $part = jQuery(this);
        var $sub = $part.find(words.subLabel).first();
        var $input = $part.find(text).first();
        if ($input.length && !$input.attr('placeholder')) $input.attr('placeholder', (main ? main + ': ' : '') + jQuery.trim($sub.text()) + star($input));
        $sub.hide();
      });

      $field.find(text).not($parts.find(text)).each(function () {
        var $input = jQuery(this);
        if (!$input.attr('placeholder')) $input.attr('placeholder', main + star($input));
      });

      $field.find('select').each(function () {
        var $first = jQuery(this).children('option').first();
        if ($first.val() === '' && $first.text() !== main) $first.text(main);
      });

      // A label around its control (Contact Form 7's) cannot be hidden without the control.
      if ($field.find('input[type=checkbox], input[type=radio]').length === 0 && !words.labelAround) $label.hide();
    });
  }

  // 3. slide-check: every checkbox and its label wrapped in switch markup.
  $wrapper.find(words.switches || '.slide-check input[type=checkbox]').each(function () {
    var $input = jQuery(this);
    if ($input.parent().hasClass('gf-switch')) return;
    var $label = this.id ? $input.siblings('label[for="' + this.id + '"]') : jQuery();
    $input.add($label).wrapAll('<span class="gf-switch"></span>');
    $input.after('<span class="gf-switch__slider" aria-hidden="true"></span>');
  });
});
