// The few settings the entry needs before anything else loads: whether to stay out of the editor,
// whether to load the consent bridge, whether links are ours, whether image links open the
// lightbox (a click must be answered synchronously), and whether placeholder forms float their labels
// (before the first pass). The full, validated, warning reader (readSettings) is a lazy chunk; this
// one never warns and agrees with it on these five keys.

// Off unless the page says so: an unset switch is undefined (falsy), which keeps the entry small.
export interface Switches {
  editMode?: boolean;
  consentMode?: boolean;
  handleActionLinks?: boolean;
  globalImageLightbox: boolean;
  /** Every placeholder-mode form floats its labels (as with the form class `float-labels`). */
  floatingLabels?: boolean;
  /** The page builder's frontend script is enqueued on this page (the plugin knows; it may come late). */
  builderScript?: boolean;
  /** The folder (URL ending in '/') of the script-tag entry's chunks/ and icons/, as the plugin says. */
  base?: string;
  /** Something here could not be used: the full reader, loaded at start, warns about it. */
  mistake?: boolean;
  /** The site's name for the lightbox (vormgever-config's `strings.lightbox`), for the tap view: the lazy chunks have every other string. */
  tapName?: string;
}

const isRecord = (value: unknown): value is object => !!value && typeof value === 'object' && !Array.isArray(value);

/** An own property along `path`, through plain objects only (never a prototype, never an array). */
function read(source: unknown, ...path: string[]): unknown {
  for (const key of path) {
    if (!isRecord(source) || !Object.hasOwn(source, key)) return undefined;
    source = (source as Record<string, unknown>)[key];
  }
  return source;
}

/** The page builder's flags: "yes"/"" strings, booleans, 1/0, and the words readSettings accepts. */
const FLAGS: unknown[] = ['yes', 'true', '1', 'on', true, 1, 'no', 'false', '0', 'off', '', false, 0];

/** Later wins: defaults < elementorFrontendConfig < the document < vormgever-config < options. */
export function readSwitches(doc: Document, options?: unknown): Switches {
  const switches: Switches = { globalImageLightbox: true };
  // An unrecognised value keeps what the switch had, and is a mistake (null is no value).
  // indexOf(): strict equality, so only these exact values (and -0 as 0); the first six are on.
  const set = (key: Exclude<keyof Switches, 'mistake' | 'base' | 'tapName'>, value: unknown, at = FLAGS.indexOf(typeof value == 'string' ? value.trim().toLowerCase() : value)) =>
    at < 0 ? value != null && (switches.mistake = true) : (switches[key] = at < 6);
  // `off` ('') for the page builder's own config: its kit (and the older settings.general) leaves out
  // a switch that is off, as it drops '' and null. In our own config a missing key keeps the value.
  const page = (source: unknown, off?: '') => {
    const lightbox = (holder: unknown, key: string) =>
      set('globalImageLightbox', read(holder, key) ?? (Object(holder) === holder ? off : null));
    set('editMode', read(source, 'environmentMode', 'edit'));
    lightbox(read(source, 'settings', 'general'), 'elementor_global_image_lightbox');
    lightbox(read(source, 'kit'), 'global_image_lightbox');
  };
  const own = (source: unknown) => {
    page(source);
    for (const key of ['builderScript', 'consentMode', 'handleActionLinks', 'floatingLabels'] as const) set(key, read(source, key));
  };
  // A throwing getter, a proxy, broken JSON: readSettings reports them; these keep their defaults.
  const attempt = (step: () => void) => {
    try {
      step();
    } catch {
      switches.mistake = true;
    }
  };
  attempt(() => page(read(doc.defaultView, 'elementorFrontendConfig'), ''));
  attempt(() => /\belementor-editor-(active|preview)\b/.test(doc.body.className) && (switches.editMode = true));
  attempt(() => {
    const script = doc.getElementById('vormgever-config');
    if (!script) return;
    // Anything but a JSON object in a JSON script is a mistake (throwing notes it; an element without
    // a type, a <div>, throws at toLowerCase()).
    const config: unknown =
      (script as HTMLScriptElement).type.toLowerCase() == 'application/json' && JSON.parse(script.textContent!);
    if (!isRecord(config)) throw 0;
    // Taken as it is: the full reader warns about one that is no URL (then the chunks fail to load).
    switches.base = read(config, 'base') as string | undefined;
    switches.tapName = read(config, 'strings', 'lightbox') as string | undefined; // else the built-in name (tap.ts)
    own(config);
  });
  attempt(() => own(options));
  return switches;
}
