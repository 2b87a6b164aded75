import { describe, expect, it } from 'vitest';
import { resolveLightbox } from '../../src/links/resolve';
import { VIDEO_CHECK_MISSING, type Outcome, type Slides } from '../../src/links/slides';
import { videoEmbed } from '../../src/links/video';
import { actionHash } from './links-fixtures';

const urls = { base: 'https://site.test/page/', origin: 'https://site.test' };

function open(trigger: Element, kind: 'action' | 'image' = 'image', hash: string | null = null): Outcome {
  return resolveLightbox({ trigger, kind, hash }, { doc: document, urls, videoEmbed });
}
function opened(outcome: Outcome): Slides {
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome;
}
const $ = (selector: string) => document.querySelector(selector)!;
const names = (outcome: Slides) => outcome.slides.map((slide) => slide.url.replace('https://site.test/', ''));

describe('slideshow by group', () => {
  it('collects the group in document order, starting at the clicked link', () => {
    document.body.innerHTML = `
      <a id="a" href="/1.jpg" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-title="Een">1</a>
      <a href="/x.jpg" data-elementor-lightbox-slideshow="other">x</a>
      <a id="b" href="/2.jpg" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-description="Twee">2</a>
      <a href="/3.jpg" data-elementor-lightbox-slideshow="g1">3</a>`;
    const outcome = opened(open($('#b')));
    expect(names(outcome)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(outcome.index).toBe(1);
    expect(outcome.slides[0]).toMatchObject({ title: 'Een', description: '' });
    expect(outcome.slides[1]).toMatchObject({ title: '', description: 'Twee' });
  });

  it('orders by data-elementor-lightbox-index, ties and missing ones by document order', () => {
    document.body.innerHTML = `
      <a href="/c.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="2">c</a>
      <a id="a" href="/a.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="0">a</a>
      <a href="/b.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="1">b</a>
      <a href="/b2.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="1">b2</a>`;
    const outcome = opened(open($('#a')));
    expect(names(outcome)).toEqual(['a.jpg', 'b.jpg', 'b2.jpg', 'c.jpg']);
    expect(outcome.index).toBe(0);
  });

  it('skips carousel clones', () => {
    document.body.innerHTML = `
      <div class="swiper-slide swiper-slide-duplicate"><a href="/3.jpg" data-elementor-lightbox-slideshow="c">3</a></div>
      <div class="swiper-slide"><a id="one" href="/1.jpg" data-elementor-lightbox-slideshow="c">1</a></div>
      <div class="swiper-slide"><a href="/2.jpg" data-elementor-lightbox-slideshow="c">2</a></div>
      <div class="swiper-slide"><a href="/3.jpg" data-elementor-lightbox-slideshow="c">3</a></div>
      <div class="slick-cloned"><div><a href="/1.jpg" data-elementor-lightbox-slideshow="c">1</a></div></div>`;
    expect(names(opened(open($('#one'))))).toEqual(['1.jpg', '2.jpg', '3.jpg']);
  });

  it('takes video slides from data-elementor-lightbox-video', () => {
    document.body.innerHTML = `
      <a id="v" href="/poster.jpg" data-elementor-lightbox-slideshow="m" data-elementor-lightbox-video="https://www.youtube.com/embed/dQw4w9WgXcQ">v</a>
      <a href="/1.jpg" data-elementor-lightbox-slideshow="m">1</a>`;
    const outcome = opened(open($('#v')));
    expect(outcome.slides.map((slide) => slide.type)).toEqual(['video', 'image']);
    expect(outcome.slides[0]?.video?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });

  it('asks for the video checker when a member is a video (and does not leave the video out)', () => {
    document.body.innerHTML = `
      <a id="one" href="/1.jpg" data-elementor-lightbox-slideshow="m">1</a>
      <a href="/poster.jpg" data-elementor-lightbox-slideshow="m" data-elementor-lightbox-video="/film.mp4">v</a>
      <a id="alone" href="/2.jpg" data-elementor-lightbox-slideshow="n">2</a>`;
    const early = (element: Element) => resolveLightbox({ trigger: element, kind: 'image', hash: null }, { doc: document, urls });
    expect(early($('#one'))).toEqual({ problem: VIDEO_CHECK_MISSING });
    expect(names(opened(early($('#alone'))))).toEqual(['2.jpg']);
  });

  it('leaves out members with refused addresses, and says how many', () => {
    document.body.innerHTML = `
      <a href="javascript:alert(1)//x.jpg" data-elementor-lightbox-slideshow="s">bad</a>
      <a id="ok" href="/1.jpg" data-elementor-lightbox-slideshow="s">1</a>`;
    const outcome = opened(open($('#ok')));
    expect(names(outcome)).toEqual(['1.jpg']);
    expect(outcome.skipped).toBe(1);
    expect(open($('a'))).toEqual({ problem: 'the clicked slide has no allowed address' });
  });

  it('opens a group from an action link, at the slide with its url, with each slide\'s own hash', () => {
    const settings = { id: 2, url: 'https://site.test/2.jpg', slideshow: 'gal' };
    const hash2 = actionHash(settings, 'server');
    const hash1 = actionHash({ id: 1, url: 'https://site.test/1.jpg', slideshow: 'gal' }, 'encoded');
    document.body.innerHTML = `
      <a href="/1.jpg" data-elementor-lightbox-slideshow="gal" data-e-action-hash="${hash1}">1</a>
      <a href="/2.jpg" data-elementor-lightbox-slideshow="gal" data-e-action-hash="${hash2}">2</a>
      <button id="b" data-e-action-hash="${hash2}">open</button>`;
    const outcome = opened(open($('#b'), 'action', hash2));
    expect(outcome.index).toBe(1);
    expect(outcome.slides.map((slide) => slide.hash)).toEqual([`#${hash1.slice(3)}`, hash2]);
  });

  it('treats an empty group attribute as a single image', () => {
    document.body.innerHTML = '<a id="a" href="/1.jpg" data-elementor-lightbox-slideshow="">1</a><a href="/2.jpg" data-elementor-lightbox-slideshow="">2</a>';
    expect(names(opened(open($('#a'))))).toEqual(['1.jpg']);
  });

  it('matches the group id as text, not as a selector', () => {
    document.body.innerHTML = `<a id="a" href="/1.jpg" data-elementor-lightbox-slideshow='"]<x>'>1</a>`;
    expect(names(opened(open($('#a'))))).toEqual(['1.jpg']);
  });
});
