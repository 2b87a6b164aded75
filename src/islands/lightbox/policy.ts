// What a strict Content Security Policy asks of GLightbox (docs/reference.md, "Security policies"):
// - Trusted Types: GLightbox writes its frame, its slides, titles and descriptions with innerHTML.
//   It is handed them as TrustedHTML from the "vormgever" policy, which lets through fixed markup
//   (the frame below, GLightbox's own slide) and turns anything else into text. Without Trusted
//   Types (or where the page's trusted-types directive leaves the policy out): the same as strings.
// - style-src-attr: GLightbox sizes the image and its description, and undoes its zoom, with
//   setAttribute('style', …), which the policy refuses; the same text set through the CSSOM is allowed.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * GLightbox's frame; its buttons stay (it expects them) but are hidden. session.tsx makes it the modal
 * dialog when it takes over from the first view (before that, the first view is the one dialog); the
 * toolbar (React) and the dialog behaviour (dialog.ts) come in on top.
 */
const FRAME = `<div id="glightbox-body" class="glightbox-container vg-lightbox" tabindex="-1">
<div class="gloader visible"></div><div class="goverlay"></div>
<div class="gcontainer"><div id="glightbox-slider" class="gslider"></div>
<button class="gclose gbtn" hidden tabindex="-1" aria-hidden="true"></button>
<button class="gprev gbtn" hidden tabindex="-1" aria-hidden="true"></button>
<button class="gnext gbtn" hidden tabindex="-1" aria-hidden="true"></button></div></div>`;

interface HtmlPolicy {
  createHTML(input: string): unknown;
}

type WithTrustedTypes = Window & { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy } };

let policy: HtmlPolicy | null | undefined;
/** The fixed markup fixedHtml() is handing over: the only input the policy lets through unescaped. */
let handing: string | null = null;

function htmlPolicy(win: Window): HtmlPolicy | null {
  if (policy !== undefined) return policy;
  try {
    policy = (win as WithTrustedTypes).trustedTypes?.createPolicy('vormgever', { createHTML: (input) => (input === handing ? input : escapeHtml(input)) }) ?? null;
  } catch {
    // The page's trusted-types directive does not list "vormgever": strings, as without Trusted Types.
    policy = null;
  }
  return policy;
}

/** Plain text as HTML for GLightbox's title and description slots: escaped, TrustedHTML where possible. */
export function textAsHtml(win: Window, text: string): unknown {
  if (!text) return '';
  return htmlPolicy(win)?.createHTML(text) ?? escapeHtml(text);
}

/** Fixed markup (never anything from the page or a link: FRAME, GLightbox's own slide) as TrustedHTML where possible. */
export function fixedHtml(win: Window, markup: string): unknown {
  const trusted = htmlPolicy(win);
  if (!trusted) return markup;
  handing = markup;
  try {
    return trusted.createHTML(markup);
  } finally {
    handing = null;
  }
}

/**
 * The frame for GLightbox's lightboxHTML option. GLightbox fills its icons in with String's replace()
 * before it writes the frame; this frame has no icons, so the TrustedHTML gets a replace() that
 * leaves it as it is (and stays TrustedHTML).
 */
export function frameHtml(win: Window): unknown {
  const html = fixedHtml(win, FRAME);
  return typeof html === 'string' ? html : Object.assign(html as object, { replace: () => html });
}

/** GLightbox's setAttribute('style', …) on the media, images and descriptions below `root` (a slide, or all of them), through the CSSOM. */
export function styleThroughCssom(root: Element | null | undefined): void {
  if (!root) return;
  for (const element of root.querySelectorAll<HTMLElement>('.gslide-media, .gslide-media img, .gslide-description')) {
    if (Object.hasOwn(element, 'setAttribute')) continue;
    const setAttribute = element.setAttribute;
    // A DOM that writes cssText back through setAttribute (happy-dom) gets the original then.
    let writing = false;
    element.setAttribute = function (name: string, value: string) {
      if (writing || name.toLowerCase() !== 'style') return setAttribute.call(this, name, value);
      writing = true;
      try {
        this.style.cssText = String(value ?? '');
      } finally {
        writing = false;
      }
    };
  }
}
