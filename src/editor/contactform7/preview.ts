// The form as a visitor will see it, in the Vormgever panel: Contact Form 7 has no canvas. The page is
// Contact Form 7's own render of the template in the editor now, saved or not, with the visitor's
// stylesheets (wordpress/includes/editors/contactform7-preview.php): the unsaved form is posted to it
// into a frame that may run no script at all (a sandbox without `allow-scripts`: no script of the
// template's runs, its form cannot be sent, its links are not followed; this page still reads and
// writes it). The visitor's own rules run on it from this page, through the visitor's observer, as in
// the block editor's canvas (page-builders.ts: without islands, the stylesheet draws a switch), and
// Vormgever's visitor stylesheets come with them. Each render goes into a new frame, shown in place
// of the old one once it is enhanced and styled (nothing flickers, the browser's history gets no
// entry); a render is asked for a moment after the template or the form's classes change, while the
// panel is in sight. No HTML string is written into any document here.

import { contactForm7 } from '../../builders/contactform7';
import { startPageBuilders, type PageBuilderData } from '../page-builders';

export interface PreviewParts {
  readonly box: HTMLElement;
  /** The frame's title. */
  readonly title: string;
  /** Where the page is asked for (admin-ajax), and what is posted (the unsaved form). */
  readonly url: string;
  fields(): Record<string, string>;
  /** What the visitor's rules need (Vormgever's stylesheets, the icons, the floating-labels setting). */
  readonly visitor: PageBuilderData;
  /** Whether the preview is in sight now. */
  inSight(): boolean;
}

export interface Preview {
  /** Renders again soon (now in sight) or once it is in sight and asked again. */
  refresh(): void;
  stop(): void;
}

const wait = 300;
/** How long a render waits for Vormgever's stylesheets before it is shown anyway. */
const styleWait = 3000;

/**
 * The visitor has scripts; the frame has none, so `(scripting: enabled)` is false there: the rules
 * under it (placeholder mode's labels, floating labels) are made to hold, as on the visitor's page.
 */
export function asWithScripts(sheet: CSSStyleSheet | null): void {
  let rules: CSSRuleList;
  try {
    rules = sheet!.cssRules;
  } catch {
    return; // not readable here (another origin): left as it is
  }
  const walk = (list: CSSRuleList) => {
    for (const rule of list) {
      const media = (rule as CSSMediaRule).media;
      if (media && /scripting/.test(media.mediaText)) media.mediaText = media.mediaText.replace(/\(\s*scripting\s*:\s*enabled\s*\)/g, 'all').replace(/\(\s*scripting\s*:\s*(none|initial-only)\s*\)/g, 'not all');
      if ((rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  walk(rules);
}

/** Resolves once every stylesheet link of `doc` has loaded or failed (or after `styleWait`). */
function stylesIn(doc: Document, win: Window): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  if (!pending.length) return Promise.resolve();
  return new Promise((done) => {
    let left = pending.length;
    const one = () => --left || done();
    for (const link of pending) {
      link.addEventListener('load', one, { once: true });
      link.addEventListener('error', one, { once: true });
    }
    win.setTimeout(done, styleWait);
  });
}

export function startPreview(win: Window, parts: PreviewParts): Preview {
  const doc = parts.box.ownerDocument;
  // What is posted: a form of its own at the end of the page (never in Contact Form 7's form: no
  // field of it is saved or counted as a change).
  const post = doc.createElement('form');
  post.method = 'post';
  post.action = parts.url;
  post.hidden = true;
  post.className = 'vormgever-cf7-preview-post';
  doc.body.append(post);
  // The visitor's words for Contact Form 7's forms (the page knows no builder of its own).
  if (!win.vormgeverBuilders?.includes(contactForm7)) win.vormgeverBuilders = [...(win.vormgeverBuilders ?? []), contactForm7];

  let shown: { frame: HTMLIFrameElement; stop(): void } | null = null;
  let loading: HTMLIFrameElement | null = null;
  let asked = 0;
  let timer = 0;
  let stopped = false;

  // As high as its page (the frame's own scroll bar never shows).
  const fit = () => {
    const inner = shown?.frame.contentDocument;
    if (!inner?.body) return;
    const view = inner.defaultView;
    const bottom = inner.body.getBoundingClientRect().bottom + (view?.scrollY ?? 0);
    const margin = parseFloat(view?.getComputedStyle(inner.body).marginBlockEnd ?? '') || 0;
    shown!.frame.style.blockSize = `${Math.ceil(bottom + margin) + 2}px`;
  };

  const ready = async (frame: HTMLIFrameElement, ask: number) => {
    const inner = frame.contentDocument;
    if (!inner?.body || inner.URL === 'about:blank' || stopped) return; // its first, empty document
    if (ask !== asked) return void frame.remove(); // a newer render is on its way
    for (const sheet of inner.styleSheets) asWithScripts(sheet);
    // What Contact Form 7's script does first on a visitor's page (its styles for a form with script).
    for (const wrapper of inner.querySelectorAll('.wpcf7.no-js')) wrapper.classList.replace('no-js', 'js');
    // A link or a button in the form does nothing here (the sandbox stops the rest).
    const onClick = (event: Event) => {
      if ((event.target as Element).closest?.('a[href], [type="submit"]')) event.preventDefault();
    };
    inner.addEventListener('click', onClick);
    const stopRules = startPageBuilders(inner, parts.visitor);
    await stylesIn(inner, win);
    if (ask !== asked || stopped) {
      stopRules();
      return void frame.remove();
    }
    for (const sheet of inner.styleSheets) asWithScripts(sheet);
    shown?.stop();
    shown = {
      frame,
      stop() {
        inner.removeEventListener('click', onClick);
        stopRules();
        frame.remove();
      },
    };
    loading = null;
    frame.classList.remove('vormgever-cf7-frame-loading');
    fit();
  };

  const render = () => {
    timer = 0;
    if (stopped || !parts.inSight()) return;
    const ask = ++asked;
    loading?.remove();
    const frame = doc.createElement('iframe');
    frame.name = `vormgever-cf7-preview-${ask}`;
    frame.title = parts.title;
    frame.className = 'vormgever-cf7-frame vormgever-cf7-frame-loading';
    frame.setAttribute('sandbox', 'allow-same-origin'); // this page may read and write it; nothing in it runs
    frame.addEventListener('load', () => void ready(frame, ask));
    parts.box.append(frame);
    loading = frame;
    post.target = frame.name;
    post.replaceChildren(
      ...Object.entries(parts.fields()).map(([name, value]) => {
        const field = doc.createElement('textarea');
        field.name = name;
        field.value = value;
        return field;
      }),
    );
    post.submit();
  };
  const refresh = () => {
    if (stopped || !parts.inSight() || timer) return;
    timer = win.setTimeout(render, wait);
  };
  const onResize = () => fit();
  win.addEventListener('resize', onResize);

  return {
    refresh,
    stop() {
      stopped = true;
      if (timer) win.clearTimeout(timer);
      win.removeEventListener('resize', onResize);
      shown?.stop();
      loading?.remove();
      post.remove();
    },
  };
}
