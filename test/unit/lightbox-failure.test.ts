// A lightbox whose mount throws (a broken page script, a browser bug) is reported with its link and
// leaves nothing behind; the next click opens normally.
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from 'vitest';
import { startTag } from '../../src/engine/console';
import type * as LightboxMount from '../../src/islands/lightbox/mount';
import { createIslands, type Islands } from '../../src/islands/registry';
import { watchLinks } from '../../src/links';

const failNext = vi.hoisted(() => ({ value: false }));
vi.mock('../../src/islands/lightbox/mount', async (importOriginal) => {
  const original = await importOriginal<typeof LightboxMount>();
  return {
    ...original,
    mount: (...args: Parameters<typeof original.mount>) => {
      if (failNext.value) {
        failNext.value = false;
        throw new Error('kapot');
      }
      return original.mount(...args);
    },
  };
});

// Imported after the mock is declared (vi.mock is hoisted above every import anyway).
const { linksContext } = await import('./links-fixtures');

let islands: Islands;
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  islands = createIslands();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('reports a lightbox that fails to open with its link, leaves nothing behind, and opens on the next click', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '<main><a id="foto" href="/foto.jpg">Foto</a></main>';
  const stop = watchLinks(...linksContext(islands));
  const link = document.getElementById('foto')!;
  const events: string[] = [];
  const log = (event: Event) => events.push(event.type);
  for (const type of ['open', 'ready', 'close']) document.addEventListener(`vormgever:lightbox-${type}`, log);
  onTestFinished(() => ['open', 'ready', 'close'].forEach((type) => document.removeEventListener(`vormgever:lightbox-${type}`, log)));

  failNext.value = true;
  link.click();
  await islands.idle();
  // The first view was on the screen: its opening ends with a close event, as any other.
  expect(events).toEqual(['vormgever:lightbox-open', 'vormgever:lightbox-close']);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('lightbox failed to open'), startTag(link), expect.any(Error));
  expect(document.querySelector('.vormgever-lightbox')).toBeNull();
  expect(islands.liveCount()).toBe(0);
  expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);

  link.click();
  await islands.idle();
  expect(document.getElementById('glightbox-body')).not.toBeNull();
  expect(islands.liveCount()).toBe(1);
  expect(error).toHaveBeenCalledTimes(1);
  stop();
  await islands.idle();
  expect(islands.liveCount()).toBe(0);
});
