// What a strict Content Security Policy asks of Vormgever, in the DOM: the stylesheet adopted as a
// constructed sheet (a <style> with the page's nonce where those are missing), GLightbox's HTML
// slots filled through a Trusted Types policy that lets through nothing but its slide markup, its
// style attributes set through the CSSOM, and no HTML sink in Vormgever's own code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles, hasStyles } from '../../src/islands/stylesheet';

const constructedSheets = Array.isArray(document.adoptedStyleSheets);
const styleElements = () => document.querySelectorAll('style');

/** Takes constructed stylesheets away from this document, as in a browser without them. */
function withoutConstructedSheets(): void {
  if (constructedSheets) Object.defineProperty(document, 'adoptedStyleSheets', { value: undefined, configurable: true });
}
afterEach(() => {
  if (constructedSheets) delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
});

describe('adoptStyles', () => {
  it('puts the sheet in once, however often it is called, and takes it out again', () => {
    const remove = adoptStyles(document, 'vg-test', '.a { color: red }');
    adoptStyles(document, 'vg-test', '.a { color: red }');
    expect(hasStyles(document, 'vg-test')).toBe(true);
    if (constructedSheets) {
      // No element: nothing for a style-src policy to refuse.
      expect(styleElements()).toHaveLength(0);
      expect(document.adoptedStyleSheets).toHaveLength(1);
      expect(document.adoptedStyleSheets[0]!.cssRules[0]!.cssText).toMatch(/^\.a \{ ?color: red;? ?\}$/);
    } else {
      expect(styleElements()).toHaveLength(1);
      expect(document.getElementById('vg-test')!.textContent).toBe('.a { color: red }');
    }
    remove();
    expect(hasStyles(document, 'vg-test')).toBe(false);
    expect(styleElements()).toHaveLength(0);
  });

  // (A theme that re-renders its head, a performance plugin that rebuilds the adopted list.)
  it('keeps the page\'s own sheets, and puts its sheet in again when the page has dropped it', () => {
    if (constructedSheets) {
      const page = new CSSStyleSheet();
      document.adoptedStyleSheets = [page];
      adoptStyles(document, 'vg-test', '.a { color: red }');
      expect(document.adoptedStyleSheets).toHaveLength(2);
      expect(document.adoptedStyleSheets[0]).toBe(page);
      document.adoptedStyleSheets = [page];
      expect(hasStyles(document, 'vg-test')).toBe(false);
      adoptStyles(document, 'vg-test', '.a { color: red }');
      expect(document.adoptedStyleSheets).toHaveLength(2);
      return;
    }
    // Where constructed stylesheets are missing (jsdom): its <style>, beside the page's own.
    const page = document.createElement('style');
    page.textContent = '.b { color: blue }';
    document.head.append(page);
    const remove = adoptStyles(document, 'vg-test', '.a { color: red }');
    expect([...styleElements()]).toEqual([page, document.getElementById('vg-test')]);
    document.getElementById('vg-test')!.remove();
    expect(hasStyles(document, 'vg-test')).toBe(false);
    adoptStyles(document, 'vg-test', '.a { color: red }');
    expect(styleElements()).toHaveLength(2);
    expect(styleElements()[0]).toBe(page);
    expect(document.getElementById('vg-test')!.textContent).toBe('.a { color: red }');
    remove();
    page.remove();
  });

  it('without constructed stylesheets: a <style> with the nonce of the page (read from the property: browsers hide the attribute)', () => {
    withoutConstructedSheets();
    const own = document.createElement('script');
    own.setAttribute('nonce', 'abc123');
    own.nonce = 'abc123';
    document.head.append(own);
    adoptStyles(document, 'vg-test', '.a { color: red }');
    adoptStyles(document, 'vg-test', '.a { color: red }');
    expect(styleElements()).toHaveLength(1);
    expect(document.getElementById('vg-test')!.nonce).toBe('abc123');
    expect(hasStyles(document, 'vg-test')).toBe(true);
  });

  it('without constructed stylesheets and without a nonce: a plain <style>', () => {
    withoutConstructedSheets();
    adoptStyles(document, 'vg-test', '.a { color: red }');
    const style = document.getElementById('vg-test')!;
    expect(style.nonce || style.getAttribute('nonce') || '').toBe('');
  });
});

