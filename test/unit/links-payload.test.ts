import { describe, expect, it } from 'vitest';
import { slidesFromPayload } from '../../src/links/payload';
import { VIDEO_CHECK_MISSING, type Outcome, type Slides } from '../../src/links/slides';
import { safeUrl } from '../../src/links/url';
import { videoEmbed } from '../../src/links/video';

const urls = { base: 'https://site.test/page/', origin: 'https://site.test' };

function read(settings: Record<string, unknown>, hash = '#elementor-action:x'): Outcome {
  return slidesFromPayload(settings, { doc: document, urls, trigger: document.createElement('a'), hash, videoEmbed });
}
function slides(settings: Record<string, unknown>): Slides {
  const outcome = read(settings);
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome;
}
function problem(settings: Record<string, unknown>): string {
  const outcome = read(settings);
  if (!('problem' in outcome)) throw new Error(`opened: ${JSON.stringify(outcome.slides)}`);
  return outcome.problem;
}

describe('addresses', () => {
  const table: Array<[string, string | null]> = [
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://example.com/a.jpg', 'http://example.com/a.jpg'],
    ['/wp-content/uploads/a.jpg', 'https://site.test/wp-content/uploads/a.jpg'],
    ['a.jpg', 'https://site.test/page/a.jpg'],
    ['  https://site.test/a.jpg  ', 'https://site.test/a.jpg'],
    ['//evil.example/a.jpg', null],
    ['/\\evil.example/a.jpg', null],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['\u0000javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['vbscript:msgbox(1)', null],
    ['file:///etc/passwd', null],
    ['blob:https://site.test/1', null],
    ['ftp://example.com/a.jpg', null],
    ['http://', null],
    ['', null],
  ];
  for (const [raw, expected] of table) {
    it(`${expected ? 'allows' : 'refuses'} ${JSON.stringify(raw)}`, () => {
      expect(safeUrl(raw, urls)).toBe(expected);
    });
  }
  it('refuses non-strings', () => {
    for (const raw of [1, null, undefined, {}, ['https://site.test/a.jpg']]) expect(safeUrl(raw, urls)).toBeNull();
  });
});

describe('image settings', () => {
  it('reads type image and an id without type', () => {
    expect(slides({ type: 'image', url: '/a.jpg', title: 'Strand', description: 'Zon' })).toEqual({
      slides: [{ type: 'image', url: 'https://site.test/a.jpg', title: 'Strand', description: 'Zon', hash: '#elementor-action:x' }],
      index: 0,
    });
    expect(slides({ id: 123, url: 'https://site.test/b.jpg' }).slides[0]).toMatchObject({ type: 'image', title: '' });
    expect(slides({ id: '123', url: 'https://site.test/b.jpg', title: null }).slides[0]?.title).toBe('');
  });

  it('takes the title from the link when the settings have none', () => {
    const trigger = document.createElement('a');
    trigger.setAttribute('data-elementor-lightbox-title', 'Uit de link');
    const outcome = slidesFromPayload({ id: 1, url: '/a.jpg' }, { doc: document, urls, trigger, hash: '' });
    expect('slides' in outcome && outcome.slides[0]?.title).toBe('Uit de link');
  });

  const refused: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a missing url', { type: 'image' }, /url/],
    ['a javascript: url', { type: 'image', url: 'javascript:alert(1)' }, /url/],
    ['a number url', { type: 'image', url: 42 }, /url/],
    ['a number title', { type: 'image', url: '/a.jpg', title: 5 }, /text/],
    ['an object description', { type: 'image', url: '/a.jpg', description: { html: '<b>' } }, /text/],
    ['an object id', { id: { x: 1 }, url: '/a.jpg' }, /id/],
    ['the html type', { type: 'html', html: '<img src=x onerror=alert(1)>' }, /not supported/],
    ['the null type (CVE-2021-24891)', { type: 'null', html: '<script>alert(1)</script>' }, /not supported/],
    ['no type', { url: '/a.jpg' }, /no type/],
    ['a non-string type', { type: ['image'], url: '/a.jpg' }, /not supported/],
  ];
  for (const [name, settings, reason] of refused) {
    it(`refuses ${name}`, () => expect(problem(settings)).toMatch(reason));
  }
});

