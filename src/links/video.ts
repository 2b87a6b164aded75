// Videos: YouTube (through its privacy-enhanced youtube-nocookie.com host), Vimeo (with dnt=1) and
// video files. Hosts are checked exactly; parameters come from a whitelist; nothing else gets through.
// A chunk of its own, loaded with the first video slide (see VideoCheck in slides.ts); it imports
// nothing, so that nothing is split off into a chunk shared with the lightbox chunk.
import type { AllowedUrl, VideoCheck, VideoEmbed, VideoType } from './slides';

export type { VideoType };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;
const SWITCHES = ['autoplay', 'loop', 'controls', 'muted', 'playsinline'] as const;
const PRELOAD = ['none', 'metadata', 'auto'];
/** The page builder's videoAspectRatio values. */
const RATIOS: Readonly<Record<string, number>> = { '169': 16 / 9, '219': 21 / 9, '43': 4 / 3, '32': 3 / 2, '11': 1, '916': 9 / 16 };
const IFRAME = { allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media', referrerpolicy: 'strict-origin-when-cross-origin' };

type Switch = (typeof SWITCHES)[number];

interface Params {
  switches: Partial<Record<Switch, boolean>>;
  preload?: string;
  poster?: string;
}

function isSwitch(key: string): key is Switch {
  return (SWITCHES as readonly string[]).includes(key);
}

/** A switch as the page builder writes it ("" or the name means on), or null when it is not one. */
function readSwitch(key: string, value: unknown): boolean | null {
  if (value === true || value === '' || value === 1 || value === '1' || value === 'yes' || value === 'true' || value === key) return true;
  if (value === false || value === 0 || value === '0' || value === 'no' || value === 'false') return false;
  return null;
}

/** videoParams: whitelisted keys only; an event-handler key means a hostile payload. */
function readParams(raw: unknown, allowed: AllowedUrl): Params | string {
  const params: Params = { switches: {} };
  if (raw === undefined || raw === null) return params;
  // parse.ts's isPayload.
  if (typeof raw !== 'object' || Array.isArray(raw)) return 'videoParams is not an object';
  for (const [key, value] of Object.entries(raw)) {
    if (/^on/i.test(key)) return `videoParams may not contain "${key.slice(0, 40)}"`;
    if (isSwitch(key)) {
      const on = readSwitch(key, value);
      if (on === null) return `videoParams.${key} is not on or off`;
      params.switches[key] = on;
    } else if (key === 'preload') {
      if (value === '' || value === null) continue;
      if (typeof value !== 'string' || !PRELOAD.includes(value)) return 'videoParams.preload is not none, metadata or auto';
      params.preload = value;
    } else if (key === 'poster') {
      if (value === '' || value === null || value === false) continue;
      const poster = allowed(value);
      if (!poster) return 'videoParams.poster is not an allowed address';
      params.poster = poster;
    }
    // Anything else (controlsList, ...) is left out.
  }
  return params;
}

function typeOf(url: URL): VideoType {
  if (YOUTUBE_HOSTS.has(url.hostname)) return 'youtube';
  if (VIMEO_HOSTS.has(url.hostname)) return 'vimeo';
  return 'hosted';
}

function youtubeId(url: URL): string | null {
  const path = url.pathname;
  const id = url.hostname === 'youtu.be' ? path.slice(1).split('/')[0] : path === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(path)?.[1];
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

function youtube(url: URL, { switches }: Params, ratio: number): VideoEmbed | string {
  const id = youtubeId(url);
  if (!id) return 'the YouTube address has no video id';
  const query = new URLSearchParams();
  for (const key of ['start', 'end', 'controls', 'mute', 'loop', 'rel', 'playsinline']) {
    const value = url.searchParams.get(key);
    if (value && /^\d{1,6}$/.test(value)) query.set(key, value);
  }
  const start = url.searchParams.get('t')?.replace(/s$/, '');
  if (start && /^\d{1,6}$/.test(start) && !query.has('start')) query.set('start', start);
  query.set('autoplay', switches.autoplay === false ? '0' : '1');
  if (switches.controls !== undefined) query.set('controls', switches.controls ? '1' : '0');
  if (switches.muted !== undefined) query.set('mute', switches.muted ? '1' : '0');
  if (switches.loop !== undefined) query.set('loop', switches.loop ? '1' : '0');
  if (switches.playsinline !== undefined) query.set('playsinline', switches.playsinline ? '1' : '0');
  if (query.get('loop') === '1') query.set('playlist', id);
  return { tag: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}?${query}`, attributes: IFRAME, ratio };
}

function vimeo(url: URL, { switches }: Params, ratio: number): VideoEmbed | string {
  const match = /^\/(?:video\/)?(\d{1,12})(?:\/([\da-f]{1,20}))?\/?$/.exec(url.pathname);
  if (!match?.[1]) return 'the Vimeo address has no video id';
  const query = new URLSearchParams({ dnt: '1', autoplay: switches.autoplay === false ? '0' : '1' });
  const privateHash = match[2] ?? url.searchParams.get('h');
  if (privateHash && /^[\da-f]{1,20}$/.test(privateHash)) query.set('h', privateHash);
  if (switches.loop) query.set('loop', '1');
  if (switches.muted) query.set('muted', '1');
  if (switches.controls === false) query.set('controls', '0');
  if (switches.playsinline === false) query.set('playsinline', '0');
  return { tag: 'iframe', src: `https://player.vimeo.com/video/${match[1]}?${query}`, attributes: IFRAME, ratio };
}

function hosted(url: URL, params: Params, ratio: number): VideoEmbed | string {
  if (!VIDEO_FILE.test(url.pathname)) return 'the video address is not a video file';
  const attributes: Record<string, string> = {};
  // Controls unless explicitly switched off: a lightbox video must be operable.
  const switches = { controls: true, playsinline: true, ...params.switches };
  for (const key of SWITCHES) if (switches[key]) attributes[key] = '';
  if (params.preload) attributes.preload = params.preload;
  if (params.poster) attributes.poster = params.poster;
  return { tag: 'video', src: url.href, attributes, ratio };
}

/** The embed for a video address, or the reason it is refused. `type` is inferred when missing. */
export const videoEmbed: VideoCheck = (raw, type, rawParams, rawRatio, allowed) => {
  const checked = allowed(raw);
  if (!checked) return 'the video address is not allowed';
  const params = readParams(rawParams, allowed);
  if (typeof params === 'string') return params;
  const ratio = typeof rawRatio === 'string' && Object.hasOwn(RATIOS, rawRatio) ? (RATIOS[rawRatio] ?? 16 / 9) : 16 / 9;
  const url = new URL(checked);
  const actual = typeOf(url);
  if (type && type !== actual) return `the video address is not a ${type} address`;
  if (actual === 'youtube') return youtube(url, params, ratio);
  if (actual === 'vimeo') return vimeo(url, params, ratio);
  return hosted(url, params, ratio);
};
