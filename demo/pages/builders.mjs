// The demo's pages for other form builders: /wpforms, /fluent-forms, /formidable, /ninja-forms and
// /contact-form-7, each the same
// Dutch contact form as that builder prints it (demo/forms/<builder>.mjs), with a stand-in for the
// builder's own stylesheet and script (demo/public/stand-in/<builder>.css and .js: ours, written to
// behave as the builder's do on the page) and Vormgever in that builder's words: the builder's module
// (/builders/<name>.js) before /vormgever-builders.js, and /builders/<name>.css.
import { fluentForm, renderFluentForm, renderFluentPlainForm, renderFluentPopupForm } from '../forms/fluentform.mjs';
import { cf7Form, cf7PlainForm, renderCf7Form } from '../forms/contactform7.mjs';
import { formidableForm, formidablePlainForm, honeypotStyle as formidableHoneypotStyle, renderFormidable } from '../forms/formidable.mjs';
import { ninjaForm, ninjaPlainForm, renderNinjaForm } from '../forms/ninjaforms.mjs';
import { honeypotStyle as wpformsHoneypotStyle, renderWpforms, wpformsForm, wpformsPlainForm } from '../forms/wpforms.mjs';
import { plainTitle } from '../forms/builder-contact.mjs';
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
/** The short form's heading and widget, below the contact form (its labels in sight: no placeholder mode). */
const plain = (headingId, id, html) => [widget('heading', headingId, `<h2 class="elementor-heading-title">${plainTitle}</h2>`), shortcode(id, html)];

/** `/wpforms`: WPForms' markup, two pages, conditional logic, AJAX (`?ajax=0`: the form posts the page). */
export function wpformsPage(state = {}) {
  const ajax = state.ajax ?? true;
  const intro = `<p>Dit contactformulier is gemaakt met WPForms. Het heeft twee stappen; kies je bij Soort voor een terugbelverzoek, dan vragen we ook je telefoonnummer.</p>`;
  return {
    path: wpformsForm.path,
    post: post(85, 'Contact via WPForms', 'Het contactformulier, gemaakt met WPForms.'),
    heading: 'Contact via WPForms',
    bodyClass: builderBody(85),
    // A post without AJAX comes back to the form it came from (its id in the state).
    content: container('b1c2d3e', [
      widget('text-editor', 'c2d3e4f', intro),
      shortcode('d3e4f5a', renderWpforms(state.formId === wpformsPlainForm.id ? { ajax } : { ...state, ajax })),
      ...plain('a1b2c3d', 'd3e4f5b', renderWpforms(state.formId === wpformsPlainForm.id ? { ...state, ajax } : { ajax }, wpformsPlainForm)),
    ]),
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
    content: container('e4f5a6b', [widget('text-editor', 'f5a6b7c', intro), shortcode('a6b7c8d', renderFluentForm()), widget('html', 'b7c8d9e', popup), ...plain('b2c3d4e', 'a6b7c8e', renderFluentPlainForm())]),
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
    // A post without AJAX comes back to the form it came from (its id in the state).
    content: container('c8d9e0f', [
      widget('text-editor', 'd9e0f1a', intro),
      shortcode('e0f1a2b', renderFormidable(state.formId === formidablePlainForm.id ? { ajax } : { ...state, ajax })),
      ...plain('c3d4e5f', 'e0f1a2c', renderFormidable(state.formId === formidablePlainForm.id ? { ...state, ajax } : { ajax }, formidablePlainForm)),
    ]),
    ...assets('formidable', { head: formidableHoneypotStyle }),
  };
}

/**
 * `/ninja-forms`: Ninja Forms' empty shell and its form's data; the stand-in builds the form in the
 * browser, renders a field's view again on a change (its Radio List with "Anders"), shows error views
 * on a failed submit and renders every field anew after a success (clear_complete).
 */
export function ninjaFormsPage() {
  const intro = `<p>Dit contactformulier is gemaakt met Ninja Forms. Het formulier wordt in je browser opgebouwd; kies je bij Antwoord via voor Anders, dan vragen we hoe we je wel kunnen bereiken.</p>`;
  return {
    path: ninjaForm.path,
    post: post(101, 'Contact via Ninja Forms', 'Het contactformulier, gemaakt met Ninja Forms.'),
    heading: 'Contact via Ninja Forms',
    bodyClass: builderBody(101),
    content: container('f1a2b3c', [widget('text-editor', 'a2b3c4d', intro), shortcode('b3c4d5e', renderNinjaForm()), ...plain('d4e5f6a', 'b3c4d5f', renderNinjaForm(ninjaPlainForm))]),
    ...assets('ninjaforms'),
  };
}

/**
 * `/contact-form-7`: Contact Form 7's markup from its default template (each field in a label), live
 * validation, a quiz, the acceptance that keeps the submit disabled, the REST API's answers, and a
 * reset after a success.
 */
export function contactForm7Page() {
  const intro = `<p>Dit contactformulier is gemaakt met Contact Form 7. Je ziet meteen of een veld goed is ingevuld; verzenden kan pas als je akkoord gaat met de privacyverklaring.</p>`;
  return {
    path: cf7Form.path,
    post: post(cf7Form.post, 'Contact via Contact Form 7', 'Het contactformulier, gemaakt met Contact Form 7.'),
    heading: 'Contact via Contact Form 7',
    bodyClass: builderBody(cf7Form.post),
    content: container('c4d5e6f', [widget('text-editor', 'd5e6f7a', intro), shortcode('e6f7a8b', renderCf7Form()), ...plain('e5f6a7b', 'e6f7a8c', renderCf7Form(cf7PlainForm))]),
    ...assets('contactform7'),
  };
}
