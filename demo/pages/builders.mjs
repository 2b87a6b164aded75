// The demo's pages for other form builders: /wpforms, /fluent-forms and /formidable, each the same
// Dutch contact form as that builder prints it (demo/forms/<builder>.mjs), with a stand-in for the
// builder's own stylesheet and script (demo/public/stand-in/<builder>.css and .js: ours, written to
// behave as the builder's do on the page) and Vormgever in that builder's words: the builder's module
// (/builders/<name>.js) before /vormgever-builders.js, and /builders/<name>.css.
import { fluentForm, renderFluentForm, renderFluentPopupForm } from '../forms/fluentform.mjs';
import { formidableForm, honeypotStyle as formidableHoneypotStyle, renderFormidable } from '../forms/formidable.mjs';
import { honeypotStyle as wpformsHoneypotStyle, renderWpforms, wpformsForm } from '../forms/wpforms.mjs';
import { container, siteName, widget } from './layout.mjs';

const post = (id, title, excerpt) => ({ id, title: `${title} - ${siteName}`, excerpt, featuredImage: false });
const builderBody = (id) => `page-template-default page page-id-${id} elementor-page elementor-page-${id}`;

/** What a page of `builder` loads: jQuery and the stand-in, the builder's module and Vormgever's, their stylesheets. */
function assets(builder, { head = '', scripts = [] } = {}) {
  return {
    styles: [`/stand-in/${builder}.css`],
    vormgever: { css: `/builders/${builder}.css`, modules: [`/builders/${builder}.js`, '/vormgever-builders.js'] },
    scripts: ['/vendor/jquery/jquery.min.js', `/stand-in/${builder}.js`, ...scripts],
    head,
  };
}

const shortcode = (id, html) => widget('shortcode', id, `<div class="elementor-shortcode">${html}</div>`);

/** `/wpforms`: WPForms' markup, two pages, conditional logic, AJAX (`?ajax=0`: the form posts the page). */
export function wpformsPage(state = {}) {
  const ajax = state.ajax ?? true;
  const intro = `<p>Dit contactformulier is gemaakt met WPForms. Het heeft twee stappen; kies je bij Soort voor een terugbelverzoek, dan vragen we ook je telefoonnummer.</p>`;
  return {
    path: wpformsForm.path,
    post: post(85, 'Contact via WPForms', 'Het contactformulier, gemaakt met WPForms.'),
    heading: 'Contact via WPForms',
    bodyClass: builderBody(85),
    content: container('b1c2d3e', [widget('text-editor', 'c2d3e4f', intro), shortcode('d3e4f5a', renderWpforms({ ...state, ajax }))]),
    ...assets('wpforms', { head: wpformsHoneypotStyle }),
  };
}

/**
 * `/fluent-forms`: Fluent Forms' markup, two steps, conditional logic, and a second form that a popup
 * adds later (from a <template>, then jQuery(document).trigger('ff_reinit', form), as Fluent asks of popups).
 */
export function fluentFormsPage() {
  const intro = `<p>Dit contactformulier is gemaakt met Fluent Forms. Het heeft twee stappen; kies je bij Soort voor een terugbelverzoek, dan vragen we ook je telefoonnummer.</p>`;
  const popup = `<div class="demo-tools">
  <button type="button" class="demo-popup-open" aria-controls="demo-popup" aria-expanded="false">Terugbelverzoek openen</button>
  <p class="demo-note">Voegt een tweede formulier toe aan de pagina, zoals een pop-up dat doet, en meldt het aan Fluent Forms (<code>ff_reinit</code>).</p>
  <div id="demo-popup" class="demo-popup" role="region" aria-label="Terugbelverzoek"></div>
  <template id="demo-popup-form">${renderFluentPopupForm()}</template>
</div>`;
  return {
    path: fluentForm.path,
    post: post(92, 'Contact via Fluent Forms', 'Het contactformulier, gemaakt met Fluent Forms.'),
    heading: 'Contact via Fluent Forms',
    bodyClass: builderBody(92),
    content: container('e4f5a6b', [widget('text-editor', 'f5a6b7c', intro), shortcode('a6b7c8d', renderFluentForm()), widget('html', 'b7c8d9e', popup)]),
    ...assets('fluentform', { scripts: ['/popup.js'] }),
  };
}

/** `/formidable`: Formidable's markup, two pages, floating labels, AJAX (`?ajax=0`: Formidable's default, the page is posted). */
export function formidablePage(state = {}) {
  const ajax = state.ajax ?? true;
  const intro = `<p>Dit contactformulier is gemaakt met Formidable Forms. Het heeft twee stappen${ajax ? '' : ' en wordt zonder AJAX verzonden: de server stuurt de hele pagina terug'}.</p>`;
  return {
    path: formidableForm.path,
    post: post(97, 'Contact via Formidable', 'Het contactformulier, gemaakt met Formidable Forms.'),
    heading: 'Contact via Formidable',
    bodyClass: builderBody(97),
    content: container('c8d9e0f', [widget('text-editor', 'd9e0f1a', intro), shortcode('e0f1a2b', renderFormidable({ ...state, ajax }))]),
    ...assets('formidable', { head: formidableHoneypotStyle }),
  };
}
