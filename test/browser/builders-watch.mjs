// What builders.test.mjs runs in the page, before the page's own scripts (an init script): a
// layout-shift recorder, and a watch over every change of the page that checks Vormgever's promises
// in the same task as the change. Its MutationObserver is made before Vormgever's, so at each change
// it is called first (it notes the honeypots as the builder's script left them) and its queued
// microtask runs after Vormgever's pass: there it checks that every marked field is enhanced once
// (a switch host per checkbox, one icon before the first text control, placeholders) and that the
// honeypots are as the builder left them. The first pass (when the module runs, after parsing) is
// checked at DOMContentLoaded against the honeypots as parsed.

/**
 * Runs in the page. `words`: the builder's { forms, honeypots, notOurs } selectors, and optionally
 * `untouched` (what must stay exactly as the builder left it: the honeypots and, say, a quiz; the
 * honeypots by default) and `marked` (the field around an element with markers, where a builder puts an
 * owner's classes on the control: Contact Form 7's wrap), and `built` (its script builds the form in the
 * browser, Ninja Forms; the selector of its fields: `vg.built` is the time of the change that brought the
 * first form, `vg.builtBoxes` its fields' boxes then, before Vormgever's pass, `vg.painted` a time after the
 * frame that painted it), and `dormant` (where a form is that the builder keeps to copy from later and
 * Vormgever leaves: Elementor's popup in the page before its script opens it). Results in window.__vg:
 * { batches, problems, shifts }.
 */
