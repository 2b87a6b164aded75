// The consent-mode bridge: passes the cookie banner's (Complianz) choices on to Google consent mode
// as gtag('consent', 'update', ...). Only started when the site opted in (settings.consentMode).
// It never sends anything anywhere itself: it only pushes onto the page's dataLayer.
//
// One update per banner action. The banner reports one click as several events, all in the same task:
// a `cmplz_status_change` per category whose value changed, walked in reverse (marketing first), then
// `cmplz_fire_categories` with the final list, and on Deny also `cmplz_revoke`. Passing each on would
// send several updates, the first ones a state the visitor never chose (ad_* granted before
// analytics). So every event only updates the choice, and one update of the final choice goes out in
// a microtask, after the banner's handler has finished. A returning visitor's stored choice is sent
// once, at start.
import {
  consentUpdate,
  detailField,
  firedCategories,
  isCategory,
  nothingAllowed,
  storedChoice,
  type Choice,
} from './mapping';

type Gtag = (...args: unknown[]) => void;
type ConsentWindow = Window & { gtag?: unknown; dataLayer?: unknown };

const warn = (message: string): void => {
  console.warn(`[vormgever] consent: ${message}; ignored`);
};

/** Starts listening to the banner; returns the teardown that removes exactly those listeners. */
export function startConsentBridge(win: Window): () => void {
  const page = win as ConsentWindow;
  if (page.dataLayer === undefined || page.dataLayer === null) page.dataLayer = [];
  else if (!Array.isArray(page.dataLayer)) warn('window.dataLayer is not a list');

  // Google's tag only reads real Arguments objects from the dataLayer, not arrays.
  const fallbackGtag = function () {
    if (Array.isArray(page.dataLayer)) page.dataLayer.push(arguments);
  } as Gtag;

  let choice: Choice = nothingAllowed();
  let queued = false;
  let stopped = false;
  // The returning visitor's stored choice, once sent at start, until the banner's next report: the
  // banner reports it again at its own load (cmplz_fire_categories), which is no new choice.
  let echo: string | undefined;
  const flush = (): void => {
    queued = false;
    if (stopped) return;
    const update = consentUpdate(choice);
    const again = JSON.stringify(update) === echo;
    echo = undefined;
    if (again) return;
    // The site's own gtag, when it has one (also one defined after we started).
    const gtag = typeof page.gtag === 'function' ? (page.gtag as Gtag) : fallbackGtag;
    try {
      gtag('consent', 'update', update);
    } catch {
      warn('gtag failed');
    }
  };
  // Every event of one banner action arrives in the same task: one update, of the final choice.
  const send = (): void => {
    if (queued) return;
    queued = true;
    queueMicrotask(flush);
  };

  const onFireCategories = (event: Event): void => {
    const allowed = firedCategories(detailOf(event));
    if (!allowed) return warn('cmplz_fire_categories without a list of categories');
    choice = nothingAllowed();
    for (const category of allowed) choice[category] = true;
    send();
  };

  const onStatusChange = (event: Event): void => {
    const detail = detailOf(event);
    const category = detailField(detail, 'category');
    const value = detailField(detail, 'value');
    if (typeof category !== 'string') return warn('cmplz_status_change without a category');
    if (!isCategory(category)) return; // Not one of the mapped categories: nothing to pass on.
    if (value !== 'allow' && value !== 'deny') warn(`cmplz_status_change value for ${category} is neither allow nor deny`);
    choice = { ...choice, [category]: value === 'allow' };
    send();
  };

  const onRevoke = (): void => {
    choice = nothingAllowed();
    send();
  };

  const listeners: Array<[string, (event: Event) => void]> = [
    ['cmplz_fire_categories', onFireCategories],
    ['cmplz_status_change', onStatusChange],
    ['cmplz_revoke', onRevoke],
  ];
  for (const [type, listener] of listeners) win.document.addEventListener(type, listener);

  // A returning visitor: pass on the stored choice once.
  const stored = storedChoice(readCookies(win));
  if (stored) {
    choice = stored;
    flush();
    echo = JSON.stringify(consentUpdate(stored));
  }

  return () => {
    stopped = true;
    for (const [type, listener] of listeners) win.document.removeEventListener(type, listener);
  };
}

function detailOf(event: Event): unknown {
  try {
    return (event as CustomEvent<unknown>).detail;
  } catch {
    return undefined;
  }
}

function readCookies(win: Window): string {
  try {
    const cookies = win.document.cookie;
    return typeof cookies === 'string' ? cookies : '';
  } catch {
    return ''; // e.g. a sandboxed document
  }
}

// The entry asks for this chunk by import() and calls its default export: a name it does not carry
// (its 4 KB budget).
export { startConsentBridge as default };
