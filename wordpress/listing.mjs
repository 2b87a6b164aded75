// `node wordpress/listing.mjs`: the WordPress.org listing's icon and banner, drawn by Chromium from one
// source (wordpress/listing.svg) into .wordpress-org/ (where the directory deploy takes its assets: see
// .github/workflows/release.yml). Run it after changing the logo and commit the PNGs; the release test
// (test/release/run.mjs) checks their sizes. The screenshots there are the test suites' (docs/releasing.md).
import { readFileSync } from 'node:fs';
import { launchBrowser } from '../test/browser/harness.mjs';

const logo = readFileSync(new URL('listing.svg', import.meta.url), 'utf8');
const out = (name) => new URL(`../.wordpress-org/${name}`, import.meta.url).pathname;
const banner = (width, height) => `<!doctype html><html lang="nl"><style>
  body { margin: 0; width: ${width}px; height: ${height}px; display: flex; align-items: center; gap: ${height * 0.12}px;
         padding-left: ${height * 0.2}px; box-sizing: border-box; background: linear-gradient(135deg, #1e3a8a, #1d4ed8);
         color: #fff; font-family: 'DejaVu Sans', sans-serif; }
  svg { width: ${height * 0.6}px; height: ${height * 0.6}px; flex: none; }
  h1 { margin: 0; font-size: ${height * 0.24}px; letter-spacing: -0.02em; }
  p { margin: ${height * 0.03}px 0 0; font-size: ${height * 0.085}px; opacity: 0.9; }
</style><body>${logo}<div><h1>Vormgever</h1><p>Schakelaars, iconen en een lightbox<br>voor Gravity Forms en Elementor</p></div></body></html>`;
const icon = (size) => `<!doctype html><style>body { margin: 0 } svg { display: block; width: ${size}px; height: ${size}px }</style><body>${logo}</body>`;

const browser = await launchBrowser({ full: true });
try {
  for (const [name, width, height, html] of [
    ['icon-128x128.png', 128, 128, icon(128)],
    ['icon-256x256.png', 256, 256, icon(256)],
    ['banner-772x250.png', 772, 250, banner(772, 250)],
    ['banner-1544x500.png', 1544, 500, banner(1544, 500)],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.screenshot({ path: out(name), omitBackground: name.startsWith('icon') });
    await page.close();
    console.log(`listing: .wordpress-org/${name}`);
  }
} finally {
  await browser.close();
}
