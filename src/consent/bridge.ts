// The consent-mode bridge: passes the visitor's choices in the cookie banner (Complianz's events, or
// any banner that speaks WordPress's Consent API) on to Google consent mode as
// gtag('consent', 'update', ...). Only started when the site opted in (settings.consentMode). It never
// sends anything anywhere itself: it only pushes onto the page's dataLayer.
//
// In the banner's own task, once per action. Complianz reports one click as several events in one
// task: per changed category a Consent API event and a `cmplz_status_change`, then
// `cmplz_fire_categories` with the final list, on Deny also `cmplz_revoke`. The update goes out
// synchronously in the event that closes the action, before `dispatchEvent` returns; for Accept and
// Save preferences already in the `cmplz_before_categories_consent` that opens it (it holds the final
// list), so before the banner's Tag Manager events too. Our listeners capture on window: before
// any listener on document, the banner's own ones included. Events that close nothing (a lone
// status change, the Consent API's per-category events) are gathered until the next microtask: one
// update for everything dispatched in one run of the banner's script. An update equal to the last
// one sent is not sent again; a returning visitor's stored choice goes out once, at start.
//
// One voice: when another source already sends consent updates (the banner's own consent mode), the
// bridge warns once and stands down.
import { apiChange, apiStored } from './consent-api';
import { categoryList, choiceOf, consentUpdate, cookieValues, detailField, isCategory, isStranger, nothingAllowed, storedChoice, type Choice, type Stored } from './mapping';
import { otherUpdate } from './voices';

type Gtag = (...args: unknown[]) => void;
type ConsentWindow = Window & { gtag?: unknown; dataLayer?: unknown };

const warn = (message: string): void => {
  console.warn(`[vormgever] consent: ${message}`);
};

/** Starts listening to the banner; returns the teardown that removes exactly those listeners. */
export function startConsentBridge(win: Window): () => void {
  const page = win as ConsentWindow;
  if (page.dataLayer === undefined || page.dataLayer === null) page.dataLayer = [];
  else if (!Array.isArray(page.dataLayer)) warn('window.dataLayer is not a list; ignored');

  // Google's tag only reads real Arguments objects from the dataLayer, not arrays.
  const fallbackGtag = function () {
    if (Array.isArray(page.dataLayer)) page.dataLayer.push(arguments);
  } as Gtag;

  const ours = new WeakSet<object>();
  let looked = 0; // dataLayer entries already looked at for another source's updates
  let choice: Choice = nothingAllowed();
  let sent: string | undefined; // the last update sent, as JSON
  let queued = false;
  let stopped = false;

  const otherVoice = (): boolean => {
    const seen = otherUpdate(page.dataLayer, looked, ours);
    looked = seen.next;
    if (!seen.found) return false;
    warn('another source already sends consent mode updates (the cookie banner’s own consent mode?); the bridge stands down');
    stop();
    return true;
  };

  const send = (): void => {
    if (stopped || otherVoice()) return;
    const update = consentUpdate(choice);
    const json = JSON.stringify(update);
    if (json === sent) return; // nothing changed
    sent = json;
    ours.add(update);
    // The site's own gtag, when it has one (also one defined after we started).
    const gtag = typeof page.gtag === 'function' ? (page.gtag as Gtag) : fallbackGtag;
    try {
      gtag('consent', 'update', update);
    } catch {
      warn('gtag failed; ignored');
    }
  };
  // Events that close no action, and a look for another voice after those that do.
  const later = (): void => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      send();
    });
  };

  const onList = (type: string, detail: unknown): void => {
    const list = categoryList(detail);
    if (!list) return warn(`${type} without a list of categories; ignored`);
    const strangers = list.filter(isStranger);
    if (strangers.length) warn(`${type}: unknown categories ${JSON.stringify(strangers.slice(0, 5))} grant nothing`);
    choice = choiceOf(list);
    send();
    later();
  };

  const onStatusChange = (detail: unknown): void => {
    const category = detailField(detail, 'category');
    const value = detailField(detail, 'value');
    if (typeof category !== 'string') return warn('cmplz_status_change without a category; ignored');
    if (!isCategory(category)) {
      if (isStranger(category)) warn(`cmplz_status_change for an unknown category ${JSON.stringify(category.slice(0, 40))}; ignored`);
      return;
    }
    if (value !== 'allow' && value !== 'deny') warn(`cmplz_status_change value for ${category} is neither allow nor deny; denied`);
    choice = { ...choice, [category]: value === 'allow' };
    later();
  };

  const onApiChange = (detail: unknown): void => {
    const { changes, problems } = apiChange(detail);
    if (problems.length) warn(`${problems.join('; ')}; not granted`);
    if (!changes.length) return;
    choice = { ...choice };
    for (const [category, allowed] of changes) choice[category] = allowed;
    later();
  };

  const onRevoke = (): void => {
    choice = nothingAllowed();
    send();
    later();
  };

  const handlers: Record<string, (detail: unknown) => void> = {
    cmplz_before_categories_consent: (detail) => onList('cmplz_before_categories_consent', detail),
    cmplz_fire_categories: (detail) => onList('cmplz_fire_categories', detail),
    cmplz_status_change: onStatusChange,
    cmplz_revoke: onRevoke,
    wp_listen_for_consent_change: onApiChange,
  };
  // Capturing on window: before every listener on document, the banner's own ones included.
  const listener = (event: Event): void => {
    if (event.target !== win.document) return; // the banners dispatch on document
    handlers[event.type]?.(detailOf(event));
  };
  const types = Object.keys(handlers);
  const stop = (): void => {
    stopped = true;
    for (const type of types) win.removeEventListener(type, listener, true);
  };
  for (const type of types) win.addEventListener(type, listener, true);

  // A returning visitor: the stored choice once (Complianz's cookies, else the Consent API's).
  if (!otherVoice()) {
    const cookies = cookieValues(readCookies(win));
    const stored: Stored | null = storedChoice(cookies, ['cmplz_', 'cmplz_rt_']) ?? apiStored(win, cookies);
    if (stored?.odd.length) warn(`unexpected consent in ${stored.odd.join(', ')}; not granted`);
    if (stored) {
      choice = stored.choice;
      send();
    }
  }
  return stop;
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
