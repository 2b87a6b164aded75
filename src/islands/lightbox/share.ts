// The share menu's links. The shared page is this page's address without its hash, plus the slide's
// own action link, so that the shared address opens the same slide.
import type { Slide } from '../../links/slides';
import type { Labels } from '../../settings/labels';

export interface ShareLink {
  network: 'facebook' | 'x' | 'pinterest' | 'download';
  label: string;
  href: string;
}

export function sharedPageUrl(pageHref: string, slide: Slide): string {
  return pageHref.replace(/#[^]*$/, '') + slide.hash;
}

export function shareLinks(slide: Slide, pageHref: string, pageTitle: string, labels: Labels): ShareLink[] {
  const page = encodeURIComponent(sharedPageUrl(pageHref, slide));
  const text = encodeURIComponent(slide.title || pageTitle);
  const links: ShareLink[] = [
    { network: 'facebook', label: labels.shareOnFacebook, href: `https://www.facebook.com/sharer.php?u=${page}` },
    { network: 'x', label: labels.shareOnX, href: `https://x.com/intent/tweet?text=${text}&url=${page}` },
  ];
  if (slide.type === 'image') {
    const media = encodeURIComponent(slide.url);
    links.push({ network: 'pinterest', label: labels.pinIt, href: `https://www.pinterest.com/pin/create/button/?url=${page}&media=${media}` });
    links.push({ network: 'download', label: labels.downloadImage, href: slide.url });
  }
  return links;
}
