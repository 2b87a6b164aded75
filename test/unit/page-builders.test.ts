import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startPageBuilders, type PageBuilderData } from '../../src/editor/page-builders';
import { fixture, microtasks, mount } from './helpers';

const data: PageBuilderData = {
  stylesheet: 'data:text/css,.gfield%7B%7D',
  iconsUrl: 'https://example.test/wp-content/plugins/vormgever/icons/',
  floatingLabels: '',
  hiddenForm: 'Dit formulier staat op de pagina.',
};

function started(given: Partial<PageBuilderData> = {}) {
  const stop = startPageBuilders(document, { ...data, ...given });
  onTestFinished(stop);
  return stop;
}

const wrapper = () => document.getElementById('gform_wrapper_1')!;
const stylesheet = () => document.getElementById('vormgever-page-builders-css') as HTMLLinkElement | null;
const note = () => document.querySelector('.vormgever-hidden-form');

/** The visitor's look, drawn without islands: switch hosts left empty, icons, placeholders. */
function expectEnhanced(): void {
  const hosts = document.querySelectorAll('.slide-check .vg-switch');
  expect(hosts.length).toBeGreaterThan(0);
  for (const host of hosts) expect(host.childElementCount, 'no island mounted').toBe(0);
  for (const field of document.querySelectorAll('.gfield[class~="add"]')) expect(field.querySelectorAll('.vg-icon'), field.id).toHaveLength(1);
  expect((document.getElementById('input_1_2') as HTMLInputElement).placeholder).toBe('E-mailadres *');
}

describe('the page builders’ script (block editor canvas, Elementor preview)', () => {
  it('enhances the form and adds the stylesheet after the first pass, once', () => {
    mount(fixture('gf210-orbital.html'));
    wrapper().style.display = ''; // as the block editor renders it (the fixture: hidden for its conditional logic)
    started();
    expectEnhanced();
    expect(stylesheet()?.href).toBe(data.stylesheet);
    expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    expect(note()).toBeNull();
  });

  it('enhances a re-rendered block or widget again before the next task (never the stylesheet without the rules)', async () => {
    document.body.innerHTML = '<div class="widget"></div>';
    started();
    const widget = document.querySelector('.widget')!;
    widget.innerHTML = fixture('gf210-orbital.html');
    await microtasks();
    expectEnhanced();
    widget.innerHTML = fixture('gf210-orbital.html'); // the old form is detached
    await microtasks();
    expectEnhanced();
  });

  it('leaves a note in front of a form Gravity Forms keeps hidden, and takes it away when the form shows', async () => {
    mount(fixture('gf210-orbital.html')); // hidden until its conditional logic has run
    started();
    expect(note()?.textContent).toBe(data.hiddenForm);
    expect(note()?.nextElementSibling).toBe(wrapper());
    wrapper().style.display = '';
    wrapper().querySelector('.gfield')!.className += ' extra'; // a change in the form: a pass
    await microtasks();
    expect(note()).toBeNull();
  });

  it('floats labels when the site does, and its teardown takes back the stylesheet, the class and the notes', async () => {
    mount(fixture('gf210-orbital.html'));
    const stop = started({ floatingLabels: '1' });
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(true);
    stop();
    expect(stylesheet()).toBeNull();
    expect(note()).toBeNull();
    expect(document.documentElement.classList.contains('vg-float-labels')).toBe(false);
    document.body.innerHTML = fixture('gf210-orbital.html');
    await microtasks();
    expect(document.querySelectorAll('.vg-icon, .vg-switch')).toHaveLength(0);
  });

  it('knows every builder\'s words when WordPress starts it, and adds the stylesheets of the builders in the post after the first pass', async () => {
    mount(fixture('form-builders/wpforms-2.0.0.2-modern-first-render.html'));
    const win = window as Window & { vormgever_page_builders?: PageBuilderData; vormgeverPageBuilders?: { stop(): void } };
    const before = window.vormgeverBuilders;
    const wpformsCss = 'data:text/css,.wpforms-field%7B%7D';
    win.vormgever_page_builders = { ...data, builderStylesheets: [wpformsCss, 42, { href: 'javascript:alert(1)' }] };
    onTestFinished(() => {
      win.vormgeverPageBuilders?.stop();
      delete win.vormgeverPageBuilders;
      delete win.vormgever_page_builders;
      window.vormgeverBuilders = before;
    });
    vi.resetModules();
    await import('../../src/editor/page-builders');
    const form = document.querySelector('.wpforms-container form')!;
    expect(form.querySelectorAll('.slide-check .vg-switch').length).toBeGreaterThan(0);
    for (const field of form.querySelectorAll('.wpforms-field[class~="add"]')) expect(field.querySelectorAll('.vg-icon'), field.id).toHaveLength(1);
    // The builder's stylesheet after the main one; what is not an address is left out.
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href)).toEqual([data.stylesheet, wpformsCss]);
    win.vormgeverPageBuilders!.stop();
    expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
    document.body.innerHTML = fixture('form-builders/wpforms-2.0.0.2-modern-first-render.html');
    await microtasks();
    expect(document.querySelectorAll('.vg-icon, .vg-switch')).toHaveLength(0);
  });

  it('knows Ninja Forms\' and Contact Form 7\'s words too (an Elementor preview of a page with both)', async () => {
    document.body.innerHTML = fixture('form-builders/ninja-forms-3.14.3-first-render.html') + fixture('form-builders/cf7-6.1.6-first-render.html');
    const win = window as Window & { vormgever_page_builders?: PageBuilderData; vormgeverPageBuilders?: { stop(): void } };
    const before = window.vormgeverBuilders;
    win.vormgever_page_builders = { ...data };
    onTestFinished(() => {
      win.vormgeverPageBuilders?.stop();
      delete win.vormgeverPageBuilders;
      delete win.vormgever_page_builders;
      window.vormgeverBuilders = before;
    });
    vi.resetModules();
    await import('../../src/editor/page-builders');
    for (const form of document.querySelectorAll('.nf-form-cont form, form.wpcf7-form')) {
      expect(form.querySelectorAll('.vg-switch').length, form.className).toBeGreaterThan(0);
      expect(form.querySelectorAll('.vg-icon').length, form.className).toBeGreaterThan(0);
    }
    expect(document.querySelectorAll('.nf-form-cont form, form.wpcf7-form')).toHaveLength(2);
  });
});
