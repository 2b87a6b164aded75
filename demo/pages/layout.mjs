// The site's page shell (a small WordPress theme with the page builder) and the page config the
// builder prints inline: window.elementorFrontendConfig.
import { esc, rawurlencode, wpJsonEncode } from '../forms/html.mjs';

export const siteName = 'Gemeente Voorbeeld';

export const menu = [
  { href: '/', label: 'Contact' },
  { href: '/offerte-aanvragen', label: 'Offerte aanvragen' },
  { href: '/terugbellen', label: 'Terugbellen' },
  { href: '/galerij', label: 'Galerij' },
  { href: '/wpforms', label: 'WPForms' },
  { href: '/fluent-forms', label: 'Fluent Forms' },
  { href: '/formidable', label: 'Formidable' },
  { href: '/ninja-forms', label: 'Ninja Forms' },
  { href: '/contact-form-7', label: 'Contact Form 7' },
  { href: '/elementor-form', label: 'Elementor' },
];

const i18n = {
  shareOnFacebook: 'Delen op Facebook',
  shareOnTwitter: 'Delen op X',
  shareOnX: 'Delen op X',
  pinIt: 'Pinnen',
  download: 'Downloaden',
  downloadImage: 'Afbeelding downloaden',
  fullscreen: 'Volledig scherm',
  zoom: 'Zoomen',
  share: 'Delen',
  playVideo: 'Video afspelen',
  previous: 'Vorige',
  next: 'Volgende',
  close: 'Sluiten',
  a11yCarouselPrevSlideMessage: 'Vorige slide',
  a11yCarouselNextSlideMessage: 'Volgende slide',
  a11yCarouselFirstSlideMessage: 'Ga naar eerste slide',
  a11yCarouselLastSlideMessage: 'Ga naar laatste slide',
  // The builder prints this one without a number.
  a11yCarouselPaginationBulletMessage: 'Ga naar slide',
};

const breakpoint = (label, value, direction, enabled) => ({ label, value, default_value: value, direction, is_enabled: enabled });

/** The site's kit (Site Settings): a switch that is off is '' (the page builder's own value for it). */
export const siteKit = {
  active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
  global_image_lightbox: 'yes',
  lightbox_enable_counter: 'yes',
  lightbox_enable_fullscreen: 'yes',
  lightbox_enable_zoom: 'yes',
  lightbox_enable_share: 'yes',
  lightbox_title_src: 'title',
  lightbox_description_src: 'description',
};

/** As Controls_Stack::get_frontend_settings(): every setting whose value is '' or null is left out. */
function frontendSettings(settings) {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== '' && value !== null));
}

/**
 * The config object exactly as the builder builds it for a page; `post` is { id, title, excerpt,
 * featuredImage }, `kit` changes Site Settings (e.g. { lightbox_enable_zoom: '' } turns zoom off).
 */
export function frontendConfig(post, kit = {}) {
  return {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    i18n,
    is_rtl: false,
    breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
    responsive: {
      breakpoints: {
        mobile: breakpoint('Mobiel staand', 767, 'max', true),
        mobile_extra: breakpoint('Mobiel liggend', 880, 'max', false),
        tablet: breakpoint('Tablet staand', 1024, 'max', true),
        tablet_extra: breakpoint('Tablet liggend', 1200, 'max', false),
        laptop: breakpoint('Laptop', 1366, 'max', false),
        widescreen: breakpoint('Breedbeeld', 2400, 'min', false),
      },
      hasCustomBreakpoints: false,
    },
    version: '3.32.1',
    is_static: false,
    experimentalFeatures: { e_font_icon_svg: true, additional_custom_breakpoints: true, container: true, nested_elements: true },
    urls: { ajaxurl: '/wp-admin/admin-ajax.php' },
    nonces: { floatingButtonsClickTracking: '5d3f0a9c1e' },
    swiperClass: 'swiper',
    settings: { page: [], editorPreferences: [] },
    kit: frontendSettings({ ...siteKit, ...kit }),
    post: { id: post.id, title: rawurlencode(post.title), excerpt: post.excerpt, featuredImage: post.featuredImage },
  };
}

