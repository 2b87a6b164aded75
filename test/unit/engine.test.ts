import { describe, expect, it, vi } from 'vitest';
import { startTag } from '../../src/engine/console';
import { icons } from '../../src/rules/icons';
import { fixture, microtasks, mount, recordPasses, rerenderInPlace, silenceConsole, started } from './helpers';

const wrapper = () => document.getElementById('gform_wrapper_1')!;
const iconCount = () => document.querySelectorAll('.vg-icon').length;
const email = () => document.getElementById('input_1_2') as HTMLInputElement;

function innerOfWrapper(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector('.gform_wrapper')!.innerHTML;
}

/** Asserts the form is fully enhanced: one icon per marked field, placeholders in place. */
function expectEnhanced(): void {
  for (const field of document.querySelectorAll('.gfield[class~="add"]')) {
    expect(field.querySelectorAll('.vg-icon'), field.id).toHaveLength(1);
  }
  expect(email().placeholder).toBe('E-mailadres *');
  expect((document.getElementById('input_1_1_3') as HTMLInputElement).placeholder).toBe('Naam: Voornaam *');
}

describe('start()', () => {
  it('enhances the forms present at start, synchronously', () => {
    mount(fixture('gf210-orbital.html'));
    started();
    expectEnhanced();
    expect(iconCount()).toBe(7);
  });

  it('processes an in-place re-render (wrapper inner HTML replaced) in the same task, before the next one', async () => {
    mount(fixture('gf210-orbital.html'));
    started();
    rerenderInPlace(wrapper(), fixture('gf210-orbital-invalid.html'));
    expect(email().placeholder).toBe(''); // not yet: the observer runs at the end of this task
    await microtasks();
    expectEnhanced();
    expect(email().value).toBe('geen-e-mailadres'); // the posted value stays
  });

  it('processes a re-render that replaces the whole wrapper (outerHTML)', async () => {
    mount(fixture('gf210-orbital-ajax.html'));
    started();
    wrapper().outerHTML = fixture('gf210-orbital-ajax-invalid.html').replace(/^<!--.*-->\n/, '');
    await microtasks();
    expectEnhanced();
  });

  it('processes a form added later anywhere (a popup, a tab)', async () => {
    document.body.innerHTML = '<div id="popup" hidden></div>';
    started();
    const popup = document.getElementById('popup')!;
    popup.innerHTML = fixture('gf210-orbital.html');
    await microtasks();
    expectEnhanced();
  });

  it('processes one replaced .gform_page of a multi-page form, and applies to hidden pages', async () => {
    mount(fixture('gf210-multipage-ajax.html'));
    started();
    const pages = document.querySelectorAll<HTMLElement>('.gform_page');
    expect(pages.length).toBeGreaterThan(1);
    const hiddenIcons = pages[1]!.querySelectorAll('.vg-icon').length;
    expect(hiddenIcons).toBeGreaterThan(0); // display:none pages are enhanced too
    const html = pages[0]!.outerHTML;
    pages[0]!.outerHTML = html; // the page comes back unenhanced
    await microtasks();
    for (const field of document.querySelectorAll('.gfield[class~="add"]')) {
      expect(field.querySelectorAll('.vg-icon'), field.id).toHaveLength(1);
    }
  });

  it('makes no pass when something outside every form changes (a banner appended to body)', async () => {
    mount(fixture('gf210-orbital.html'));
    started();
    const passes = recordPasses();
    const banner = document.createElement('div');
    banner.innerHTML = '<p class="cookie-banner">Wij gebruiken cookies.</p>';
    document.body.append(banner);
    document.getElementById('gform_wrapper_1')!.classList.add('gform_wrapper--shown');
    await microtasks();
    expect(passes).toEqual([]);
  });

  it('needs no pass when a page change only toggles display', async () => {
    mount(fixture('gf210-multipage-ajax.html'));
    started();
    const passes = recordPasses();
    const pages = document.querySelectorAll<HTMLElement>('.gform_page');
    pages[0]!.style.display = 'none';
    pages[1]!.style.display = '';
    await microtasks();
    expect(passes).toEqual([]);
  });

  it('enhances a wrapper that starts hidden (conditional logic) and fields shown later', async () => {
    mount(fixture('gf210-orbital.html'));
    expect(wrapper().style.display).toBe('none');
    started();
    expectEnhanced();
    wrapper().style.display = 'block';
    await microtasks();
    expect(iconCount()).toBe(7);
  });

  it('never wakes itself: its own writes cause no second pass', async () => {
    mount(fixture('gf210-orbital.html'));
    const passes = recordPasses();
    const controller = started();
    await controller.settled(); // islands drawn too
    await microtasks();
    await new Promise((done) => setTimeout(done, 10));
    expect(passes).toHaveLength(1);
    expect(passes[0]!.changed).toBeGreaterThan(0);
  });

  it('makes a pass of 0 writes when the plugin adds its submit spinner', async () => {
    mount(fixture('gf210-orbital.html'));
    started();
    const passes = recordPasses();
    const before = document.body.innerHTML;
    const spinner = document.createElement('span');
    spinner.className = 'gform-loader';
    document.querySelector('.gform_footer')!.append(spinner);
    await microtasks();
    expect(passes).toEqual([expect.objectContaining({ formId: '1', changed: 0 })]);
    spinner.remove();
    expect(document.body.innerHTML).toBe(before);
  });

  it('200 in-place re-renders leave exactly one icon per field and correct placeholders', async () => {
    mount(fixture('gf210-orbital.html'));
    started();
    const fresh = [fixture('gf210-orbital.html'), fixture('gf210-orbital-invalid.html')].map(innerOfWrapper);
    for (let i = 0; i < 200; i++) {
      wrapper().innerHTML = fresh[i % 2]!;
      await microtasks();
    }
    expectEnhanced();
    expect(iconCount()).toBe(7);
    // No time limit: parsing the form 200 times in a DOM emulation takes 2-30 s as the machine is busy,
    // and the loop ends by itself (200 turns; a pass that woke itself without end would keep the
    // limit's timer from firing anyway).
  }, 0);

  it('reacts when a script adds a marker class later', async () => {
    mount(fixture('gf210-orbital.html'));
    const form = document.querySelector('form')!;
    form.classList.remove('placeholder');
    started();
    expect(email().placeholder).toBe('');
    form.classList.add('placeholder');
    await microtasks();
    expect(email().placeholder).toBe('E-mailadres *');
  });

  it('does nothing after stop()', async () => {
    mount(fixture('gf210-orbital.html'));
    const controller = started();
    controller.stop();
    const passes = recordPasses();
    rerenderInPlace(wrapper(), fixture('gf210-orbital-invalid.html'));
    await microtasks();
    expect(iconCount()).toBe(0);
    expect(passes).toEqual([]);
    controller.stop(); // twice is fine
  });

  it('watches only options.root when given', async () => {
    document.body.innerHTML = `<div id="a"></div><div id="b"></div>`;
    started({ root: document.getElementById('a')! });
    document.getElementById('b')!.innerHTML = fixture('gf210-orbital.html');
    await microtasks();
    expect(iconCount()).toBe(0);
    document.getElementById('b')!.innerHTML = '';
    document.getElementById('a')!.innerHTML = fixture('gf210-orbital.html');
    await microtasks();
    expect(iconCount()).toBe(7);
  });

  it('a rule that throws on one field is reported with that field; the rest is still enhanced', () => {
    const { error } = silenceConsole();
    mount(fixture('gf210-orbital.html'));
    const broken = document.getElementById('field_1_2')!;
    const apply = icons.applyTo;
    vi.spyOn(icons, 'applyTo').mockImplementation((field, context) => {
      if (field === broken) throw new Error('boom');
      return apply.call(icons, field, context);
    });
    started();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('icons rule failed'), startTag(broken), expect.any(Error));
    expect(broken.querySelector('.vg-icon')).toBeNull();
    expect(email().placeholder).toBe('E-mailadres *'); // other rules on the same field ran
    expect(iconCount()).toBe(6);
  });

  it('reads the full settings (a lazy chunk, with its warnings) only when something needs them', async () => {
    const { warn } = silenceConsole();
    mount(fixture('gf210-orbital.html'));
    document.head.innerHTML = '<script type="application/json" id="vormgever-config">{"kit":{"lightbox_enable_zoom":"misschien"}}</script>';
    const controller = started();
    await controller.settled();
    await new Promise((done) => setTimeout(done, 20)); // no idle reading either
    expect(warn).not.toHaveBeenCalled();
    expect(controller.device()).toBeNull(); // not read yet: this call starts reading
    await controller.settled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('lightbox_enable_zoom');
    expect(controller.device()).toEqual(expect.any(String)); // from the window's width
    expect((await controller.settings()).lightbox.zoom).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1); // read once
  });

  it('leaves the page builder editor preview alone', () => {
    mount(fixture('gf210-orbital.html'));
    document.body.classList.add('elementor-editor-active');
    started();
    expect(iconCount()).toBe(0);
    expect(email().placeholder).toBe('');
  });
});
