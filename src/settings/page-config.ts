// Maps the page builder's page config (window.elementorFrontendConfig, or the same shape in
// Vormgever's own config) onto Settings. Keys we do not use are skipped without a word.
import { BUILDER_LABEL_KEYS, englishLabels, type LabelKey, type Labels } from './labels';
import type { AttachmentField, BreakpointName, LightboxSettings, Settings } from './types';
import { asFlag, asPixels, asRecord, asText, asTextList, entries, field, type ConfigRecord, type Warn } from './values';

/** The top-level keys applyPageConfig reads (Vormgever's own config may carry them too). */
export const PAGE_CONFIG_KEYS: readonly string[] = [
  'i18n', 'is_rtl', 'environmentMode', 'breakpoints', 'responsive', 'settings', 'kit', 'post', 'urls', 'nonces',
];

const BREAKPOINT_NAMES: readonly BreakpointName[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'widescreen'];
const GRID_KEYS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
const ATTACHMENT_FIELDS: readonly AttachmentField[] = ['none', 'title', 'caption', 'alt', 'description'];

type LightboxFlag = Exclude<keyof LightboxSettings, 'titleSrc' | 'descriptionSrc'>;
const LIGHTBOX_FLAGS: ReadonlyArray<[string, LightboxFlag]> = [
  ['global_image_lightbox', 'globalImageLightbox'],
  ['lightbox_enable_counter', 'counter'],
  ['lightbox_enable_fullscreen', 'fullscreen'],
  ['lightbox_enable_zoom', 'zoom'],
  ['lightbox_enable_share', 'share'],
];

/**
 * Applies one page-config-shaped object; `path` names its source in warnings. `builder`: the page
 * builder's own config (elementorFrontendConfig), whose kit leaves out every switch that is off (see
 * applyKit); in Vormgever's own config a kit key that is not there keeps the value it had. Its `i18n`
 * goes into `i18n` (read.ts decides which strings win).
 */
export function applyPageConfig(settings: Settings, config: ConfigRecord, path: string, warn: Warn, i18n: Partial<Labels>, builder = false): void {
  const get = (key: string): unknown => field(config, key, `${path}.${key}`, warn);

  const labels = asRecord(get('i18n'), `${path}.i18n`, warn);
  if (labels) readLabels(labels, `${path}.i18n`, warn, i18n, builder ? BUILDER_LABEL_KEYS : undefined);

  const rtl = asFlag(get('is_rtl'), `${path}.is_rtl`, warn);
  if (rtl !== undefined) settings.isRtl = rtl;

  const environment = asRecord(get('environmentMode'), `${path}.environmentMode`, warn);
  if (environment) {
    const edit = asFlag(field(environment, 'edit', `${path}.environmentMode.edit`, warn), `${path}.environmentMode.edit`, warn);
    if (edit !== undefined) settings.editMode = edit;
  }

  applyGrid(settings, asRecord(get('breakpoints'), `${path}.breakpoints`, warn), `${path}.breakpoints`, warn);
  const responsive = asRecord(get('responsive'), `${path}.responsive`, warn);
  const ranges = responsive && asRecord(field(responsive, 'breakpoints', `${path}.responsive.breakpoints`, warn), `${path}.responsive.breakpoints`, warn);
  if (ranges) applyBreakpoints(settings, ranges, `${path}.responsive.breakpoints`, warn);

  // Before 3.0 the kit switches lived in settings.general with an `elementor_` prefix.
  const oldSettings = asRecord(get('settings'), `${path}.settings`, warn);
  if (oldSettings) applyKitAt(settings, field(oldSettings, 'general', `${path}.settings.general`, warn), `${path}.settings.general`, 'elementor_', warn, builder);
  applyKitAt(settings, get('kit'), `${path}.kit`, '', warn, builder);

  const post = asRecord(get('post'), `${path}.post`, warn);
  if (post) applyPost(settings, post, `${path}.post`, warn);

  const urls = asRecord(get('urls'), `${path}.urls`, warn);
  const ajaxurl = urls && asText(field(urls, 'ajaxurl', `${path}.urls.ajaxurl`, warn), `${path}.urls.ajaxurl`, warn);
  if (typeof ajaxurl === 'string') settings.urls.ajaxurl = ajaxurl;

  const nonces = asRecord(get('nonces'), `${path}.nonces`, warn);
  if (nonces) {
    for (const [key, value] of entries(nonces, `${path}.nonces`, warn)) {
      const nonce = asText(value, `${path}.nonces.${key}`, warn);
      if (nonce !== undefined) settings.nonces[key] = nonce;
    }
  }
}

/** The top-level grid; without responsive.breakpoints (before 3.2) md and lg also set mobile and tablet. */
function applyGrid(settings: Settings, grid: ConfigRecord | undefined, path: string, warn: Warn): void {
  if (!grid) return;
  for (const key of GRID_KEYS) {
    const value = asPixels(field(grid, key, `${path}.${key}`, warn), `${path}.${key}`, warn);
    if (value === undefined) continue;
    settings.grid[key] = value;
    if (key === 'md' && value >= 1) settings.breakpoints.mobile.value = value - 1;
    if (key === 'lg' && value >= 1) settings.breakpoints.tablet.value = value - 1;
  }
}

