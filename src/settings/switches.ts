// The few settings the entry needs before anything else loads: whether to stay out of the editor,
// whether to load the consent bridge, whether links are ours, whether image links open the
// lightbox (a click must be answered synchronously), and whether placeholder forms float their labels
// (before the first pass). The full, validated, warning reader (readSettings) is a lazy chunk; this
// one never warns and agrees with it on these five keys.

export interface Switches {
  editMode: boolean;
  consentMode: boolean;
  handleActionLinks: boolean;
  globalImageLightbox: boolean;
  /** Every placeholder-mode form floats its labels (as with the form class `float-labels`). */
  floatingLabels: boolean;
}

/** An own property along `path`, through plain objects only (never a prototype, never an array). */
function read(source: unknown, ...path: string[]): unknown {
  for (const key of path) {
    if (!source || typeof source !== 'object' || Array.isArray(source) || !Object.hasOwn(source, key)) return undefined;
    source = (source as Record<string, unknown>)[key];
  }
  return source;
}

/** The page builder's flags: "yes"/"" strings, booleans, 1/0, and the words readSettings accepts. */
export function flag(value: unknown): boolean | undefined {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
  // includes(): SameValueZero, so only these exact values (and -0 as 0).
  if (([true, 1, 'yes', 'true', '1', 'on'] as unknown[]).includes(word)) return true;
  if (([false, 0, '', 'no', 'false', '0', 'off'] as unknown[]).includes(word)) return false;
  return undefined;
}

/** Later wins: defaults < elementorFrontendConfig < the document < vormgever-config < options. */
export function readSwitches(doc: Document, options?: unknown): Switches {
  const switches: Switches = { editMode: false, consentMode: false, handleActionLinks: false, globalImageLightbox: true, floatingLabels: false };
  // An unrecognised value keeps what the switch had.
  const set = (key: keyof Switches, value: unknown) => (switches[key] = flag(value) ?? switches[key]);
  const page = (source: unknown) => {
    set('editMode', read(source, 'environmentMode', 'edit'));
    set('globalImageLightbox', read(source, 'settings', 'general', 'elementor_global_image_lightbox'));
    set('globalImageLightbox', read(source, 'kit', 'global_image_lightbox'));
  };
  const own = (source: unknown) => {
    page(source);
    for (const key of ['consentMode', 'handleActionLinks', 'floatingLabels'] as const) set(key, read(source, key));
  };
  // A throwing getter, a proxy, broken JSON: readSettings reports them; these keep their defaults.
  const attempt = (step: () => void) => {
    try {
      step();
    } catch {}
  };
  attempt(() => page(read(doc.defaultView, 'elementorFrontendConfig')));
  attempt(() => /\belementor-editor-(active|preview)\b/.test(doc.body.className) && (switches.editMode = true));
  attempt(() => {
    const script = doc.getElementById('vormgever-config');
    if (script?.localName === 'script' && (script as HTMLScriptElement).type.trim().toLowerCase() === 'application/json') {
      own(JSON.parse(script.textContent ?? ''));
    }
  });
  attempt(() => own(options));
  return switches;
}
