// The demo's page for Elementor Pro's Form widget: /elementor-form, the same Dutch contact form as the
// widget prints it (demo/forms/elementorform.mjs), with Vormgever's own controls set in the widget (its
// markers on the field groups, `placeholder` on the widget's element), a button that opens a popup holding
// a second copy of the form (Pro prints the popup in the footer; its script keeps it as a string and builds
// a fresh copy on every open), a stand-in for Elementor's and Pro's stylesheets and scripts
// (demo/public/stand-in/elementorform.css and .js: ours), and Vormgever in the widget's words: its module
// (/builders/elementorform.js) before /vormgever-builders.js, and /builders/elementorform.css. Below them
// the short form without placeholder mode (its labels in sight: icons beside them, switches).
import { elementorForm, elementorPlainForm, popupForm, renderElementorForm } from '../forms/elementorform.mjs';
import { container, siteName, widget } from './layout.mjs';

const actionLink = (action, settings) => `#${encodeURIComponent(`elementor-action:action=${action}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`)}`;

/** `/elementor-form`: the form, and a popup with its copy. */
export function elementorFormPage() {
  const intro = `<p>Dit contactformulier is gemaakt met het formulier van Elementor Pro. Liever gebeld worden? Open het terugbelformulier: het opent in een pop-up, elke keer opnieuw opgebouwd.</p>`;
  const button = `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${actionLink('popup:open', { id: String(popupForm.popup), toggle: false })}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Terugbelverzoek</span></span></a></div>`;
  // Pro's popup location, printed in the footer: out of sight until its script opens it.
  const popup = `<div data-elementor-type="popup" data-elementor-id="${popupForm.popup}" class="elementor elementor-${popupForm.popup} elementor-location-popup" data-elementor-settings="{&quot;a11y_navigation&quot;:&quot;yes&quot;,&quot;timing&quot;:[]}" data-elementor-post-type="elementor_library">
${container('b9c0d1e', [renderElementorForm(popupForm)])}
</div>`;
  return {
    path: elementorForm.path,
    post: { id: elementorForm.post, title: `Contact via Elementor - ${siteName}`, excerpt: 'Het contactformulier, gemaakt met Elementor Pro.', featuredImage: false },
    heading: 'Contact via Elementor',
    bodyClass: `page-template-default page page-id-${elementorForm.post} elementor-page elementor-page-${elementorForm.post}`,
    content: container('a8b9c0d', [
      widget('text-editor', 'b8c9d0e', intro),
      renderElementorForm(),
      widget('button', 'c8d9e0f', button),
      widget('heading', 'd8e9f0a', `<h2 class="elementor-heading-title">${elementorPlainForm.name}</h2>`),
      renderElementorForm(elementorPlainForm),
    ]),
    after: popup,
    styles: ['/stand-in/elementorform.css'],
    vormgever: { css: '/builders/elementorform.css', modules: ['/builders/elementorform.js', '/vormgever-builders.js'] },
    scripts: ['/vendor/jquery/jquery.min.js', '/stand-in/elementorform.js'],
  };
}
