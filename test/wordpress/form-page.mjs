// A form's page in the browser, for the suite's form tests: open it, let Vormgever settle, reach for a
// form (its switch islands mount), and read what Vormgever did to a form from the DOM.
import { newPage, url } from './wp.mjs';

export async function openForm(browser, path) {
  const page = await newPage(browser);
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => window.vormgever?.controller);
  await settle(page);
  return page;
}

export const settle = (page) => page.evaluate(() => window.vormgever.controller.settled());

/** The visitor reaches for the form (the pointer enters it): its switch islands mount. */
export async function reach(page, wrapperId) {
  await page.mouse.move(0, 0);
  await page.hover(`#${wrapperId} form`, { position: { x: 5, y: 5 } });
  await settle(page);
}

/** What Vormgever did to the form in `wrapperId`, read from the DOM. */
export function enhancement(page, wrapperId) {
  return page.evaluate((id) => {
    const wrapper = document.getElementById(id);
    const controls = wrapper.querySelectorAll('.gfield :is(input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea)');
    return {
      icons: [...wrapper.querySelectorAll('.gfield i.vg-icon')].map((icon) => ({
        field: icon.closest('.gfield').id,
        hidden: icon.getAttribute('aria-hidden'),
        beforeControl: Boolean(icon.nextElementSibling?.matches('input, select, textarea')),
      })),
      placeholders: Object.fromEntries([...controls].map((control) => [control.id, control.getAttribute('placeholder')])),
      hiddenLabels: [...controls].filter((control) => {
        const label = wrapper.querySelector(`label[for="${control.id}"]`);
        return label && (label.hidden || getComputedStyle(label).clipPath !== 'none');
      }).length,
      selects: [...wrapper.querySelectorAll('select')].map((select) => select.classList.contains('vg-placeholder-select')),
      switches: [...wrapper.querySelectorAll('.slide-check input[type=checkbox]')].map((input) => ({
        id: input.id,
        role: input.getAttribute('role'),
        island: Boolean(input.nextElementSibling?.matches('span.vg-switch[aria-hidden=true]') && input.nextElementSibling.querySelector('.vg-switch__thumb')),
        // Drawn as a switch over the input, in the plugin's own theme framework (which resets every
        // element and draws its own checkbox): the host covers the input, a pill wider than tall.
        drawn: (() => {
          const box = input.getBoundingClientRect();
          const host = input.nextElementSibling?.getBoundingClientRect();
          const near = (a, b) => Math.abs(a - b) < 1;
          if (box.width === 0) return 'hidden'; // on another page of the form
          return Boolean(host && near(box.left, host.left) && near(box.top, host.top) && near(box.width, host.width) && near(box.height, host.height) && box.width > 1.5 * box.height);
        })(),
        checked: input.checked,
      })),
    };
  }, wrapperId);
}