const logo = `<svg class="site-logo" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="6" fill="#fff"/><path d="M8 30V17l6-5 6 5v13z" fill="#154273"/><path d="M20 30V12l6-5 6 5v18z" fill="#e17000"/></svg>`;

/** A page-builder widget around `html` (the wrappers the builder prints for every widget). */
export function widget(type, id, html) {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
  <div class="elementor-widget-container">${html}</div>
</div>`;
}

/** A container (section) of widgets. */
export function container(id, widgets) {
  return `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
 <div class="e-con-inner">
${widgets.join('\n')}
 </div>
</div>`;
}

/**
 * The whole document. `page`: { path, post, heading, bodyClass, content (HTML), scripts (classic
 * script URLs the page needs, printed before the config), styles (the form plugin's stylesheets, after
 * the theme's), head (HTML at the end of <head>), after (HTML after the footer: a page builder's
 * popups, printed there), kit (Site Settings changed for this page), vormgever
 * ({ css, modules }: Vormgever's stylesheet and module scripts, in order; by default the Gravity Forms
 * ones, /vormgever.css and /vormgever.js) }.
 */
export function renderPage(page) {
  const nav = menu
    .map((item) => {
      const current = item.href === page.path;
      return `<li class="menu-item${current ? ' current-menu-item' : ''}"><a href="${item.href}"${current ? ' aria-current="page"' : ''}>${esc(item.label)}</a></li>`;
    })
    .join('');
  const scripts = (page.scripts ?? []).map((src) => `<script src="${esc(src)}" id="${esc(src.replace(/\W+/g, '-').replace(/^-|-$/g, ''))}-js"></script>`).join('\n');
  const builder = page.post.id && page.builder !== false;
  const content = builder
    ? `<div data-elementor-type="wp-page" data-elementor-id="${page.post.id}" class="elementor elementor-${page.post.id}">\n${page.content}\n</div>`
    : page.content;
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.post.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" id="font-awesome-css" href="/vendor/fontawesome/css/all.min.css" media="all">
<link rel="stylesheet" id="site-css" href="/site.css" media="all">
${(page.styles ?? []).map((href) => `<link rel="stylesheet" href="${esc(href)}" media="all">\n`).join('')}<link rel="stylesheet" href="${esc(page.vormgever?.css ?? '/vormgever.css')}">
${page.head ?? ''}</head>
<body class="${esc(page.bodyClass)} wp-embed-responsive elementor-default elementor-kit-5">
<a class="skip-link screen-reader-text" href="#content">Naar de inhoud</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="site-branding" href="/" rel="home">${logo}<span class="site-title">${siteName}</span></a>
    <nav class="site-navigation" aria-label="Hoofdmenu"><ul class="menu">${nav}</ul></nav>
  </div>
</header>
<main id="content" class="site-main">
  <div class="page-header"><h1 class="entry-title">${esc(page.heading)}</h1></div>
  <div class="page-content">
${content}
  </div>
</main>
<footer class="site-footer">
  <div class="site-footer__inner">
    <p><strong>${siteName}</strong><br>Marktplein 1, 1234 AB Voorbeeld<br>Telefoon 14 0123</p>
    <p>Bereikbaar op werkdagen van 8.30 tot 17.00 uur.</p>
    <p class="copyright">© ${new Date().getFullYear()} ${siteName}</p>
  </div>
</footer>
${page.after ?? ''}
${scripts}
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = ${wpJsonEncode(frontendConfig(page.post, page.kit))};
</script>
${(page.vormgever?.modules ?? ['/vormgever.js']).map((src) => `<script type="module" src="${esc(src)}"></script>`).join('\n')}
</body>
</html>
`;
}
