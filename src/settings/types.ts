import type { Labels } from './labels';

// The one typed settings object every part of Vormgever reads. Built once at start by readSettings()
// from: defaults < window.elementorFrontendConfig < <script id="vormgever-config"> < start() options.

export type BreakpointName = 'mobile' | 'mobile_extra' | 'tablet' | 'tablet_extra' | 'laptop' | 'widescreen';
export type Device = BreakpointName | 'desktop';

export interface Breakpoint {
  value: number;
  direction: 'max' | 'min';
  enabled: boolean;
}

export type AttachmentField = 'none' | 'title' | 'caption' | 'alt' | 'description';

export interface LightboxSettings {
  globalImageLightbox: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
  titleSrc: AttachmentField;
  descriptionSrc: AttachmentField;
}

export interface PostSettings {
  id: number | null;
  title: string;
  excerpt: string;
  featuredImage: string | false;
}

export interface Settings {
  breakpoints: Record<BreakpointName, Breakpoint>;
  grid: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
  activeBreakpoints: string[];
  lightbox: LightboxSettings;
  /** Every string a visitor sees or hears, in one language (the rule: read.ts, labelsFor()). */
  labels: Labels;
  isRtl: boolean;
  /** The page's language: the primary subtag of `<html lang>`, lower case; `en` without one. */
  language: string;
  post: PostSettings;
  urls: { ajaxurl: string | null };
  nonces: Record<string, string>;
  /** The page is the page builder's editor preview: Vormgever leaves it alone. */
  editMode: boolean;
  /** Opt-in bridge from the cookie banner to Google consent mode. */
  consentMode: boolean;
  /** Handle action links even when the page builder's own frontend script is present. */
  handleActionLinks: boolean;
  /** Every placeholder-mode form floats its labels, as with the form class `float-labels`. */
  floatingLabels: boolean;
}

/** The full settings and the device now: what the lazy settings chunk gives the rest. */
export interface Site {
  settings: Settings;
  device(): Device;
}
