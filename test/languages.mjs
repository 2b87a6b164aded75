// The visitor's strings of the language tests, written out here once (not read from the code they
// check): English and Dutch as the product has them built in and as the plugin's source and Dutch
// translation say them, German as a site's language pack would, and what each test reads of a
// lightbox in those strings. Used by test/unit/visitor-strings.test.ts, test/browser/languages.test.mjs
// and test/wordpress/languages.test.mjs.

export const english = {
  lightbox: 'Lightbox', slideOf: 'Image {n} of {total}', slideCounter: '{n} / {total}', close: 'Close', previous: 'Previous', next: 'Next',
  fullscreen: 'Fullscreen', zoom: 'Zoom', share: 'Share', shareOnFacebook: 'Share on Facebook', shareOnX: 'Share on X', pinIt: 'Pin it',
  downloadImage: 'Download image', playVideo: 'Play Video',
};
export const dutch = { ...english, slideOf: 'Afbeelding {n} van {total}', close: 'Sluiten', previous: 'Vorige', next: 'Volgende', fullscreen: 'Volledig scherm', zoom: 'Zoomen', share: 'Delen', shareOnFacebook: 'Delen op Facebook', shareOnX: 'Delen op X', pinIt: 'Pinnen', downloadImage: 'Afbeelding downloaden', playVideo: 'Video afspelen' };
export const german = {
  lightbox: 'Bildansicht', slideOf: 'Bild {n} von {total}', slideCounter: '{n} von {total}', close: 'Schließen', previous: 'Zurück',
  next: 'Weiter', fullscreen: 'Vollbild', zoom: 'Vergrößern', share: 'Teilen', shareOnFacebook: 'Auf Facebook teilen', shareOnX: 'Auf X teilen',
  pinIt: 'Merken', downloadImage: 'Bild herunterladen', playVideo: 'Video abspielen',
};

/**
 * What a visitor meets of a lightbox opened on the first of `total` slides titled "Stadhuis", in
 * `labels`: the tap view's and the dialog's names, the buttons (fullscreen, zoom, share, close,
 * previous, next), the slide's announcement, the counter and the share menu.
 */
export const lightboxIn = (labels, total) => ({
  tapView: labels.lightbox,
  dialog: labels.lightbox,
  buttons: [labels.fullscreen, labels.zoom, labels.share, labels.close, labels.previous, labels.next],
  live: `${labels.slideOf.replace('{n}', '1').replace('{total}', String(total))}: Stadhuis`,
  counter: labels.slideCounter.replace('{n}', '1').replace('{total}', String(total)),
  share: [labels.shareOnFacebook, labels.shareOnX, labels.pinIt, labels.downloadImage],
});