export function watch(words) {
  const vg = (window.__vg = { batches: 0, problems: [], shifts: [], first: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const inForm = entry.sources.some((source) => source.node?.closest?.(words.forms));
      // Wholly above the first form, before and after (no form yet: not above): Vormgever writes only in
      // forms, so such a shift is the page's own.
      const formTop = document.querySelector(words.forms)?.getBoundingClientRect().top;
      const above = formTop !== undefined && entry.sources.every((source) => source.previousRect.bottom <= formTop && source.currentRect.bottom <= formTop);
      const rect = ({ x, y, width, height }) => [x, y, width, height].map(Math.round);
      vg.shifts.push({ value: entry.value, recent: entry.hadRecentInput, at: entry.startTime, inForm, above, sources: entry.sources.map((source) => `${source.node?.id || source.node?.className || source.node?.nodeName} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const textControl = 'input:not([type]), input[type=text], input[type=email], input[type=tel], select, textarea';
  const honeypots = () => [...document.querySelectorAll(words.honeypots)];
  const untouched = () => [...document.querySelectorAll(words.untouched ?? words.honeypots)];
  const snapshot = () => untouched().map((trap) => [trap, trap.outerHTML]);
  // The fields whose markers are on `selector`'s elements, each once.
  const fieldsOf = (form, selector) => [...new Set([...form.querySelectorAll(selector)].map((element) => (words.marked && element.closest(words.marked)) || element))];
  const describe = (element) => `${element.localName}#${element.id || ''}.${String(element.className).trim().split(/\s+/).join('.')}`;

  /** What is wrong with the enhancement of the builder's forms now (an empty list: nothing). */
  function audit() {
    const problems = [];
    const inTrap = (element) => element.closest(words.honeypots);
    for (const form of document.querySelectorAll(words.forms)) {
      // A form the builder keeps to copy from later (Elementor's popup before its script takes it out of the page): not one a visitor sees.
      if (words.dormant && form.closest(words.dormant)) continue;
      for (const field of fieldsOf(form, '.slide-check')) {
        if (inTrap(field)) continue;
        const boxes = field.querySelectorAll('input[type=checkbox]');
        for (const box of boxes) {
          if (box.getAttribute('role') !== 'switch') problems.push(`${describe(box)}: no role=switch`);
          if (!box.nextElementSibling?.matches('span.vg-switch[aria-hidden=true]')) problems.push(`${describe(box)}: no switch host right after it`);
        }
        const hosts = field.querySelectorAll('.vg-switch').length;
        if (hosts !== boxes.length) problems.push(`${describe(field)}: ${hosts} switch hosts for ${boxes.length} checkboxes`);
      }
      for (const field of fieldsOf(form, '.add.end')) {
        if (inTrap(field)) continue;
        const icons = field.querySelectorAll('i.vg-icon');
        const control = [...field.querySelectorAll(textControl)].find((candidate) => !candidate.closest(words.notOurs));
        if (icons.length !== 1) problems.push(`${describe(field)}: ${icons.length} icons`);
        else if (icons[0].nextElementSibling !== control) problems.push(`${describe(field)}: the icon is not right before ${control && describe(control)}`);
      }
      if (form.closest('.placeholder')) {
        for (const control of form.querySelectorAll('input[type=text], input[type=email], input[type=tel], textarea')) {
          if (inTrap(control) || control.closest(words.notOurs)) continue;
          if (!control.getAttribute('placeholder')?.trim()) problems.push(`${describe(control)}: no placeholder`);
        }
        for (const select of form.querySelectorAll('select')) {
          if (!inTrap(select) && !select.classList.contains('vg-placeholder-select')) problems.push(`${describe(select)}: not marked as a placeholder select`);
        }
      }
    }
    for (const trap of untouched()) {
      // (An aria-labelledby naming the trap's own label is the builder's: Ninja Forms' honeypot.)
      const touched = trap.querySelector('i.vg-icon, .vg-switch, [role=switch], [placeholder], label[hidden]') ??
        [...trap.querySelectorAll('[aria-labelledby]')].find((element) => element.getAttribute('aria-labelledby').split(/\s+/).some((id) => !trap.querySelector(`[id="${id}"]`)));
      if (touched) problems.push(`honeypot ${describe(trap)}: ${describe(touched)}`);
      if (trap.matches(words.honeypots)) for (const input of trap.querySelectorAll('input')) if (input.value) problems.push(`honeypot ${describe(trap)}: filled in`);
    }
    const icons = document.querySelectorAll('i.vg-icon').length;
    const marked = [...document.querySelectorAll(words.forms)].filter((form) => !(words.dormant && form.closest(words.dormant))).flatMap((form) => fieldsOf(form, '.add.end')).filter((field) => !inTrap(field)).length;
    if (icons !== marked) problems.push(`${icons} icons on the page for ${marked} marked fields`);
    return problems;
  }

  function compare(before, when) {
    for (const [trap, html] of before) {
      if (trap.isConnected && trap.outerHTML !== html) vg.problems.push(`${when}: untouchable ${describe(trap)} changed:\n  ${html}\n  ${trap.outerHTML}`);
    }
  }

  const observer = new MutationObserver(() => {
    vg.batches++;
    if (words.built && vg.built === undefined && document.querySelector(words.forms)) {
      vg.built = performance.now();
      // Each field's box as the builder built it, before Vormgever's pass (its observer is called after this one).
      vg.builtBoxes = [...document.querySelectorAll(`:is(${words.forms}) ${words.built}`)].map((field) => {
        const { top, left, width, height } = field.getBoundingClientRect();
        return { id: field.id, top, left, width, height };
      });
      requestAnimationFrame(() => requestAnimationFrame(() => (vg.painted = performance.now())));
    }
    const before = snapshot();
    queueMicrotask(() => {
      compare(before, `change ${vg.batches}`);
      for (const problem of audit()) vg.problems.push(`change ${vg.batches}: ${problem}`);
    });
  });
  let parsed;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    // Parsed, the module scripts not yet run.
    parsed = snapshot();
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  // Registered before the page's scripts: runs after Vormgever's first pass, before the builder's ready code.
  document.addEventListener('DOMContentLoaded', () => {
    // What the builder's script will keep of its dormant forms (after Vormgever's first pass, before its own ready code).
    if (words.dormant) vg.dormant = [...document.querySelectorAll(words.dormant)].map((element) => element.outerHTML);
    compare(parsed, 'first pass');
    vg.first = audit();
    for (const problem of vg.first) vg.problems.push(`first pass: ${problem}`);
  });
  window.__vgAudit = audit;
}