function applyBreakpoints(settings: Settings, ranges: ConfigRecord, path: string, warn: Warn): void {
  for (const name of BREAKPOINT_NAMES) {
    const range = asRecord(field(ranges, name, `${path}.${name}`, warn), `${path}.${name}`, warn);
    if (!range) continue;
    const target = settings.breakpoints[name];
    const value = asPixels(field(range, 'value', `${path}.${name}.value`, warn), `${path}.${name}.value`, warn);
    if (value !== undefined) target.value = value;
    const direction = field(range, 'direction', `${path}.${name}.direction`, warn);
    if (direction === 'max' || direction === 'min') target.direction = direction;
    else if (direction !== undefined && direction !== null) warn(`${path}.${name}.direction`, 'expected "max" or "min"');
    const enabled = asFlag(field(range, 'is_enabled', `${path}.${name}.is_enabled`, warn), `${path}.${name}.is_enabled`, warn);
    if (enabled !== undefined) target.enabled = enabled;
  }
}

/** A kit value: an object; in the page builder's config a list too (PHP's empty map, or a mistake: warned). */
function applyKitAt(settings: Settings, value: unknown, path: string, prefix: string, warn: Warn, builder: boolean): void {
  const kit = asRecord(value, path, warn);
  // Object(value) === value: objects and lists, not null (what the entry's reader takes for a kit too).
  if (kit || (builder && Object(value) === value)) applyKit(settings, kit ?? {}, path, prefix, warn, builder);
}

/**
 * The kit's settings. The page builder prints its kit through Controls_Stack::get_frontend_settings(),
 * which drops every setting whose value is '' or null: a lightbox switch turned off is not "" but
 * absent. So in its own config (`absentIsOff`) a missing switch is off; the site's defaults apply only
 * where there is no kit at all.
 */
function applyKit(settings: Settings, kit: ConfigRecord, path: string, prefix: string, warn: Warn, absentIsOff: boolean): void {
  const read = (key: string): [unknown, string] => [field(kit, prefix + key, `${path}.${prefix}${key}`, warn), `${path}.${prefix}${key}`];

  const active = asTextList(...read('active_breakpoints'), warn);
  if (active) settings.activeBreakpoints = active;

  for (const [key, name] of LIGHTBOX_FLAGS) {
    const [value, at] = read(key);
    const flag = asFlag(value, at, warn);
    if (flag !== undefined) settings.lightbox[name] = flag;
    else if (absentIsOff && value == null) settings.lightbox[name] = false;
  }
  const title = attachmentField(...read('lightbox_title_src'), warn);
  if (title) settings.lightbox.titleSrc = title;
  const description = attachmentField(...read('lightbox_description_src'), warn);
  if (description) settings.lightbox.descriptionSrc = description;
}

/** One of the attachment fields; the page builder writes "none" as "". */
function attachmentField(value: unknown, path: string, warn: Warn): AttachmentField | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return 'none';
  const known = ATTACHMENT_FIELDS.find((name) => name === value);
  if (!known) warn(path, `expected one of ${ATTACHMENT_FIELDS.join(', ')}`);
  return known;
}

function applyPost(settings: Settings, post: ConfigRecord, path: string, warn: Warn): void {
  const id = field(post, 'id', `${path}.id`, warn);
  const idNumber = asPixels(id, `${path}.id`, warn);
  if (idNumber !== undefined) {
    if (Number.isInteger(idNumber)) settings.post.id = idNumber;
    else warn(`${path}.id`, 'expected a whole number');
  }
  const title = asText(field(post, 'title', `${path}.title`, warn), `${path}.title`, warn);
  if (title !== undefined) settings.post.title = percentDecoded(title);
  const excerpt = asText(field(post, 'excerpt', `${path}.excerpt`, warn), `${path}.excerpt`, warn);
  if (excerpt !== undefined) settings.post.excerpt = excerpt;

  const image = field(post, 'featuredImage', `${path}.featuredImage`, warn);
  if (image === false || image === '' || image === null) settings.post.featuredImage = false;
  else if (typeof image === 'string' && isWebAddress(image)) settings.post.featuredImage = image.trim();
  else if (image !== undefined) warn(`${path}.featuredImage`, 'expected an http(s) address or false');
}

/** The page builder percent-encodes the title; a broken encoding keeps the raw string. */
function percentDecoded(title: string): string {
  try {
    return decodeURIComponent(title);
  } catch {
    return title;
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim(), 'https://example.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Labels from an `i18n` or `strings` object into `into`: text only, not empty. `keys`: the keys taken
 * (the page builder's i18n holds many more, skipped without a word); without it every visitor string's
 * key, and any other is warned about when `unknown` says so. The page builder's older `shareOnTwitter`
 * is `shareOnX` where the same object has none.
 */
export function readLabels(source: ConfigRecord, path: string, warn: Warn, into: Partial<Labels>, keys?: readonly LabelKey[], unknown?: boolean): void {
  const taken: readonly string[] = keys ?? Object.keys(englishLabels);
  const known = (key: string): key is LabelKey => taken.includes(key);
  const all = entries(source, path, warn);
  for (const [given, value] of all) {
    const key = given === 'shareOnTwitter' && !all.some(([other]) => other === 'shareOnX') ? 'shareOnX' : given;
    if (!known(key)) {
      if (unknown) warn(`${path}.${given}`, 'unknown key');
    } else if (typeof value !== 'string' || !value) {
      warn(`${path}.${given}`, 'expected a string that is not empty');
    } else {
      into[key] = value;
    }
  }
}
