// Runs in the page (`page.evaluate(measureLooks)`) on test/browser/pages/looks.html, and in the WordPress
// suite on real Gravity Forms and the other real form builders: for every form, the geometry and
// colours Vormgever draws, as plain data. `words` says what a form, its wrapper, its labels and its
// theme's variables are in the builder's markup (Gravity Forms' unless given: builderLooks below);
// written out here, as the function runs in the page on its own.
export function measureLooks({ root = 'body', words } = {}) {
  const { forms: formSelector, wrapper: wrapperSelector, labels: labelSelector, framework: frameworkSelector, vars } = words ?? {
    forms: '.gform_wrapper form',
    wrapper: '.gform_wrapper',
    labels: '.gfield_label',
    framework: '.gform-theme--framework',
    vars: { primary: '--gf-color-primary', accent: '--gf-color-in-ctrl-primary', choice: '--gf-ctrl-choice-size', radius: '--gf-radius', icon: '--gf-ctrl-icon-color', label: '--gf-ctrl-label-color-primary', placeholder: '--gf-ctrl-placeholder-color' },
  };
  const px = (value) => parseFloat(value) || 0;
  /** A colour as the browser computes it (rgb() or rgba()). */
  const css = (color, where = document.body) => {
    const probe = document.createElement('i');
    probe.style.color = color;
    where.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  };
  const rgb = (color) => css(color).match(/[\d.]+/g).map(Number);
  const luminance = (color) => {
    const [r, g, b] = rgb(color).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const background = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const color = getComputedStyle(e).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return 'rgb(255, 255, 255)';
  };
  /** A `line-height: normal` line of a control's font, as the browser lays it out (1.13-1.35 of its size). */
  const normalLine = (cs) => {
    const probe = document.createElement('div');
    for (const name of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle']) probe.style[name] = cs[name];
    probe.style.lineHeight = 'normal';
    probe.textContent = 'x';
    document.body.append(probe);
    const height = probe.getBoundingClientRect().height;
    probe.remove();
    return height;
  };
  const out = [];
  for (const form of document.querySelector(root).querySelectorAll(formSelector)) {
    const wrapper = form.closest(wrapperSelector);
    const wrapperStyle = getComputedStyle(form.querySelector('input, select, textarea') ?? wrapper);
    const gf = (name) => (name ? wrapperStyle.getPropertyValue(name).trim() : '');
    // The form's own classes, on the form or on an element around it (a builder's wrapper).
    const formClass = (name) => !!form.closest(`.${name}, .vg-${name}`);
    const rtl = getComputedStyle(form).direction === 'rtl';
    const icons = [...form.querySelectorAll('i.vg-icon')].map((icon) => {
      const control = icon.nextElementSibling;
      const box = icon.getBoundingClientRect();
      const c = control.getBoundingClientRect();
      const cs = getComputedStyle(control);
      const glyph = getComputedStyle(icon, '::after');
      const glyphSize = px(glyph.width) + (glyph.boxSizing === 'border-box' ? 0 : px(glyph.borderLeftWidth) + px(glyph.borderRightWidth));
      // Where the control's text line is: a one-line control's middle (its padding and border out); a
      // textarea's first line.
      const top = c.top + px(cs.borderTopWidth) + px(cs.paddingTop);
      const line = px(cs.lineHeight) || normalLine(cs);
      const textMiddle = control.localName === 'textarea'
        ? top + line / 2
        : (top + c.bottom - px(cs.borderBottomWidth) - px(cs.paddingBottom)) / 2;
      const glyphEnd = rtl ? c.right - (box.right - box.width / 2 - glyphSize / 2) : box.left + box.width / 2 + glyphSize / 2 - c.left;
      const textStart = px(rtl ? cs.borderRightWidth : cs.borderLeftWidth) + px(rtl ? cs.paddingRight : cs.paddingLeft);
      return {
        control: control.localName,
        offCentre: Math.round(((box.top + px(getComputedStyle(icon).paddingTop) + box.bottom) / 2 - textMiddle) * 10) / 10, // its content box: the glyph's
        gap: Math.round((textStart - glyphEnd) * 10) / 10,
        glyph: Math.round(glyphSize * 10) / 10,
        startSide: rtl ? Math.abs(box.right - c.right) : Math.abs(box.left - c.left),
        // Its glyph's middle within the control's height (not on a line of its own above it).
        inControl: (box.top + px(getComputedStyle(icon).paddingTop) + box.bottom) / 2 >= c.top && (box.top + px(getComputedStyle(icon).paddingTop) + box.bottom) / 2 <= c.bottom,
        // (A control on a page or step out of sight has no place to measure.)
        inSight: control.checkVisibility(),
        color: getComputedStyle(icon).color,
      };
    });
    // (Contact Form 7 puts an owner's class on an acceptance's input itself.)
    const switches = [...form.querySelectorAll(':is(.slide-check input, input.slide-check)[type=checkbox]')].map((input) => {
      const host = input.nextElementSibling;
      const track = host?.querySelector('.vg-switch__track') ?? host;
      const ts = getComputedStyle(track);
      const thumb = host?.querySelector('.vg-switch__thumb') ? getComputedStyle(host.querySelector('.vg-switch__thumb')) : getComputedStyle(host, '::before');
      const ground = background(input.parentElement);
      input.focus({ focusVisible: true });
      // The framework's controls ease their outline colour in: read where it ends.
      for (const animation of input.getAnimations()) animation.finish();
      const focusVisible = input.matches(':focus-visible');
      const outline = getComputedStyle(input).outlineColor;
      input.blur();
      const height = input.getBoundingClientRect().height;
      const [i, h, t, th] = [input, host, track, host?.querySelector('.vg-switch__thumb')].map((e) => e?.getBoundingClientRect());
      return {
        checked: input.checked,
        height,
        hostHeight: host?.getBoundingClientRect().height,
        // The host and its track over the input, the thumb inside the track (the island's parts).
        trackFits: !t || (Math.abs(h.top - i.top) < 0.5 && Math.abs(t.top - i.top) < 0.5 && Math.abs(t.height - i.height) < 0.5),
        thumbInside: !th || (th.top >= t.top - 0.5 && th.bottom <= t.bottom + 0.5 && th.left >= t.left - 0.5 && th.right <= t.right + 0.5),
        fill: ts.backgroundColor,
        // The system's text colour where the switch is (its colour scheme's), for forms without Gravity
        // Forms' colours.
        system: css('CanvasText', input.parentElement),
        ring: ts.borderTopColor,
        ringWidth: px(ts.borderTopWidth),
        radius: px(ts.borderTopLeftRadius),
        thumb: thumb.backgroundColor,
        // The track's edge against the form: its ring, or where that is transparent (or absent) its fill.
        ringContrast: Math.round(contrast(/rgba\(.*, 0\)$/.test(ts.borderTopColor) || !px(ts.borderTopWidth) ? ts.backgroundColor : ts.borderTopColor, ground) * 100) / 100,
        thumbContrast: Math.round(contrast(thumb.backgroundColor, input.checked ? ts.backgroundColor : ground) * 100) / 100,
        focusVisible,
        outline,
        outlineContrast: Math.round(contrast(outline, ground) * 100) / 100,
      };
    });
    // A floating label, or the box around it that floats (Fluent Forms'), and its control: a text
    // control's (not a checkbox's question, which Elementor's acceptance has by its field label's `for`).
    const controlOf = (label) => document.getElementById(label.htmlFor ?? label.querySelector('label')?.htmlFor ?? '');
    const floats = [...form.querySelectorAll(labelSelector)].filter((label) => formClass('float-labels') && controlOf(label)?.matches('input:not([type=checkbox], [type=radio]), textarea, select')).map((label) => {
      const control = controlOf(label);
      const ls = getComputedStyle(label);
      const cs = getComputedStyle(control);
      const l = label.getBoundingClientRect();
      const c = control.getBoundingClientRect();
      return {
        control: control.localName,
        floated: ls.opacity === '1',
        filled: !!control.value, // floated by its value; an empty control shows its placeholder instead
        size: Math.round(l.height / 1.25 * 100) / 100, // its line is 1.25 of its shown size
        controlSize: px(cs.fontSize),
        inside: l.top >= c.top - 0.5 && l.bottom <= c.bottom + 0.5 && l.left >= c.left - 0.5 && l.right <= c.right + 0.5,
        aboveText: l.bottom <= c.top + px(cs.borderTopWidth) + px(cs.paddingTop) + 0.5,
        color: ls.color,
      };
    });
    // Placeholders shown in placeholder mode: their colour, the control's own, and their contrast with
    // the control's background (a translucent colour laid over it, as painted); and the contrast of the
    // label each one stands for, in its own colour on its own ground (as the page shows it without
    // Vormgever).
    const shown = formClass('placeholder') ? [...form.querySelectorAll('input[placeholder], textarea[placeholder]')].filter((control) => !control.value && control.checkVisibility()) : [];
    const placeholders = shown.map((control) => {
      const color = getComputedStyle(control, '::placeholder').color;
      const ground = background(control);
      const [r, g, b, a = 1] = rgb(color);
      const painted = `rgb(${rgb(ground).map((c, i) => [r, g, b][i] * a + c * (1 - a)).join(',')})`;
      const label = control.labels?.[0];
      const labelContrast = label ? Math.round(contrast(getComputedStyle(label).color, background(label)) * 100) / 100 : null;
      return { control: control.id, color, own: getComputedStyle(control).color, contrast: Math.round(contrast(painted, ground) * 100) / 100, labelContrast };
    });
    out.push({
      cell: form.closest('[id]:not(form)')?.id ?? wrapper.id,
      kind: form.dataset.kind ?? (formClass('float-labels') ? 'float' : 'plain'),
      rtl,
      // In its builder's own theme: the framework's class (Gravity Forms 2.7+), or its variables set.
      framework: frameworkSelector ? !!form.closest(frameworkSelector) : !!gf(vars.primary),
      // Whether the builder has a colour for the on-track (else the track takes the page's text colour).
      accentVar: !!vars.accent,
      // A builder whose theme says only its text colours (Elementor's kit): its icons and labels take them.
      colourVarsOnly: !vars.primary && !!(gf(vars.icon) || gf(vars.label)),
      gf: { primary: gf(vars.primary) && css(gf(vars.primary)), accent: gf(vars.accent) && css(gf(vars.accent)), choice: px(gf(vars.choice)), radius: gf(vars.radius), icon: gf(vars.icon) && css(gf(vars.icon)), label: gf(vars.label) && css(gf(vars.label)), placeholder: gf(vars.placeholder) && css(gf(vars.placeholder)) },
      text: getComputedStyle(form).color,
      icons,
      switches,
      floats,
      placeholders,
    });
  }
  return out;
}

/**
 * What measureLooks found wrong, one line each (empty: every form looks right): icons centred on the
 * control's text line (a textarea's first) within 1 px, at its start edge, the text >= 4 px after the
 * glyph; switches and floated labels in the form's own theme, 3:1; floated labels no larger than the
 * control's text, inside it, above its text line; placeholders in the form's own colours, 4.5:1 or as
 * their label without Vormgever where the site's colours give it less (`placeholders: false` where the
 * browser cannot say what colour a placeholder has).
 */
export function lookFailures(forms, { placeholders = true } = {}) {
  const failures = [];
  const check = (ok, what) => ok || failures.push(what);
  for (const form of forms) {
    const at = `${form.cell} ${form.kind}`;
    // Icons: centred on the control's text line (a textarea's first, the one floated labels move
    // down) within 1 px in every look, at the control's start edge, the typed text >= 4 px after the
    // glyph.
    for (const icon of form.icons) {
      check(Math.abs(icon.offCentre) <= 1, `${at} ${icon.control}: icon ${icon.offCentre} px off the text line`);
      check(icon.gap >= 4, `${at} ${icon.control}: text ${icon.gap} px after the icon`);
      check(icon.startSide <= 1, `${at} ${icon.control}: icon ${icon.startSide} px from the start edge`);
      if (icon.inControl !== undefined) check(icon.inControl, `${at} ${icon.control}: icon outside the control's height`);
      check(icon.color === ((form.framework || form.colourVarsOnly) && form.gf.icon || form.text), `${at}: icon colour ${icon.color}`);
    }
    // Switches: the builder's primary colour (on: Gravity Forms' choices' accent, where the form has one),
    // choice size (where it has one) and radius, or the page's text colour; 3:1 for the track's edge and
    // the thumb in both states.
    for (const s of form.switches) {
      const on = form.framework ? form.gf.primary : form.text;
      const accent = form.framework && form.accentVar ? form.gf.accent || on : s.system;
      if (s.checked) check(s.fill === accent, `${at}: switch on ${s.fill}, not ${accent}`);
      // (WebKit shows no focus ring for a script's focus() under WebDriver: checked where shown.)
      if (s.focusVisible && form.framework) check(s.outline === on, `${at}: focus ring ${s.outline}`);
      else if (s.focusVisible) check(s.outlineContrast >= 3, `${at}: focus ring ${s.outline}, ${s.outlineContrast}:1`);
      if (form.framework) {
        check(s.radius === parseFloat(form.gf.radius), `${at}: radius ${s.radius}, not ${form.gf.radius}`);
        if (form.gf.choice) check(Math.abs(s.height - Math.max(24, form.gf.choice)) < 0.5, `${at}: switch ${s.height} px high, choice size ${form.gf.choice}`);
      }
      check(s.height >= 24 && s.hostHeight === s.height, `${at}: switch ${s.height} / ${s.hostHeight} px`);
      if (s.trackFits !== undefined) check(s.trackFits && s.thumbInside, `${at}: switch's track off its input (${s.trackFits}) or thumb out of its track (${s.thumbInside})`);
      check(s.ringContrast >= 3 && s.thumbContrast >= 3, `${at}: contrast ring ${s.ringContrast}, thumb ${s.thumbContrast}`);
    }
    // Floated labels: no larger than the control's text, inside the control, above the text line,
    // in Gravity Forms' label colour or the page's.
    for (const label of form.floats) {
      check(label.floated === label.filled, `${at} ${label.control}: label ${label.floated ? '' : 'not '}floated`);
      if (!label.filled) continue;
      check(label.size <= label.controlSize + 0.1, `${at} ${label.control}: label ${label.size} px over ${label.controlSize} px text`);
      check(label.inside && label.aboveText, `${at} ${label.control}: label clipped or on the text`);
      check(label.color === ((form.framework || form.colourVarsOnly) && form.gf.label || form.text), `${at}: label colour ${label.color}`);
    }
    // Placeholders (the labels, in placeholder mode): Gravity Forms' placeholder colour where the form
    // has one, else the control's own text colour; 4.5:1 against the control, or no less than the label
    // it stands for where the site's own colours give that label less (Elementor's default kit: its
    // labels and fields #7A7A7A, 4.29:1 on white; the site owner's colour, not Vormgever's to change).
    for (const p of placeholders ? form.placeholders : []) {
      check(p.color === (form.gf.placeholder || p.own), `${at} ${p.control}: placeholder colour ${p.color}`);
      check(p.contrast >= Math.min(4.5, p.labelContrast ?? 4.5), `${at} ${p.control}: placeholder ${p.contrast}:1${p.labelContrast < 4.5 ? ` (its label ${p.labelContrast}:1)` : ''}`);
    }
  }
  return failures;
}

/**
 * measureLooks()'s words for the other builders (what each one's stylesheet words say, src/builders/):
 * its forms, their wrapper, the labels that float, and its theme's variables (null where it has none).
 */
export const builderLooks = {
  wpforms: {
    forms: '.wpforms-container form',
    wrapper: '.wpforms-container',
    labels: '.wpforms-field-label, .wpforms-field-sublabel',
    framework: null,
    vars: { primary: '--wpforms-button-background-color', accent: '--wpforms-button-background-color', choice: '--wpforms-field-size-checkbox-size', radius: '--wpforms-field-border-radius', icon: '--wpforms-field-text-color', label: '--wpforms-label-color', placeholder: null },
  },
  fluentform: {
    forms: '.fluentform form',
    wrapper: '.fluentform',
    labels: '.ff-el-input--label',
    framework: null,
    vars: { primary: '--fluentform-primary', accent: '--fluentform-primary', choice: null, radius: '--fluentform-border-radius', icon: null, label: null, placeholder: null },
  },
  formidable: {
    forms: '.frm_forms form',
    wrapper: '.frm_forms',
    labels: '.frm_primary_label, [data-sub-field-name] > label',
    framework: null,
    vars: { primary: '--border-color-active', accent: null, choice: null, radius: '--border-radius', icon: '--text-color', label: '--label-color', placeholder: '--text-color-disabled' },
  },
  // Ninja Forms and Contact Form 7 have no custom properties: every look follows the control's own
  // colours and size, or the page's text colour.
  ninjaforms: {
    forms: '.nf-form-cont form',
    wrapper: '.nf-form-cont',
    labels: '.nf-field-label > label',
    framework: null,
    vars: { primary: null, accent: null, choice: null, radius: null, icon: null, label: null, placeholder: null },
  },
  contactform7: {
    forms: '.wpcf7 form',
    wrapper: '.wpcf7',
    // No floating labels (its default template's label holds its control).
    labels: 'label[for]',
    framework: null,
    vars: { primary: null, accent: null, choice: null, radius: null, icon: null, label: null, placeholder: null },
  },
  // Elementor Pro's Form widget: the kit's global text colour (its labels' and fields'), nothing else.
  elementorform: {
    forms: '.elementor-widget-form form',
    wrapper: '.elementor-widget-form',
    labels: '.elementor-field-label',
    framework: null,
    vars: { primary: null, accent: null, choice: null, radius: null, icon: '--e-global-color-text', label: '--e-global-color-text', placeholder: null },
  },
};

/**
 * What is wrong with the selects below the matrix (pages/looks/selects.js: `{ parse, now }`, each select's
 * label as parsed, with the stylesheet alone, and now, with the script's pass), one line each: a label in
 * sight that should not be, or out of sight that should be (a select whose first choice has a value keeps
 * its label in placeholder mode, floated where labels float), either at the first paint or now; a label
 * or select moved by the script.
 */
export function selectLabelFailures({ parse, now }) {
  const failures = [];
  for (const [i, select] of now.entries()) {
    const first = parse[i];
    for (const [when, seen] of [['at the first paint', first], ['after the script', select]]) {
      if (seen.shown !== seen.expected) failures.push(`${select.id}: its label ${seen.shown ? 'in' : 'out of'} sight ${when}`);
    }
    if (JSON.stringify(first.where) !== JSON.stringify(select.where)) failures.push(`${select.id}: moved by the script (${JSON.stringify(first.where)} -> ${JSON.stringify(select.where)})`);
  }
  return failures;
}
