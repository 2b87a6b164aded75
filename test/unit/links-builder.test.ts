// One lightbox per click whenever the page builder's own script arrives (issue 30): performance plugins
// combine, defer or delay it, so it can come before Vormgever, after it, after the visitor's first input
// (the plugin then says it is on its way: builderScript), or never. A stand-in of its click listener
// records what reaches it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIslands, type Islands } from '../../src/islands/registry';
import { watchLinks } from '../../src/links';
import { readSettings } from '../../src/settings';
import { forgetSettingsWarnings } from '../../src/settings/read';
import { dutchSettings } from './dutch-settings';
import { readSwitches } from '../../src/settings/switches';
import { actionHash, linksContext } from './links-fixtures';

let islands: Islands;
let stops: Array<() => void> = [];
let builder: ReturnType<typeof vi.fn<() => void>>;
// The page builder's lightbox: its delegated listener, as it adds it (bubble, on the document).
const builderListener = (event: Event) => (builder(), event.preventDefault());
const addBuilder = () => {
  vi.stubGlobal('elementorFrontend', {});
  document.addEventListener('click', builderListener);
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  islands = createIslands();
  builder = vi.fn<() => void>();
  document.body.innerHTML = `<a id="l" href="${actionHash({ type: 'image', url: '/uploads/markt.jpg' })}">x</a>`;
});
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await islands.idle();
  document.removeEventListener('click', builderListener);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

/** Watches with the settings' switches, plus the plugin's builderScript flag. */
function watch(handleActionLinks: boolean, builderScript?: boolean) {
  const settings = dutchSettings();
  settings.handleActionLinks = handleActionLinks;
  const [doc, win, switches, site] = linksContext(islands, settings);
  stops.push(watchLinks(doc, win, { ...switches, builderScript }, site, islands));
}
/** Clicks the link; says whose lightbox took it. */
async function click() {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.getElementById('l')!.dispatchEvent(event);
  await islands.idle();
  return { ours: !!document.querySelector('#glightbox-body, .vg-tap'), builder: builder.mock.calls.length, prevented: event.defaultPrevented };
}

describe("the page builder's script before, after, after the first input, or never", () => {
  for (const handleActionLinks of [false, true]) {
    const want = handleActionLinks ? { ours: true, builder: 0, prevented: true } : { ours: false, builder: 1, prevented: true };
    const whose = handleActionLinks ? 'ours only (handleActionLinks)' : "the page builder's only";
    it(`before Vormgever: ${whose}`, async () => {
      addBuilder();
      watch(handleActionLinks);
      expect(await click()).toEqual(want);
    });
    it(`after Vormgever (combined, deferred): ${whose}`, async () => {
      watch(handleActionLinks);
      addBuilder();
      expect(await click()).toEqual(want);
    });
    it(`after the first input (delayed; the plugin says it is coming): ${whose}, at the first click too`, async () => {
      watch(handleActionLinks, true);
      // The first click, before the delaying plugin has loaded it: ours, or left for it (it replays the click).
      expect(await click()).toEqual(handleActionLinks ? want : { ours: false, builder: 0, prevented: false });
      if (handleActionLinks) return;
      addBuilder();
      expect(await click()).toEqual(want);
    });
  }
  it('never: ours', async () => {
    watch(false);
    expect(await click()).toEqual({ ours: true, builder: 0, prevented: true });
  });
  it('a click Vormgever takes reaches no listener added after its own, even on window in the capture phase', async () => {
    watch(true, true);
    const late = vi.fn();
    window.addEventListener('click', late, true);
    document.addEventListener('click', late, true);
    document.getElementById('l')!.addEventListener('click', late);
    addBuilder();
    expect(await click()).toEqual({ ours: true, builder: 0, prevented: true });
    expect(late).not.toHaveBeenCalled();
    window.removeEventListener('click', late, true);
    document.removeEventListener('click', late, true);
  });
});

describe("the plugin's word in vormgever-config: builderScript and base", () => {
  const config = (json: object) => (document.head.innerHTML = `<script type="application/json" id="vormgever-config">${JSON.stringify(json)}</script>`);
  it('the entry reads them; the full reader knows them and warns only about a base that is no URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    config({ builderScript: true, base: 'https://cdn.example/wp-content/plugins/vormgever/' });
    expect(readSwitches(document)).toMatchObject({ builderScript: true, base: 'https://cdn.example/wp-content/plugins/vormgever/' });
    readSettings(document);
    expect(warn).not.toHaveBeenCalled();
    for (const base of ['http://[/', 'https://cdn.example/vormgever']) {
      warn.mockClear();
      forgetSettingsWarnings(); // each mistake is said once per page view
      config({ builderScript: 'misschien', base });
      readSettings(document);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/vormgever-config\.builderScript: /),
        expect.stringMatching(/vormgever-config\.base: expected a folder URL/),
      ]);
    }
  });
});