describe('GLightbox under the policy (policy.ts)', () => {
  // A fresh policy.ts for each test, as on a new page: its policy is made once per page (a file that
  // ran before this one in the same worker may have made it already).
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** A Trusted Types stand-in: its TrustedHTML is a wrapped string. */
  function stubTrustedTypes(allowed = true) {
    const created: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, rules: { createHTML(input: string): string }) {
        if (!allowed) throw new TypeError(`Policy "${name}" disallowed.`);
        created.push(name);
        return { createHTML: (input: string) => ({ trusted: rules.createHTML(input) }) };
      },
    });
    return created;
  }

  it('gives titles and descriptions as escaped text, TrustedHTML from the "vormgever" policy where there is Trusted Types', async () => {
    const created = stubTrustedTypes();
    const { fixedHtml, frameHtml, textAsHtml } = await import('../../src/islands/lightbox/policy');
    expect(textAsHtml(window, '<img src=x onerror=alert(1)> & "zo"')).toEqual({ trusted: '&#60;img src=x onerror=alert(1)&#62; &#38; &#34;zo&#34;' });
    expect(textAsHtml(window, '')).toBe('');
    // Fixed markup passes the policy unescaped while it is handed over, and only then.
    expect(fixedHtml(window, '<div class="gslide"></div>')).toEqual({ trusted: '<div class="gslide"></div>' });
    expect(textAsHtml(window, '<div class="gslide"></div>')).toEqual({ trusted: '&#60;div class=&#34;gslide&#34;&#62;&#60;/div&#62;' });
    // GLightbox fills icons into its frame with replace(): the frame has none, and stays TrustedHTML.
    const frame = frameHtml(window) as { trusted: string; replace(pattern: RegExp, value: string): unknown };
    expect(frame.trusted).toMatch(/^<div id="glightbox-body" class="glightbox-container vg-lightbox" tabindex="-1">/); // the dialog role comes at the hand-over (session.tsx)
    expect(frame.replace(/{nextSVG}/g, '<svg></svg>')).toBe(frame);
    expect(created).toEqual(['vormgever']);
  });

  it('gives the same as strings without Trusted Types, or where the page does not allow the policy', async () => {
    for (const stub of [() => {}, () => stubTrustedTypes(false)]) {
      vi.resetModules();
      stub();
      const { fixedHtml, frameHtml, textAsHtml } = await import('../../src/islands/lightbox/policy');
      expect(textAsHtml(window, 'a < b')).toBe('a &#60; b');
      expect(fixedHtml(window, '<div class="gslide"></div>')).toBe('<div class="gslide"></div>');
      expect(frameHtml(window)).toMatch(/^<div id="glightbox-body"/);
    }
  });

  it('sets GLightbox\'s style attributes through the CSSOM, once set up on a slide; other attributes as before', async () => {
    const { styleThroughCssom } = await import('../../src/islands/lightbox/policy');
    document.body.innerHTML = '<div class="gslide"><div class="gslide-media"><img alt=""></div><div class="gslide-description"></div></div>';
    const slide = document.querySelector('.gslide')!;
    styleThroughCssom(slide);
    styleThroughCssom(slide);
    const image = slide.querySelector('img')!;
    const cssText = vi.spyOn(image.style, 'cssText', 'set');
    image.setAttribute('style', 'max-height: calc(100vh - 126px)');
    expect(cssText).toHaveBeenCalledWith('max-height: calc(100vh - 126px)');
    expect(image.style.maxHeight).toBe('calc(100vh - 126px)');
    image.setAttribute('aria-describedby', 'gSlideDesc_0');
    expect(image.getAttribute('aria-describedby')).toBe('gSlideDesc_0');
    slide.querySelector('.gslide-description')!.setAttribute('style', 'max-width: 720px;');
    expect(slide.querySelector<HTMLElement>('.gslide-description')!.style.maxWidth).toBe('720px');
    slide.querySelector('.gslide-media')!.setAttribute('style', '');
    expect(slide.querySelector('.gslide-media')!.getAttribute('style') ?? '').toBe('');
  });
});

describe('Vormgever\'s own code', () => {
  /** The code without its comments (which may well name what the code avoids). */
  const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : /\.tsx?$/.test(name) ? [join(dir, name)] : []));

  it('writes no HTML strings into the page: no HTML sink in src/ (Trusted Types)', () => {
    const sinks = /\.(innerHTML|outerHTML|insertAdjacentHTML|srcdoc)\b|DOMParser|createContextualFragment|document\.write|dangerouslySetInnerHTML/;
    const found = files('src').filter((file) => sinks.test(code(file)));
    expect(found).toEqual([]);
  });

  it('writes no style attribute (a strict style-src refuses them; the CSSOM is allowed)', () => {
    const styleAttributes = /setAttribute\(\s*['"]style['"]|\sstyle=["'{]|\bstyle=\{/;
    const found = files('src').filter((file) => styleAttributes.test(code(file)));
    expect(found).toEqual([]);
  });
});
