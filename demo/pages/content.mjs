// The demo site's pages: what each one carries, as { path, post, heading, bodyClass, content, scripts }
// for renderPage(). Form pages take the form's render state (or the confirmation after a post).
import { callbackForm, contactForm, enquiryForm, renderConfirmation, renderForm } from '../forms/index.mjs';
import { actionHash, esc } from '../forms/html.mjs';
import { imageCatalog } from '../make-images.mjs';
import { container, siteName, widget } from './layout.mjs';

export const videoPath = '/video/rondleiding-molen.mp4';

const post = (id, title, excerpt, featuredImage = false) => ({ id, title: `${title} - ${siteName}`, excerpt, featuredImage });
const builderBody = (id) => `page-template-default page page-id-${id} elementor-page elementor-page-${id}`;

function formWidget(form, result) {
  const html = result?.confirmed ? renderConfirmation(form) : renderForm(form, result ?? {});
  return widget('shortcode', `f0${form.id}a2c`, `<div class="elementor-shortcode">${html}</div>`);
}

/** `/`: the contact form (Orbital markup, placeholder mode, invisible reCAPTCHA). */
export function contactPage(result) {
  const intro = `<p>Heb je een vraag over een dienst van de gemeente? Stuur ons een bericht; we reageren binnen twee werkdagen. Liever bellen? Dat kan op werkdagen via 14 0123.</p>`;
  const tools = `<div class="demo-tools">
  <button type="button" class="demo-reload" data-gf-demo-reload="${contactForm.id}">Formulier opnieuw laden (zoals AJAX)</button>
  <p class="demo-note">Haalt het formulier opnieuw op met de ingevulde waarden en vervangt de inhoud van de wrapper, precies zoals de formulierplugin dat na een AJAX-verzending doet.</p>
</div>`;
  return {
    path: '/',
    post: post(8, 'Contact', 'Neem contact op met de gemeente via het contactformulier.'),
    heading: 'Contact',
    bodyClass: `home ${builderBody(8)}`,
    content: container('3c1e2f0', [widget('text-editor', 'a1b2c3d', intro), formWidget(contactForm, result), widget('html', 'd4e5f60', tools)]),
    scripts: ['/fake-recaptcha.js', '/gf-ajax.js'],
  };
}

/**
 * `/offerte-aanvragen`: the two-page enquiry form in legacy markup. Legacy markup titles the form with
 * an <h3>, so the page has an <h2> section heading above it (h1 > h2 > h3, no level skipped).
 */
export function enquiryPage(result) {
  const heading = '<h2 class="elementor-heading-title elementor-size-default">Zaal of materiaal huren</h2>';
  const intro = `<p>Wil je een zaal of materiaal van de gemeente huren? Vraag hieronder een offerte aan. Het formulier heeft twee stappen.</p>`;
  return {
    path: '/offerte-aanvragen',
    post: post(41, 'Offerte aanvragen', 'Vraag een offerte aan voor zaalhuur of materiaal.'),
    heading: 'Offerte aanvragen',
    bodyClass: builderBody(41),
    content: container('5b6c7d8', [widget('heading', 'a9b0c1d', heading), widget('text-editor', 'b2c3d4e', intro), formWidget(enquiryForm, result)]),
    scripts: ['/gf-ajax.js'],
  };
}

/**
 * `/terugbellen`: the callback request, in placeholder mode with floating labels (form class
 * `float-labels`): a field's label comes into sight at its top edge once the visitor types.
 */
export function callbackPage(result) {
  const intro = `<p>Wil je liever gebeld worden? Laat je gegevens achter en kies waarover het gaat; een medewerker belt je binnen twee werkdagen terug.</p>`;
  const tools = `<div class="demo-tools">
  <button type="button" class="demo-reload" data-gf-demo-reload="${callbackForm.id}">Formulier opnieuw laden (zoals AJAX)</button>
  <p class="demo-note">Haalt het formulier opnieuw op met de ingevulde waarden, zoals de formulierplugin dat na een AJAX-verzending doet: ingevulde velden houden hun label in beeld.</p>
</div>`;
  return {
    path: '/terugbellen',
    post: post(63, 'Terugbelverzoek', 'Vraag de gemeente om je terug te bellen.'),
    heading: 'Terugbelverzoek',
    bodyClass: builderBody(63),
    content: container('9d0e1f2', [widget('text-editor', 'd0e1f2a', intro), formWidget(callbackForm, result), widget('html', 'e1f2a3b', tools)]),
    scripts: ['/gf-ajax.js'],
  };
}

const image = (slug) => imageCatalog.find((candidate) => candidate.slug === slug);

function thumbnail(origin, item, extra = '') {
  return `<img width="300" height="200" src="${origin}/images/${item.slug}-300x200.png" class="attachment-medium size-medium" alt="${esc(item.title)}" decoding="async"${extra} />`;
}

function button(href, icon, text) {
  return `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${esc(href)}"><span class="elementor-button-content-wrapper"><span class="elementor-button-icon"><i aria-hidden="true" class="fa-solid ${icon}"></i></span><span class="elementor-button-text">${esc(text)}</span></span></a></div>`;
}

