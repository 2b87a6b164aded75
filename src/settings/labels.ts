// Every string a visitor sees or hears from Vormgever, keyed like the page builder's i18n where it has
// the same string. Built in: English and Dutch, chosen by the page's <html lang>. The WordPress plugin
// passes the site's own (WordPress's translations, wordpress/includes/visitor-strings.php: the same
// keys, the English below as its source strings; test/unit/labels-sources.test.ts holds the two
// together). This module is part of the lazy settings chunk: the entry has only the lightbox's name
// (settings/switches.ts, for the tap view), which is the same word in both sets.

/** The keys of every visitor string. */
export type LabelKey =
  | 'lightbox'
  | 'slideOf'
  | 'slideCounter'
  | 'close'
  | 'previous'
  | 'next'
  | 'fullscreen'
  | 'zoom'
  | 'share'
  | 'shareOnFacebook'
  | 'shareOnX'
  | 'pinIt'
  | 'downloadImage'
  | 'playVideo';

export type Labels = Record<LabelKey, string>;

// `{n}` and `{total}`: the slide's number and the number of slides.
export const englishLabels: Readonly<Labels> = {
  lightbox: 'Lightbox',
  slideOf: 'Image {n} of {total}',
  slideCounter: '{n} / {total}',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  fullscreen: 'Fullscreen',
  zoom: 'Zoom',
  share: 'Share',
  shareOnFacebook: 'Share on Facebook',
  shareOnX: 'Share on X',
  pinIt: 'Pin it',
  downloadImage: 'Download image',
  playVideo: 'Play Video',
};

export const dutchLabels: Readonly<Labels> = {
  lightbox: 'Lightbox',
  slideOf: 'Afbeelding {n} van {total}',
  slideCounter: '{n} / {total}',
  close: 'Sluiten',
  previous: 'Vorige',
  next: 'Volgende',
  fullscreen: 'Volledig scherm',
  zoom: 'Zoomen',
  share: 'Delen',
  shareOnFacebook: 'Delen op Facebook',
  shareOnX: 'Delen op X',
  pinIt: 'Pinnen',
  downloadImage: 'Afbeelding downloaden',
  playVideo: 'Video afspelen',
};

/** The keys whose string the page builder's config has (its lightbox's toolbar); Vormgever's own are not among them. */
export const BUILDER_LABEL_KEYS: readonly LabelKey[] = [
  'close', 'previous', 'next', 'fullscreen', 'zoom', 'share', 'shareOnFacebook', 'shareOnX', 'pinIt', 'downloadImage', 'playVideo',
];

/** The built-in language for a page's language (a primary subtag, lower case): Dutch for `nl`, else English. */
export function builtInLanguage(language: string): 'en' | 'nl' {
  return language === 'nl' ? 'nl' : 'en';
}

/** The built-in set for a page's language. */
export function builtInLabels(language: string): Labels {
  return { ...(builtInLanguage(language) === 'nl' ? dutchLabels : englishLabels) };
}
