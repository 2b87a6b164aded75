// The few settings the entry needs before anything else loads: whether to stay out of the editor,
// whether to load the consent bridge, whether links are ours, and whether image links open the
// lightbox (a click must be answered synchronously). The full, validated, warning reader
// (readSettings) is a lazy chunk; this one never warns and agrees with it on these four keys.

export interface Switches {
  editMode: boolean;
  consentMode: boolean;
  handleActionLinks: boolean;
  globalImageLightbox: boolean;
}

type Source = Record<string, unknown>;

const record = (value: unknown): Source | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Source) : undefined;

const own = (source: Source | undefined, key: string): unknown =>
  source && Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;

/** The page builder's flags: "yes"/"" strings, booleans, 1/0, and the words readSettings accepts. */
export function flag(value: unknown): boolean | undefined {
  if (typeof value === 'string') value = value.trim().toLowerCase();
  if (value === true || value === 1 || ['yes', 'true', '1', 'on'].includes(value as string)) return true;
  if (value === false || value === 0 || ['', 'no', 'false', '0', 'off'].includes(value as string)) return false;
  return undefined;
}

function applyPageShape(switches: Switches, source: Source | undefined): void {
  const edit = flag(own(record(own(source, 'environmentMode')), 'edit'));
  if (edit !== undefined) switches.editMode = edit;
  const general = record(own(record(own(source, 'settings')), 'general'));
  for (const lightbox of [flag(own(general, 'elementor_global_image_lightbox')), flag(own(record(own(source, 'kit')), 'global_image_lightbox'))]) {
    if (lightbox !== undefined) switches.globalImageLightbox = lightbox;
  }
}

function applyOwn(switches: Switches, source: Source | undefined): void {
  applyPageShape(switches, source);
  for (const key of ['consentMode', 'handleActionLinks'] as const) {
    const value = flag(own(source, key));
    if (value !== undefined) switches[key] = value;
  }
}

function configScript(doc: Document): Source | undefined {
  const script = doc.getElementById('vormgever-config');
  if (script?.localName !== 'script' || script.getAttribute('type')?.trim().toLowerCase() !== 'application/json') return undefined;
  try {
    return record(JSON.parse(script.textContent ?? ''));
  } catch {
    return undefined; // readSettings warns about it
  }
}

/** Later wins: defaults < elementorFrontendConfig < the document < vormgever-config < options. */
export function readSwitches(doc: Document, options?: unknown): Switches {
  const switches: Switches = { editMode: false, consentMode: false, handleActionLinks: false, globalImageLightbox: true };
  const read = (apply: () => void) => {
    try {
      apply();
    } catch {
      // A throwing getter or a proxy: readSettings reports it; these switches keep their defaults.
    }
  };
  read(() => applyPageShape(switches, record((doc.defaultView as unknown as Source | null)?.elementorFrontendConfig)));
  read(() => {
    if (['elementor-editor-active', 'elementor-editor-preview'].some((name) => doc.body?.classList.contains(name))) switches.editMode = true;
  });
  read(() => applyOwn(switches, configScript(doc)));
  read(() => applyOwn(switches, record(options)));
  return switches;
}
