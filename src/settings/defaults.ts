import { englishLabels } from './labels';
import type { Settings } from './types';

/** The site's own values, used for every key the page does not provide. */
export function defaultSettings(): Settings {
  return {
    breakpoints: {
      mobile: { value: 767, direction: 'max', enabled: true },
      mobile_extra: { value: 880, direction: 'max', enabled: false },
      tablet: { value: 1024, direction: 'max', enabled: true },
      tablet_extra: { value: 1200, direction: 'max', enabled: false },
      laptop: { value: 1366, direction: 'max', enabled: false },
      widescreen: { value: 2400, direction: 'min', enabled: false },
    },
    grid: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
    activeBreakpoints: ['viewport_mobile', 'viewport_tablet'],
    lightbox: {
      globalImageLightbox: true,
      counter: true,
      fullscreen: true,
      zoom: true,
      share: true,
      titleSrc: 'title',
      descriptionSrc: 'description',
    },
    labels: { ...englishLabels },
    isRtl: false,
    language: 'en',
    post: { id: null, title: '', excerpt: '', featuredImage: false },
    urls: { ajaxurl: null },
    nonces: {},
    editMode: false,
    consentMode: false,
    handleActionLinks: false,
    floatingLabels: false,
  };
}
