// The toolbar over the slides: counter, fullscreen, zoom, share menu, close, and previous/next when
// there is more than one slide. It holds no state: the lightbox session renders it with new props.
import type { Slide } from '../../links/slides';
import type { Labels } from '../../settings/labels';
import type { ShareLink } from './share';

export interface ToolbarFeatures {
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
}

export interface ToolbarActions {
  previous(): void;
  next(): void;
  close(): void;
  zoom(): void;
  fullscreen(): void;
  share(open: boolean): void;
}

export interface ToolbarProps {
  labels: Readonly<Labels>;
  slides: readonly Slide[];
  index: number;
  features: ToolbarFeatures;
  zoomed: boolean;
  fullscreen: boolean;
  shareOpen: boolean;
  shareLinks: readonly ShareLink[];
  on: ToolbarActions;
}

export const SHARE_MENU_ID = 'vg-lightbox-share';

/** Fills a label's {n} and {total}. */
export function format(template: string | undefined, n: number, total: number): string {
  return (template ?? '').replace(/\{n\}/g, String(n)).replace(/\{total\}/g, String(total));
}

const ICONS = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  zoom: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.9-4.9M7.5 10.5h6M10.5 7.5v6',
  share: 'M6 12a2.5 2.5 0 1 0 0 .01M18 5.5a2.5 2.5 0 1 0 0 .01M18 18.5a2.5 2.5 0 1 0 0 .01M8.2 10.8l7.6-4M8.2 13.2l7.6 4',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="vg-lightbox__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

function ShareMenu({ open, links, label, onToggle }: { open: boolean; links: readonly ShareLink[]; label: string; onToggle(open: boolean): void }) {
  return (
    <div className="vg-lightbox__share">
      <button type="button" className="vg-lightbox__button vg-lightbox__share-button" aria-label={label} aria-expanded={open} aria-controls={SHARE_MENU_ID} onClick={() => onToggle(!open)}>
        <Icon name="share" />
      </button>
      <ul id={SHARE_MENU_ID} className="vg-lightbox__share-menu" hidden={!open}>
        {links.map((link) => (
          <li key={link.network}>
            {link.network === 'download' ? (
              <a className="vg-lightbox__share-link" data-network={link.network} href={link.href} download>
                {link.label}
              </a>
            ) : (
              <a className="vg-lightbox__share-link" data-network={link.network} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Toolbar({ labels, slides, index, features, zoomed, fullscreen, shareOpen, shareLinks, on }: ToolbarProps) {
  const slide = slides[index];
  const total = slides.length;
  const many = total > 1;
  const live = format(labels.slideOf, index + 1, total) + (slide?.title ? `: ${slide.title}` : '');
  return (
    <>
      <div className="vg-lightbox__bar">
        {features.counter && many && (
          <p className="vg-lightbox__counter" aria-hidden="true">
            {format(labels.slideCounter, index + 1, total)}
          </p>
        )}
        <div className="vg-lightbox__tools">
          {features.fullscreen && (
            <button type="button" className="vg-lightbox__button vg-lightbox__fullscreen" aria-label={labels.fullscreen} aria-pressed={fullscreen} onClick={on.fullscreen}>
              <Icon name="fullscreen" />
            </button>
          )}
          {features.zoom && slide?.type === 'image' && (
            <button type="button" className="vg-lightbox__button vg-lightbox__zoom" aria-label={labels.zoom} aria-pressed={zoomed} onClick={on.zoom}>
              <Icon name="zoom" />
            </button>
          )}
          {features.share && <ShareMenu open={shareOpen} links={shareLinks} label={labels.share} onToggle={on.share} />}
          <button type="button" className="vg-lightbox__button vg-lightbox__close" aria-label={labels.close} onClick={on.close}>
            <Icon name="close" />
          </button>
        </div>
      </div>
      {many && (
        <>
          <button type="button" className="vg-lightbox__nav vg-lightbox__previous" aria-label={labels.previous} aria-disabled={index === 0} onClick={on.previous}>
            <Icon name="previous" />
          </button>
          <button type="button" className="vg-lightbox__nav vg-lightbox__next" aria-label={labels.next} aria-disabled={index === total - 1} onClick={on.next}>
            <Icon name="next" />
          </button>
        </>
      )}
      <p className="vg-lightbox__live" aria-live="polite" aria-atomic="true">
        {live}
      </p>
    </>
  );
}
