// The demo site: a small Dutch municipal site with the Gravity Forms forms, the same contact form in
// WPForms, Fluent Forms, Formidable, Ninja Forms, Contact Form 7 and Elementor Pro's Form widget, a gallery and a not-found page, served by plain node:http. Vormgever is loaded from dist/ exactly as a site owner would load it.
// Forms really post here: the server validates them like the form plugin and answers with the plugin's
// AJAX postback document (for demo/public/gf-ajax.js) or, without JavaScript, with a whole page.
//   npm start            (builds dist/ first)      PORT=9000 node demo/server.mjs
//   npm start -- --csp   (or VG_CSP=1): under a strict Content Security Policy, see demo/csp.mjs
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTokenStore } from './captcha.mjs';
import { createMovedStyles, cspHeaders, cspOption, strictHtml } from './csp.mjs';
import { browserClass } from './forms/html.mjs';
import { callbackForm, contactForm, enquiryForm, formById, postbackDocument, processSubmission, recaptchaSiteKey, renderConfirmation, renderForm } from './forms/index.mjs';
import { ensureImages } from './make-images.mjs';
import { ensureVideo } from './make-video.mjs';
import { fluentToken, submitFluentForm } from './forms/fluentform.mjs';
import { refillCf7, submitCf7 } from './forms/contactform7.mjs';
import { submitFormidableAjax, submitFormidablePage } from './forms/formidable.mjs';
import { submitNinjaForm } from './forms/ninjaforms.mjs';
import { submitWpforms } from './forms/wpforms.mjs';
import { submitElementorForm } from './forms/elementorform.mjs';
import { elementorFormPage } from './pages/elementor-form.mjs';
import { contactForm7Page, fluentFormsPage, formidablePage, ninjaFormsPage, wpformsPage } from './pages/builders.mjs';
import { callbackPage, contactPage, cookiePage, enquiryPage, galleryPage, notFoundPage, videoPath } from './pages/content.mjs';
import { renderPage } from './pages/layout.mjs';

const demoDir = fileURLToPath(new URL('.', import.meta.url));
const rootDir = resolve(demoDir, '..');
const distDir = join(rootDir, 'dist');
const publicDir = join(demoDir, 'public');
const fontAwesomeDir = join(rootDir, 'node_modules', '@fortawesome', 'fontawesome-free');
const jqueryDir = join(rootDir, 'node_modules', 'jquery', 'dist');
const bodyLimit = 1024 * 1024;

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.webp': 'image/webp', '.woff2': 'font/woff2', '.mp4': 'video/mp4', '.txt': 'text/plain; charset=utf-8',
};

// Single files and folders outside demo/public/, by URL.
const files = {
  '/vormgever.js': join(distDir, 'vormgever.js'),
  '/vormgever.css': join(distDir, 'vormgever.css'),
  // Pages with other builders' forms: their builder's module (/builders/<name>.js) first, then this one.
  '/vormgever-builders.js': join(distDir, 'vormgever-builders.js'),
  '/vendor/fontawesome/css/all.min.css': join(fontAwesomeDir, 'css', 'all.min.css'),
  // The form builders' scripts use jQuery (WordPress ships it; here the project's devDependency).
  '/vendor/jquery/jquery.min.js': join(jqueryDir, 'jquery.min.js'),
};
const folders = [
  { prefix: '/chunks/', dir: join(distDir, 'chunks') },
  // The plugin's own icons, beside vormgever.js as in the plugin.
  { prefix: '/icons/', dir: join(distDir, 'icons') },
  // Each builder's words (<name>.js) and the stylesheet in them (<name>.css).
  { prefix: '/builders/', dir: join(distDir, 'builders') },
  { prefix: '/vendor/fontawesome/webfonts/', dir: join(fontAwesomeDir, 'webfonts') },
  { prefix: '/', dir: publicDir },
];

const formPages = new Map([
  ['/', { form: contactForm, page: contactPage }],
  ['/offerte-aanvragen', { form: enquiryForm, page: enquiryPage }],
  ['/terugbellen', { form: callbackForm, page: callbackPage }],
]);

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** A file below `dir` for a decoded relative path, or null: no "..", no hidden names, no escaping. */
function inside(dir, relative) {
  const segments = relative.split('/');
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'))) return null;
  const file = resolve(dir, ...segments.filter(Boolean));
  return file.startsWith(dir + sep) ? file : null;
}

function staticFile(path) {
  if (Object.hasOwn(files, path)) return files[path];
  const folder = folders.find((candidate) => path.startsWith(candidate.prefix));
  return folder ? inside(folder.dir, path.slice(folder.prefix.length)) : null;
}

async function sendFile(req, res, file) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const headers = {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  let start = 0, end = info.size - 1, status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) {
      res.writeHead(416, { 'content-range': `bytes */${info.size}` }).end();
      return true;
    }
    status = 206;
    headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
  }
  headers['content-length'] = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || info.size === 0) res.end();
  else createReadStream(file, { start, end }).pipe(res);
  return true;
}