describe('video settings', () => {
  const youtube: Array<[string, string]> = [
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed&autoplay=1&rel=0&controls=1', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ];
  for (const [url, id] of youtube) {
    it(`embeds ${url} through youtube-nocookie.com`, () => {
      const video = slides({ type: 'video', videoType: 'youtube', url }).slides[0]?.video;
      expect(video?.tag).toBe('iframe');
      expect(video?.src.startsWith(`https://www.youtube-nocookie.com/embed/${id}?`)).toBe(true);
      expect(new URL(video!.src).searchParams.get('autoplay')).toBe('1');
    });
  }

  it('keeps whitelisted YouTube parameters only', () => {
    const src = slides({ type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ?t=42&rel=0&loop=1&origin=evil&enablejsapi=1&widget_referrer=x' }).slides[0]?.video?.src ?? '';
    const query = new URL(src).searchParams;
    expect(Object.fromEntries(query)).toEqual({ start: '42', rel: '0', loop: '1', playlist: 'dQw4w9WgXcQ', autoplay: '1' });
  });

  it('embeds Vimeo with dnt=1', () => {
    for (const url of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=8272103f6e', 'https://vimeo.com/76979871/8272103f6e']) {
      const src = slides({ type: 'video', videoType: 'vimeo', url }).slides[0]?.video?.src ?? '';
      expect(src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1&autoplay=1/);
    }
  });

  it('plays hosted files with a video extension, with whitelisted parameters', () => {
    const video = slides({
      type: 'video',
      videoType: 'hosted',
      url: '/uploads/film.mp4',
      videoParams: { autoplay: '', loop: 'loop', muted: true, controls: '', preload: 'metadata', poster: '/poster.jpg', controlsList: 'nodownload', style: 'x' },
      modalOptions: { videoAspectRatio: '43' },
    }).slides[0]?.video;
    expect(video).toEqual({
      tag: 'video',
      src: 'https://site.test/uploads/film.mp4',
      attributes: { autoplay: '', loop: '', controls: '', muted: '', playsinline: '', preload: 'metadata', poster: 'https://site.test/poster.jpg' },
      ratio: 4 / 3,
    });
  });

  const refused: Array<[string, Record<string, unknown>, RegExp]> = [
    ['CVE-2022-29455', { type: 'video', url: 'http://', videoType: 'hosted', videoParams: { onerror: 'alert(document.domain)' } }, /address|onerror/],
    ['an onerror param on a good file', { type: 'video', url: '/a.mp4', videoType: 'hosted', videoParams: { onerror: 'alert(1)' } }, /onerror/],
    ['an ONLOAD param', { type: 'video', url: '/a.mp4', videoParams: { ONLOAD: 'alert(1)' } }, /ONLOAD/],
    ['a javascript: poster', { type: 'video', url: '/a.mp4', videoParams: { poster: 'javascript:alert(1)' } }, /poster/],
    ['a bad preload', { type: 'video', url: '/a.mp4', videoParams: { preload: '"><script>' } }, /preload/],
    ['a bad switch', { type: 'video', url: '/a.mp4', videoParams: { autoplay: { x: 1 } } }, /autoplay/],
    ['videoParams as a string', { type: 'video', url: '/a.mp4', videoParams: 'onerror=alert(1)' }, /videoParams/],
    ['a hosted file without a video extension', { type: 'video', videoType: 'hosted', url: '/a.php' }, /video file/],
    ['a look-alike YouTube host', { type: 'video', videoType: 'youtube', url: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }, /youtube/],
    ['another look-alike', { type: 'video', videoType: 'youtube', url: 'https://evilyoutube.com/watch?v=dQw4w9WgXcQ' }, /youtube/],
    ['a YouTube id with odd characters', { type: 'video', videoType: 'youtube', url: 'https://youtu.be/dQw4w9WgXc"' }, /id/],
    ['a Vimeo address without id', { type: 'video', videoType: 'vimeo', url: 'https://vimeo.com/channels/staff' }, /id/],
    ['a mismatched videoType', { type: 'video', videoType: 'vimeo', url: 'https://youtu.be/dQw4w9WgXcQ' }, /vimeo/],
    ['an unknown videoType', { type: 'video', videoType: 'flash', url: '/a.mp4' }, /videoType/],
    ['a javascript: video', { type: 'video', url: 'javascript:alert(1)//a.mp4' }, /address/],
  ];
  for (const [name, settings, reason] of refused) {
    it(`refuses ${name}`, () => expect(problem(settings)).toMatch(reason));
  }

  it('ignores prototype names as aspect ratios', () => {
    expect(videoEmbed('/a.mp4', 'hosted', undefined, 'constructor', (raw) => safeUrl(raw, urls))).toMatchObject({ ratio: 16 / 9 });
  });
});

describe('without the video checker (video.ts not loaded yet)', () => {
  const early = (settings: Record<string, unknown>) => slidesFromPayload(settings, { doc: document, urls, trigger: document.createElement('a'), hash: '' });

  it('reads images', () => {
    expect(early({ type: 'image', url: '/a.jpg' })).toMatchObject({ slides: [{ type: 'image' }] });
    expect(early({ type: 'slideshow', slideshow: { slides: [{ image: '/a.jpg' }, { image: '/b.jpg' }] } })).toMatchObject({ index: 0 });
  });

  it('asks for it for every kind of video, and refuses what is wrong without it', () => {
    for (const settings of [
      { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      { type: 'video', url: 'javascript:alert(1)' },
      { type: 'slideshow', slideshow: { slides: [{ image: '/a.jpg' }, { video: '/film.mp4' }] } },
    ]) {
      expect(early(settings)).toEqual({ problem: VIDEO_CHECK_MISSING });
    }
    expect(early({ type: 'video', videoType: 'flash', url: '/a.swf' })).toEqual({ problem: 'videoType is not youtube, vimeo or hosted' });
    expect(early({ type: 'slideshow', slideshow: { slides: [{ image: 'javascript:x' }, { video: '/film.mp4' }] } })).toEqual({ problem: 'a slide image is not an allowed address' });
  });
});

describe('inline slideshow settings', () => {
  const show = (extra: Record<string, unknown> = {}) => ({
    type: 'slideshow',
    slideshow: {
      slides: [{ image: '/1.jpg', title: 'Een' }, { image: '/2.jpg', description: 'Twee' }, { video: 'https://youtu.be/dQw4w9WgXcQ' }],
      ...extra,
    },
  });

  it('reads slides and the initial slide', () => {
    const outcome = slides(show({ swiper: { initialSlide: 2 } }));
    expect(outcome.index).toBe(2);
    expect(outcome.slides.map((slide) => slide.type)).toEqual(['image', 'image', 'video']);
    expect(outcome.slides[0]).toMatchObject({ url: 'https://site.test/1.jpg', title: 'Een' });
  });

  it('clamps an initial slide out of range', () => {
    expect(slides(show({ swiper: { initialSlide: 9 } })).index).toBe(2);
    expect(slides(show({ swiper: { initialSlide: -3 } })).index).toBe(0);
  });

  const refused: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no slides', { type: 'slideshow', slideshow: { slides: [] } }, /slides/],
    ['slides not a list', { type: 'slideshow', slideshow: { slides: 'x' } }, /slides/],
    ['a slide that is a string', { type: 'slideshow', slideshow: { slides: ['/1.jpg'] } }, /object/],
    ['a slide with a javascript: image', { type: 'slideshow', slideshow: { slides: [{ image: 'javascript:alert(1)' }] } }, /image/],
    ['a slide with a number title', { type: 'slideshow', slideshow: { slides: [{ image: '/1.jpg', title: 1 }] } }, /text/],
    ['a string initialSlide', { type: 'slideshow', slideshow: { slides: [{ image: '/1.jpg' }], swiper: { initialSlide: '1' } } }, /initialSlide/],
    ['too many slides', { type: 'slideshow', slideshow: { slides: Array.from({ length: 101 }, () => ({ image: '/1.jpg' })) } }, /more than 100/],
    ['a slideshow that is neither group nor object', { type: 'slideshow', slideshow: [1] }, /group id or an object/],
  ];
  for (const [name, settings, reason] of refused) {
    it(`refuses ${name}`, () => expect(problem(settings)).toMatch(reason));
  }
});