/** `/galerij`: action links (image, video), a slideshow gallery, plain image links and an opted-out link. */
export function galleryPage(origin) {
  const map = image('plattegrond');
  const imageLink = actionHash('lightbox', { type: 'image', id: map.id, url: `${origin}/images/${map.slug}.png`, title: map.title, description: map.description });
  const videoLink = actionHash('lightbox', { type: 'video', videoType: 'hosted', url: `${origin}${videoPath}` });
  const slides = ['molen', 'grachten', 'tulpen', 'strand'].map(image);
  const figures = slides.map((item) => {
    const hash = actionHash('lightbox', { id: item.id, url: `${origin}/images/${item.slug}.png`, slideshow: 'galerij-1' });
    return `<figure class='gallery-item'>
			<div class='gallery-icon landscape'>
				<a data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="galerij-1" data-elementor-lightbox-title="${esc(item.title)}" data-elementor-lightbox-description="${esc(item.description)}" data-e-action-hash="${esc(hash)}" href='${origin}/images/${item.slug}.png'>${thumbnail(origin, item, ' loading="lazy"')}</a>
			</div>
				<figcaption class='wp-caption-text gallery-caption' id='gallery-1-${item.id}'>${esc(item.title)}</figcaption></figure>`;
  });
  const gallery = `<div class="elementor-image-gallery"><div id='gallery-1' class='gallery galleryid-57 gallery-columns-4 gallery-size-medium'>${figures.join('')}
		</div></div>`;
  const hall = image('stadhuis'), forest = image('bos');
  const plain = `<p>Zonder extra instellingen opent elke link naar een afbeelding in de lightbox:</p>
<p class="demo-figures"><a href="${origin}/images/${hall.slug}.png">${thumbnail(origin, hall)}</a> <a href="${origin}/images/${forest.slug}.png">${thumbnail(origin, forest)}</a></p>
<p>Ook een gewone tekstlink werkt: <a href="${origin}/images/${hall.slug}.png">bekijk het stadhuis in groot formaat</a>.</p>
<p>Deze link opent juist niet in de lightbox, maar gewoon in het browservenster: <a href="${origin}/images/${map.slug}.png" data-elementor-open-lightbox="no">plattegrond als los bestand</a>.</p>`;
  return {
    path: '/galerij',
    post: post(57, 'Galerij', 'Foto’s en een video van de mooiste plekken in de gemeente.', `${origin}/images/molen.png`),
    heading: 'Galerij',
    bodyClass: builderBody(57),
    content: [
      container('6a7b8c9', [
        widget('heading', 'c3d4e5f', '<h2 class="elementor-heading-title elementor-size-default">Plattegrond en rondleiding</h2>'),
        widget('button', 'e5f6a7b', button(imageLink, 'fa-map', 'Bekijk de plattegrond')),
        widget('button', 'f6a7b8c', button(videoLink, 'fa-play', 'Bekijk de video')),
      ]),
      container('7b8c9d0', [
        widget('heading', 'a7b8c9d', '<h2 class="elementor-heading-title elementor-size-default">Fotogalerij</h2>'),
        widget('image-gallery', 'b8c9d0e', gallery),
      ]),
      container('8c9d0e1', [widget('text-editor', 'c9d0e1f', plain)]),
    ].join('\n'),
  };
}

/** Any unknown address: the theme's not-found page (HTTP 404). */
export function notFoundPage() {
  return {
    path: null,
    post: post(562, 'Pagina niet gevonden', ''),
    heading: 'Pagina niet gevonden',
    bodyClass: 'error404',
    builder: false,
    content: `<p>De pagina die je zoekt bestaat niet (meer). Misschien is ze verplaatst of heeft ze een andere naam gekregen.</p>
<p><a href="/">Naar de startpagina</a> of <a href="/">neem contact met ons op</a>.</p>`,
  };
}

/**
 * `/cookies`: the consent-mode bridge with a stand-in for the cookie banner (demo/public/
 * fake-cookiebanner.js, which fires the real banner's events in the real order). The consent default
 * comes first in <head> (demo/snippets/consent-default.html, served as /consent-default.js), the
 * page turns the bridge on in vormgever-config, and the log lists each consent command. A stand-in
 * for WordPress's Consent API (demo/public/fake-consent-api.js) is on the page too, as on a site where
 * the banner also reports through it.
 */
export function cookiePage() {
  const category = (name, label, always = false) =>
    `<label class="cmplz-category"><input type="checkbox" class="cmplz-${name}"${always ? ' checked disabled' : ''}> ${label}</label>`;
  const banner = `<div class="cmplz-cookiebanner" role="dialog" aria-label="Cookies" hidden>
  <p>Wij gebruiken cookies om de website te laten werken en, met je toestemming, om het gebruik te meten en advertenties te tonen.</p>
  <div class="cmplz-categories">${category('functional', 'Functioneel', true)} ${category('preferences', 'Voorkeuren')} ${category('statistics', 'Statistieken')} ${category('marketing', 'Marketing')}</div>
  <div class="cmplz-buttons"><button type="button" class="cmplz-accept">Accepteren</button> <button type="button" class="cmplz-deny">Weigeren</button> <button type="button" class="cmplz-save-preferences">Voorkeuren opslaan</button></div>
</div>`;
  const intro = `<p>Op deze pagina staat de koppeling tussen de cookiebanner en Google consent mode aan. Elke keuze in de banner geeft precies één update.</p>
<p><button type="button" class="cmplz-manage-consent">Cookie-instellingen wijzigen</button></p>
<h2>Consent-opdrachten</h2>
<ol id="consent-log" aria-live="polite"></ol>`;
  return {
    path: '/cookies',
    post: post(71, 'Cookie-instellingen', 'Kies welke cookies je toestaat.'),
    heading: 'Cookie-instellingen',
    bodyClass: builderBody(71),
    head: `<script src="/consent-default.js"></script>
<script type="application/json" id="vormgever-config">{"consentMode":true}</script>
`,
    content: `${container('4d5e6f7', [widget('text-editor', 'e7f8a9b', intro)])}\n${banner}`,
    scripts: ['/consent-log.js', '/fake-consent-api.js', '/fake-cookiebanner.js'],
  };
}