function sendHtml(req, res, status, html) {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  const { csp } = req.site;
  if (csp) Object.assign(headers, cspHeaders(csp));
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : csp ? strictHtml(html, req.site.movedStyles) : html);
}

/** The posted fields as a FormData (every value of a name; files ignored). multipart/form-data and urlencoded bodies. */
async function readFormData(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > bodyLimit) throw new HttpError(413, 'Het verzonden formulier is te groot.');
    chunks.push(chunk);
  }
  const type = req.headers['content-type'] ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return new FormData();
  return new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData().catch(() => {
    throw new HttpError(400, 'Het formulier kon niet worden gelezen.');
  });
}

/** The posted fields as { name: string } (the last value of a name; files ignored). */
async function readForm(req) {
  const values = Object.create(null);
  for (const [name, value] of await readFormData(req)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The site's own address for absolute media URLs (WordPress prints them absolute). */
function originOf(req) {
  const host = String(req.headers.host ?? '');
  return `http://${/^[a-z0-9.\-[\]:]+$/i.test(host) ? host : 'localhost'}`;
}

function notFound(req, res) {
  sendHtml(req, res, 404, renderPage(notFoundPage()));
}

// A form post. The demo's gf-ajax.js marks its fetch with "X-GF-Ajax" (it stands in for the plugin's
// hidden iframe) and gets the postback document; a post without JavaScript gets the whole page.
async function submit(req, res, entry, captcha) {
  const values = await readForm(req);
  const { form, page } = entry;
  const browser = browserClass(req.headers['user-agent']);
  if (String(values.gform_submit ?? '') !== String(form.id)) return sendHtml(req, res, 200, renderPage(page({ browser })));
  const result = processSubmission(form, values, { verifyCaptcha: (token) => captcha.verify(token) });
  const state = result.confirmed ? result : { ...result, values, browser };
  if (req.headers['x-gf-ajax']) {
    return sendHtml(req, res, 200, postbackDocument(result.confirmed ? renderConfirmation(form) : renderForm(form, state)));
  }
  return sendHtml(req, res, 200, renderPage(page(state)));
}

// The "reload like AJAX" button: the same form with the posted values, no validation.
async function renderOnly(req, res) {
  const values = await readForm(req);
  const form = formById(values.gform_submit);
  if (!form) throw new HttpError(400, 'Onbekend formulier.');
  const result = processSubmission(form, values, { renderOnly: true });
  sendHtml(req, res, 200, postbackDocument(renderForm(form, { ...result, values, browser: browserClass(req.headers['user-agent']) })));
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify(body));
}

// The other builders' pages: GET renders the page (`?ajax=0`: the form's AJAX setting off), a POST
// without JavaScript (or without AJAX) gets the whole page back, as the builder's PHP answers it.
const builderPages = new Map([
  ['/wpforms', { page: wpformsPage, post: (posted, ajax) => (ajax ? null : submitWpforms(posted, { ajax: false })) }],
  ['/fluent-forms', { page: fluentFormsPage, post: null }],
  ['/formidable', { page: formidablePage, post: (posted, ajax) => (ajax ? null : submitFormidablePage(posted)) }],
  ['/ninja-forms', { page: ninjaFormsPage, post: null }],
  // Without JavaScript CF7's form posts its page; the demo shows it again (its script is the demo's subject).
  ['/contact-form-7', { page: contactForm7Page, post: null }],
  // Elementor Pro's form sends with AJAX only (no page of its own to post to).
  ['/elementor-form', { page: elementorFormPage, post: null }],
]);

async function builderPage(req, res, entry) {
  const ajax = new URL(`http://localhost${req.url}`).searchParams.get('ajax') !== '0';
  if (req.method !== 'POST' || !entry.post) return sendHtml(req, res, 200, renderPage(entry.page({ ajax })));
  const state = entry.post(await readFormData(req), ajax);
  return sendHtml(req, res, 200, renderPage(entry.page(state ?? { ajax })));
}

// admin-ajax.php: the builders' AJAX actions (each answers as its plugin does), "0" to any other.
async function adminAjax(req, res) {
  const posted = req.method === 'POST' ? await readFormData(req) : new FormData();
  const action = String(posted.get('action') ?? '');
  if (action === 'wpforms_submit') return sendJson(res, 200, submitWpforms(posted, { ajax: true }));
  if (action === 'fluentform_submit') {
    const { status, body } = submitFluentForm(posted);
    return sendJson(res, status, body);
  }
  if (action === 'fluentform_generate_protection_token') return sendJson(res, 200, fluentToken().body);
  if (action === 'frm_entries_create') return sendJson(res, 200, submitFormidableAjax(posted));
  if (action === 'nf_ajax_submit') return sendJson(res, 200, submitNinjaForm(posted));
  if (action === 'elementor_pro_forms_send_form') return sendJson(res, 200, submitElementorForm(posted));
  // WordPress answers "0" to an action nobody handles.
  res.writeHead(400, { 'content-type': 'text/html; charset=UTF-8' }).end('0');
}

// Contact Form 7's REST API: contact-forms/<id>/feedback (POST) and /refill (GET), as the plugin answers.
async function cf7Rest(req, res, route) {
  const match = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/(\d+)\/(feedback|refill)$/.exec(route);
  if (!match) return sendJson(res, 404, { code: 'rest_no_route', message: 'Geen route gevonden die overeenkomt met de URL en de aanvraagmethode.', data: { status: 404 } });
  const [, id, endpoint] = match;
  if (endpoint === 'feedback' && req.method === 'POST') {
    const { status, body } = submitCf7(id, await readFormData(req));
    return sendJson(res, status, body);
  }
  if (endpoint === 'refill' && req.method === 'GET') {
    const { status, body } = refillCf7(id);
    return sendJson(res, status, body);
  }
  return sendJson(res, 404, { code: 'rest_no_route', message: 'Geen route gevonden die overeenkomt met de URL en de aanvraagmethode.', data: { status: 404 } });
}

async function issueToken(req, res, captcha) {
  const values = await readForm(req);
  const ok = values.k === recaptchaSiteKey;
  res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(ok ? { success: true, token: captcha.issue() } : { success: false, 'error-codes': ['invalid-input-sitekey'] }));
}

