// Loaded into Playground's CLI (`node --import`) by test/playground/run.mjs: the committed blueprint
// asks WordPress.org for the newest WordPress and for plugins by their directory slugs; this answers
// those requests from local zips, so the blueprint runs as the directory has it, with no network.
// Any other request to a host that is not this machine fails, and is logged: an audit of what the
// preview would fetch. It relies on the CLI fetching these in its main thread with Node's fetch
// (checked with @wp-playground/cli 3.1.56; check again when bumping it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const wordpressZip = process.env.PG_LOCAL_WP_ZIP;
const wordpressVersion = process.env.PG_LOCAL_WP_VERSION;
const zips = process.env.PG_LOCAL_ZIPS;
const realFetch = globalThis.fetch;

const zipResponse = (file) => new Response(readFileSync(file), { status: 200, headers: { 'content-type': 'application/zip' } });

globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return realFetch(input, init);
  console.error(`[offline-fetch] ${url.href}`);
  if (url.hostname === 'api.wordpress.org' && url.pathname.startsWith('/core/version-check/')) {
    const download = `https://downloads.wordpress.org/release/wordpress-${wordpressVersion}.zip`;
    const offer = { response: 'autoupdate', download, locale: 'en_US', packages: { full: download }, current: wordpressVersion, version: wordpressVersion, php_version: '7.4', mysql_version: '5.5.5' };
    return new Response(JSON.stringify({ offers: [offer] }), { status: 200, headers: { 'content-type': 'application/json' } });
  }
  // The release the offer names; without one, the newest (wordpress.org/wordpress-latest.zip).
  if ((url.hostname === 'downloads.wordpress.org' && /^\/release\/[\w.-]+\.zip$/.test(url.pathname)) || (url.hostname === 'wordpress.org' && /^\/wordpress-[\w.-]+\.zip$/.test(url.pathname))) return zipResponse(wordpressZip);
  const plugin = url.hostname === 'downloads.wordpress.org' && /^\/(?:plugin|theme)\/([\w-]+?)(?:\.latest-stable|\.[\d.]+)?\.zip$/.exec(url.pathname);
  if (plugin) return zipResponse(join(zips, `${plugin[1]}.zip`));
  throw new TypeError(`[offline-fetch] no network here: ${url.href}`);
};
