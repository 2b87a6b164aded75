import type { Islands } from '../../src/islands/registry';
import type { watchLinks } from '../../src/links';
import { currentDevice, type Settings } from '../../src/settings';
import { dutchSettings } from './dutch-settings';
// Shared by the links*/lightbox* tests: action links in the three spellings, and hostile strings.

/** base64 of the UTF-8 JSON, as the page builder's PHP writes it. */
export function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export type Spelling = 'literal' | 'server' | 'encoded';

/** `#elementor-action:...` as written by hand; percent-encoded after the `#` by the server; fully encoded by the builder's JS. */
export function actionHash(settings: unknown, spelling: Spelling = 'literal', action = 'lightbox'): string {
  const raw = `elementor-action:action=${action}&settings=${base64Json(settings)}`;
  if (spelling === 'literal') return `#${raw}`;
  if (spelling === 'server') return `#${encodeURIComponent(raw)}`;
  return encodeURIComponent(`#${raw}`);
}

export const spellings: readonly Spelling[] = ['literal', 'server', 'encoded'];

/** Every payload sets this global if it ever runs. */
export const SENTINEL = '__vgXss';

/** Classic XSS vectors; each would set window.__vgXss if it executed. */
export const xssVectors: readonly string[] = [
  `<img src=x onerror="window.${SENTINEL}=1">`,
  `"><svg onload=window.${SENTINEL}=1>`,
  `<script>window.${SENTINEL}=1</script>`,
  `<scr<script>ipt>window.${SENTINEL}=1</scr</script>ipt>`,
  `javascript:window.${SENTINEL}=1`,
  `JaVaScRiPt:window.${SENTINEL}=1//x.png`,
  ` java\tscript:window.${SENTINEL}=1`,
  `data:text/html,<script>window.${SENTINEL}=1</script>`,
  `vbscript:window.${SENTINEL}=1`,
  `&lt;img src=x onerror=window.${SENTINEL}=1&gt;`,
  `<iframe srcdoc="<script>parent.${SENTINEL}=1</script>"></iframe>`,
  `<a href="javascript:window.${SENTINEL}=1">x</a>`,
  `'-window.${SENTINEL}=1-'`,
  `<math><mtext><table><mglyph><style><img src=x onerror=window.${SENTINEL}=1>`,
  `<details open ontoggle=window.${SENTINEL}=1>`,
  `.gslide-desc`,
  `</h4><img src=x onerror=window.${SENTINEL}=1>`,
];

/** The page builder's own exploit payloads (CVE-2021-24891, CVE-2022-29455), and relatives. */
export const builderExploits: readonly unknown[] = [
  { type: 'null', html: `<script>window.${SENTINEL}=1</script>` },
  { type: 'html', html: `<img src=x onerror=window.${SENTINEL}=1>` },
  { type: 'null', html: `<scr<script>ipt>window.${SENTINEL}=1</scr</script>ipt>` },
  { type: 'video', url: 'http://', videoType: 'hosted', videoParams: { onerror: `window.${SENTINEL}=1` } },
  { type: 'video', url: 'https://example.com/a.mp4', videoType: 'hosted', videoParams: { onerror: `window.${SENTINEL}=1` } },
  { type: 'video', url: 'https://example.com/a.mp4', videoType: 'hosted', videoParams: { OnLoadStart: `window.${SENTINEL}=1` } },
  { type: 'video', url: 'https://example.com/a.mp4', videoType: 'hosted', videoParams: { poster: `javascript:window.${SENTINEL}=1` } },
];

/** Payloads with a hostile string in each string field (url fields get it as the whole value). */
export function payloadsWith(vector: string): unknown[] {
  return [
    { type: 'image', url: vector },
    { type: 'image', url: 'https://example.com/a.jpg', title: vector, description: vector },
    { id: 1, url: 'https://example.com/a.jpg', title: vector },
    { type: vector, url: 'https://example.com/a.jpg' },
    { slideshow: vector, url: vector },
    { type: 'video', videoType: vector, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    { type: 'video', videoType: 'youtube', url: vector },
    { type: 'video', videoType: 'hosted', url: 'https://example.com/a.mp4', videoParams: { poster: vector, preload: vector, [vector]: vector } },
    { type: 'video', videoType: 'hosted', url: 'https://example.com/a.mp4', title: vector, description: vector },
    { type: 'slideshow', slideshow: { slides: [{ image: vector, title: vector, description: vector }, { image: 'https://example.com/b.jpg', title: vector, description: vector, video: vector }] } },
  ];
}

/** What start() gives watchLinks, made from one Settings object. */
/** watchLinks()'s arguments for this document: `watchLinks(...linksContext(islands))`. */
export function linksContext(islands: Islands, settings: Settings = dutchSettings()): Parameters<typeof watchLinks> {
  return [
    document,
    window,
    { handleActionLinks: settings.handleActionLinks, globalImageLightbox: settings.lightbox.globalImageLightbox, tapName: settings.labels.lightbox },
    () => Promise.resolve({ settings, device: () => currentDevice(settings, window) }),
    islands,
  ];
}