async function handle(req, res, captcha) {
  if (!req.url.startsWith('/')) throw new HttpError(400, 'Ongeldig verzoek.');
  let path;
  try {
    path = decodeURIComponent(new URL(`http://localhost${req.url}`).pathname);
  } catch {
    return notFound(req, res);
  }
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (!read && req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, HEAD, POST', 'content-type': 'text/plain; charset=utf-8' }).end('Methode niet toegestaan.');
    return;
  }

  const formPage = formPages.get(route);
  if (formPage) {
    if (read) return sendHtml(req, res, 200, renderPage(formPage.page({ browser: browserClass(req.headers['user-agent']) })));
    return submit(req, res, formPage, captcha);
  }
  const builder = builderPages.get(route);
  if (builder) return builderPage(req, res, builder);
  // Browsers ask for /favicon.ico by themselves where a page names no icon; WordPress sends them on to
  // the site's icon (do_favicon()), and so does the demo.
  if (route === '/favicon.ico' && read) return void res.writeHead(302, { location: '/favicon.svg', 'cache-control': 'no-cache' }).end();
  if (route === '/galerij' && read) return sendHtml(req, res, 200, renderPage(galleryPage(originOf(req))));
  if (route === '/cookies' && read) return sendHtml(req, res, 200, renderPage(cookiePage()));
  if (route === '/consent-default.js' && read) {
    // The README's <head> snippet itself, as a file (so that it also runs under a strict policy).
    const snippet = /<script>([\s\S]*)<\/script>/.exec(readFileSync(join(demoDir, 'snippets', 'consent-default.html'), 'utf8'))[1];
    res.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    return res.end(req.method === 'HEAD' ? undefined : snippet);
  }
  if (route === '/gf-demo/render' && req.method === 'POST') return renderOnly(req, res);
  if (route === '/recaptcha/token' && req.method === 'POST') return issueToken(req, res, captcha);
  if (route === '/wp-admin/admin-ajax.php') return adminAjax(req, res);
  if (route.startsWith('/wp-json/contact-form-7/')) return cf7Rest(req, res, route);
  const movedStyle = read && req.site.movedStyles?.get(path);
  if (movedStyle) {
    res.writeHead(200, { 'content-type': types['.css'], 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    return res.end(req.method === 'HEAD' ? undefined : movedStyle);
  }
  if (read) {
    const file = staticFile(path);
    if (file && (await sendFile(req, res, file))) return;
  }
  return notFound(req, res);
}

/** Generates the pictures and the video when they are missing (demo/public/images, demo/public/video). */
export function prepareMedia() {
  ensureImages(join(publicDir, 'images'));
  ensureVideo(join(publicDir, ...videoPath.split('/').filter(Boolean)));
}

/**
 * The demo site as an http.Server (not listening yet). `csp`: true serves it under demo/csp.mjs's
 * strict policy (and Trusted Types in report-only); { enforce, reportOnly } under other policies.
 */
export function createDemoServer({ captcha = createTokenStore(), csp = false } = {}) {
  prepareMedia();
  const policy = cspOption(csp);
  const site = { csp: policy, movedStyles: policy ? createMovedStyles() : null };
  return http.createServer((req, res) => {
    req.site = site;
    handle(req, res, captcha).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error('[demo]', error);
      if (res.headersSent) return res.destroy();
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(status === 500 ? 'Er ging iets mis op de server.' : error.message);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(files['/vormgever.js'])) console.warn('dist/vormgever.js is missing: run `node build.mjs` first (npm start does).');
  const port = Number(process.env.PORT) || 8080;
  const csp = process.argv.includes('--csp') || /^(1|true|yes)$/i.test(process.env.VG_CSP ?? '');
  const server = createDemoServer({ csp });
  server.listen(port, 'localhost', () => console.log(`Vormgever demo${csp ? ' (strict Content Security Policy)' : ''}: http://localhost:${server.address().port}/`));
}
