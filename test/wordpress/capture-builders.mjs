// Captures real renders of three free form builders as the project's fixtures (fixtures/form-builders/).
// Run by hand, not part of `npm test`:
//
//   WPFORMS_DIR=~/builders FLUENTFORM_DIR=~/builders FORMIDABLE_DIR=~/builders node test/wordpress/capture-builders.mjs
//
// Each variable names a folder holding the plugin's own folder (wpforms-lite/, fluentform/, formidable/);
// a builder whose variable is unset is left out. Like the suite's other third-party code, the plugins are
// copied into the temporary site only, never into the project.
//
// It starts the WordPress suite's site (site.mjs: WordPress 6.5.5 from sources.mjs's cache, a private
// MariaDB, PHP's server), deactivates Vormgever there (none of its markup may reach a capture), and for
// each builder in turn: installs and activates it, makes the same Dutch contact form through the
// builder's own PHP API, captures the form's container in each state with Chromium, and deactivates the
// builder again. It writes one file per state, the findings table in fixtures/form-builders/README.md
// (between its `findings` markers), and prints what fired and what the scripts kept or replaced.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchBrowser, recordConsole } from '../browser/harness.mjs';
import { projectRoot, startSite } from './site.mjs';
import { cachedWordpress, wordpressBuilds } from './sources.mjs';
import { captureReady, phase } from './capture.mjs';

const outDir = join(projectRoot, 'fixtures/form-builders');
const publicAddress = 'http://example.test';
const today = new Date().toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------------
// The form, in each builder's own terms. The same fields everywhere: Naam (first and last name), E-mail
// (required), Onderwerp, Soort (a drop-down), Bericht, Interesses (checkboxes), Toestemming (the builder's
// consent checkbox, required); the classes where each builder's editor lets a site owner type them.
// ---------------------------------------------------------------------------------------------------

const wpformsForm = `
// WPForms' GDPR Agreement field exists once Settings → General → GDPR Enhancements is on.
$settings = (array) get_option( 'wpforms_settings', [] );
$settings['gdpr'] = true;
update_option( 'wpforms_settings', $settings );
// A new form from its Blank template, as the builder makes it (anti-spam honeypot, time limit, AJAX on).
$handler = wpforms()->obj( 'form' );
$id      = $handler->add( 'Contact', [], [ 'template' => 'blank', 'builder' => false ] );
$data    = wpforms_decode( get_post( $id )->post_content );
$choices = function ( ...$labels ) {
	$out = [];
	foreach ( $labels as $i => $label ) {
		$out[ (string) ( $i + 1 ) ] = [ 'label' => $label, 'value' => '', 'image' => '' ];
	}
	return $out;
};
// A field's Advanced → CSS Classes is its 'css'; Settings → General → Advanced → Form CSS Class is 'form_class'.
$data['fields'] = [
	'1' => [ 'id' => '1', 'type' => 'name', 'label' => 'Naam', 'format' => 'first-last', 'size' => 'medium', 'css' => 'add vg-icon-user end' ],
	'2' => [ 'id' => '2', 'type' => 'email', 'label' => 'E-mail', 'required' => '1', 'size' => 'medium', 'css' => 'add vg-icon-mail end' ],
	'3' => [ 'id' => '3', 'type' => 'text', 'label' => 'Onderwerp', 'size' => 'medium', 'css' => 'add fa-solid fa-pen end' ],
	'4' => [ 'id' => '4', 'type' => 'select', 'label' => 'Soort', 'style' => 'classic', 'size' => 'medium', 'placeholder' => 'Kies een soort', 'choices' => $choices( 'Vraag', 'Offerte' ) ],
	'5' => [ 'id' => '5', 'type' => 'textarea', 'label' => 'Bericht', 'size' => 'medium', 'css' => 'add vg-icon-message-square end' ],
	'6' => [ 'id' => '6', 'type' => 'checkbox', 'label' => 'Interesses', 'css' => 'slide-check', 'choices' => $choices( 'Nieuws', 'Acties', 'Evenementen' ) ],
	'7' => [ 'id' => '7', 'type' => 'gdpr-checkbox', 'label' => 'Toestemming', 'required' => '1', 'css' => 'slide-check', 'choices' => $choices( 'Ik ga akkoord met de privacyverklaring.' ) ],
];
$data['field_id']                           = '8';
$data['settings']['form_title']             = 'Contact';
$data['settings']['form_class']             = 'placeholder';
$data['settings']['submit_text']            = 'Verzenden';
$data['settings']['submit_text_processing'] = 'Bezig met verzenden...';
$handler->update( $id, $data );
$saved = wpforms_decode( get_post( $id )->post_content );
return [
	'form'     => $id,
	'content'  => '[wpforms id="' . $id . '"]',
	'version'  => WPFORMS_VERSION,
	'settings' => [ 'antispam_v3' => $saved['settings']['antispam_v3'] ?? null, 'ajax_submit' => $saved['settings']['ajax_submit'] ?? null, 'time_limit' => $saved['settings']['anti_spam']['time_limit'] ?? null ],
];`;

const fluentformForm = `
// Global Settings → Security: the honeypot and the token-based spam protection. Both are off in a new
// install (its settings screen says "Recommended Settings: Enabled"); turned on here, as recommended.
$global                                       = (array) get_option( '_fluentform_global_form_settings', [] );
$global['misc']['honeypotStatus']             = 'yes';
$global['misc']['tokenBasedProtectionStatus'] = 'yes';
update_option( '_fluentform_global_form_settings', $global, 'no' );
// A new form from its Blank Form template, then the editor's own elements (its components list).
$service    = new \\FluentForm\\App\\Services\\Form\\FormService();
$form       = $service->store( [ 'type' => 'form', 'predefined' => 'blank_form' ] );
$components = [];
foreach ( $service->components( $form->id ) as $group ) {
	foreach ( $group as $element ) {
		$components[ $element['element'] . ':' . ( $element['attributes']['name'] ?? '' ) ] = $element;
	}
}
$count = 0;
$add   = function ( $which, $change ) use ( $components, &$count ) {
	$element              = array_replace_recursive( $components[ $which ], $change );
	$element['uniqElKey'] = 'el_' . ( 1700000000000 + ++$count );
	return $element;
};
$options = function ( ...$labels ) {
	return array_map( fn( $label ) => [ 'label' => $label, 'value' => $label, 'calc_value' => '', 'image' => '' ], $labels );
};
// Advanced Options → Container Class is settings.container_class.
$fields = [
	$add( 'input_name:names', [ 'settings' => [ 'admin_field_label' => 'Naam', 'container_class' => 'add vg-icon-user end' ], 'fields' => [
		'first_name' => [ 'settings' => [ 'label' => 'Voornaam' ], 'attributes' => [ 'placeholder' => 'Voornaam' ] ],
		'last_name'  => [ 'settings' => [ 'label' => 'Achternaam' ], 'attributes' => [ 'placeholder' => 'Achternaam' ] ],
	] ] ),
	$add( 'input_email:email', [ 'settings' => [ 'label' => 'E-mail', 'container_class' => 'add vg-icon-mail end', 'validation_rules' => [ 'required' => [ 'value' => true ] ] ], 'attributes' => [ 'placeholder' => 'E-mailadres' ] ] ),
	$add( 'input_text:input_text', [ 'settings' => [ 'label' => 'Onderwerp', 'container_class' => 'add fa-solid fa-pen end' ] ] ),
	$add( 'select:dropdown', [ 'settings' => [ 'label' => 'Soort', 'placeholder' => 'Kies een soort' ] ] ),
	$add( 'textarea:description', [ 'settings' => [ 'label' => 'Bericht', 'container_class' => 'add vg-icon-message-square end' ] ] ),
	$add( 'input_checkbox:checkbox', [ 'settings' => [ 'label' => 'Interesses', 'container_class' => 'slide-check' ] ] ),
	$add( 'gdpr_agreement:gdpr-agreement', [ 'settings' => [ 'label' => 'Toestemming', 'admin_field_label' => 'Toestemming', 'tnc_html' => 'Ik ga akkoord met de privacyverklaring.', 'container_class' => 'slide-check' ] ] ),
];
// Choices replace the defaults' (a merge would keep their third "Item 3").
$fields[3]['settings']['advanced_options'] = $options( 'Vraag', 'Offerte' );
$fields[5]['settings']['advanced_options'] = $options( 'Nieuws', 'Acties', 'Evenementen' );
$formFields           = json_decode( $form->form_fields, true );
$formFields['fields'] = $fields;
$formFields['submitButton']['settings']['button_ui']['text'] = 'Verzenden';
$service->update( [ 'form_id' => $form->id, 'title' => 'Contact', 'formFields' => wp_json_encode( $formFields ) ] );
// The free plugin has no form-class setting (Extra CSS Form Class is Pro): the shortcode's css_classes.
return [ 'form' => $form->id, 'content' => '[fluentform id="' . $form->id . '" css_classes="placeholder"]', 'version' => FLUENTFORM_VERSION ];`;

const formidableForm = `
// What Formidable does on the site owner's next wp-admin page after activation (admin_init: its tables,
// its default style and sample form).
FrmAppController::install();
// Global Settings → GDPR → the GDPR field (off in a new install); the honeypot is on by default.
$settings              = FrmAppHelper::get_settings();
$settings->enable_gdpr = 1;
$settings->store();
// As its "new form" modal does (FrmFormsController::build_new_form): anti-spam on, the submit button,
// the default on-submit and e-mail actions.
$form_id = FrmForm::create( [ 'name' => 'Contact', 'description' => '', 'form_key' => 'contact', 'options' => [ 'antispam' => 1, 'on_submit_migrated' => 1 ] ] );
do_action( 'frm_build_new_form', $form_id );
foreach ( [ 'create_submit_button_field', 'create_default_on_submit_action', 'create_default_email_action' ] as $step ) {
	$method = new ReflectionMethod( 'FrmFormsController', $step );
	$method->setAccessible( true );
	$method->invoke( null, $form_id );
}
$submit = FrmSubmitHelper::get_submit_field( $form_id );
// Each field as the builder adds one (FrmFieldsController::include_new_field, which the builder's request
// tells to keep the submit button's row last), then with its settings saved. A field's CSS Layout Classes
// are its 'classes'.
$add = function ( $type, $name, $options = [], $field_options = [], $required = false ) use ( $form_id, $submit ) {
	$_POST['last_row_field_ids'] = [ $submit->id ];
	$values                      = FrmFieldsHelper::setup_new_vars( $type, $form_id );
	$values['name']              = $name;
	$values['required']          = $required ? 1 : 0;
	if ( $options ) {
		$values['options'] = $options;
	}
	$values['field_options'] = array_merge( $values['field_options'], $field_options );
	return FrmField::create( $values );
};
$add( 'name', 'Naam', [], [ 'classes' => 'add vg-icon-user end' ] );
$add( 'email', 'E-mail', [], [ 'classes' => 'add vg-icon-mail end' ], true );
$add( 'text', 'Onderwerp', [], [ 'classes' => 'add fa-solid fa-pen end' ] );
$add( 'select', 'Soort', [ '', 'Vraag', 'Offerte' ] ); // its new drop-down's own empty first choice
$add( 'textarea', 'Bericht', [], [ 'classes' => 'add vg-icon-message-square end' ] );
$add( 'checkbox', 'Interesses', [ 'Nieuws', 'Acties', 'Evenementen' ], [ 'classes' => 'slide-check' ] );
$add( 'gdpr', 'Toestemming', [], [ 'classes' => 'slide-check', 'gdpr_agreement_text' => 'Ik ga akkoord met de privacyverklaring.' ], true );
unset( $_POST['last_row_field_ids'] );
FrmField::update( $submit->id, [ 'name' => 'Verzenden' ] );
// Settings → Customize HTML → Form Classes is the option 'form_class'.
$options                 = FrmForm::getOne( $form_id )->options;
$options['form_class']   = 'placeholder';
$options['submit_value'] = 'Verzenden';
FrmForm::update( $form_id, [ 'options' => $options ] );
return [ 'form' => $form_id, 'content' => '[formidable id=' . $form_id . ']', 'version' => FrmAppHelper::plugin_version(), 'honeypot' => FrmAppHelper::get_settings()->honeypot ];`;

/** PHP that sets one of Formidable's form options (Settings → General) and returns the form's options. */
const formidableOptions = (values) => `
$form_id = (int) FrmDb::get_var( 'frm_forms', [ 'form_key' => 'contact' ], 'id' );
$options = FrmForm::getOne( $form_id )->options;
foreach ( json_decode( '${JSON.stringify(values)}', true ) as $key => $value ) {
	$options[ $key ] = $value;
}
FrmForm::update( $form_id, [ 'options' => $options ] );
$saved = FrmForm::getOne( $form_id )->options;
return [ 'ajax_submit' => (int) $saved['ajax_submit'], 'js_validate' => (int) $saved['js_validate'] ];`;

/** PHP that sets WPForms' render engine (the stored setting 'modern-markup') and returns the engine in use. */
const wpformsMarkup = (modern) => `
$settings                  = (array) get_option( 'wpforms_settings', [] );
$settings['modern-markup'] = '${modern ? '1' : '0'}';
update_option( 'wpforms_settings', $settings );
return wpforms_get_render_engine();`;

// ---------------------------------------------------------------------------------------------------
// The builders: where their code is, how their form is made, their words in the page, and the states.
// ---------------------------------------------------------------------------------------------------

const builders = [
  {
    id: 'wpforms',
    title: 'WPForms Lite',
    variable: 'WPFORMS_DIR',
    folder: 'wpforms-lite',
    plugin: 'wpforms-lite/wpforms.php',
    form: wpformsForm,
    container: '.wpforms-container',
    fields: '.wpforms-field',
    // The anti-spam honeypot: a text field of its own, hidden by a <style> on its container's id.
    honeypots: '.wpforms-field[data-field-type]',
    honeypotScript: 'an inline script at the end of its field container',
    nameParts: ['.wpforms-field-name-first', '.wpforms-field-name-last'],
    ready: { event: 'wpformsReady', says: 'its jQuery event wpformsReady had fired (on document)' },
    clientErrors: '.wpforms-error',
    ajaxDone: 'wpformsAjaxSubmitCompleted',
    bypass: {
      says: "skipped through jQuery Validate's own `ignore` setting (no markup changed)",
      run: () => {
        for (const form of document.querySelectorAll('form.wpforms-form')) window.jQuery(form).validate().settings.ignore = '*';
      },
    },
    settingsNote:
      'Blank template (anti-spam honeypot on, its 2 s time limit, AJAX submit on); GDPR Enhancements on (for the GDPR Agreement field); CSS Classes per field, Form CSS Class `placeholder`.',
    variants: [
      {
        markup: 'modern',
        tag: 'modern',
        says: 'its modern markup (`modern-markup` 1: the default on a new site, whose settings screen then hides the choice)',
        php: wpformsMarkup(true),
        expect: 'modern',
        states: ['server', 'first-render', 'after-clientside-validation', 'after-failed-ajax-submit'],
      },
      {
        markup: 'classic',
        tag: 'classic',
        says: 'its classic markup (the stored setting `modern-markup` 0 in the option wpforms_settings)',
        php: wpformsMarkup(false),
        expect: 'classic',
        states: ['server', 'first-render', 'after-clientside-validation', 'after-failed-ajax-submit'],
      },
    ],
  },
  {
    id: 'fluentform',
    title: 'Fluent Forms',
    variable: 'FLUENTFORM_DIR',
    folder: 'fluentform',
    plugin: 'fluentform/fluentform.php',
    form: fluentformForm,
    container: '.fluentform',
    fields: '.ff-el-group, .ff-name-field-wrapper',
    honeypots: '.ff-hpsf-container',
    nameParts: ['input[name="names[first_name]"]', 'input[name="names[last_name]"]'],
    ready: { event: 'fluentform_init', says: 'its jQuery event fluentform_init had fired' },
    clientErrors: '.ff-el-is-error',
    ajaxDone: 'fluentform_submission_failed',
    // Its token-based protection asks for a token at the visitor's first interaction; a submit without it
    // is refused as spam before any field is checked.
    beforeSubmit: (page) => page.waitForFunction(() => document.querySelector('input.fluent-form-token-field')?.value, null, { timeout: 15000 }),
    bypass: {
      says: 'skipped: the rules emptied in the form\'s own JS settings (window["fluent_form_" + its instance].rules; no markup changed)',
      run: () => {
        for (const form of document.querySelectorAll('form.frm-fluent-form')) {
          const settings = window[`fluent_form_${form.dataset.form_instance}`];
          for (const name of Object.keys(settings.rules)) settings.rules[name] = {};
        }
      },
    },
    settingsNote:
      'Blank Form template; Global Settings → Security: honeypot and token-based protection turned ON (both off in a new install); Container Class per field; the shortcode\'s css_classes="placeholder" (the free plugin\'s way to give the form a class).',
    variants: [{ says: 'it always submits with AJAX', states: ['server', 'first-render', 'after-clientside-validation', 'after-failed-ajax-submit'] }],
  },
  {
    id: 'formidable',
    title: 'Formidable Forms',
    variable: 'FORMIDABLE_DIR',
    folder: 'formidable',
    plugin: 'formidable/formidable.php',
    form: formidableForm,
    container: '.frm_forms',
    fields: 'div.frm_form_field, div[id^="frm_field_"][id$="_container"]',
    // Its honeypot: a container with a real field's id pattern, hidden by a <style> on that id.
    honeypots: 'div:has(> input.frm_verify)',
    honeypotScript: "an inline script in the page's footer",
    nameParts: ['input[name$="[first]"]', 'input[name$="[last]"]'],
    ready: { script: () => window.frmFrontForm && document.readyState === 'complete', says: 'its script had loaded (frmFrontForm) and the page\'s load event had fired' },
    clientErrors: '.frm_error',
    ajaxDone: 'frmFormErrors',
    bypass: { says: 'off: the form setting "Validate this form with javascript" unticked, "Submit this form with AJAX" ticked' },
    settingsNote:
      'New form as its modal makes it (anti-spam token on; the global honeypot is on by default); Global Settings → GDPR on (for the GDPR field); CSS Layout Classes per field; Customize HTML → Form Classes `placeholder`.',
    variants: [
      {
        tag: 'AJAX off',
        says: 'the new form\'s defaults: "Submit this form with AJAX" and "Validate this form with javascript" off',
        php: formidableOptions({ ajax_submit: 0, js_validate: 0 }),
        expect: { ajax_submit: 0, js_validate: 0 },
        states: ['server', 'first-render', 'after-failed-submit-reload'],
      },
      {
        tag: 'AJAX and JS validation on',
        says: '"Submit this form with AJAX" and "Validate this form with javascript" on (its only client-side validation)',
        php: formidableOptions({ ajax_submit: 1, js_validate: 1 }),
        expect: { ajax_submit: 1, js_validate: 1 },
        states: ['after-clientside-validation'],
      },
      {
        tag: 'AJAX on',
        says: '"Submit this form with AJAX" on, "Validate this form with javascript" off',
        php: formidableOptions({ ajax_submit: 1, js_validate: 0 }),
        expect: { ajax_submit: 1, js_validate: 0 },
        states: ['after-failed-ajax-submit'],
      },
    ],
  },
];

// The builders' own events (form-builders.md), heard with $(document).on(...) as a theme's script would.
const namedEvents = [
  'wpformsReady wpformsBeforeFormSubmit wpformsAjaxBeforeSubmit wpformsAjaxSubmitFailed wpformsAjaxSubmitSuccess wpformsAjaxSubmitError',
  'wpformsAjaxSubmitCompleted wpformsAjaxSubmitActionRequired wpformsFormSubmitButtonDisable wpformsFormSubmitButtonRestore',
  'wpformsBeforePageChange wpformsPageChange wpformsProcessConditionals',
  'fluentform_init fluentform_init_single fluentform_validation_failed fluentform_submission_failed fluentform_submission_success',
  'fluentform_error_below_element fluentform_error_in_stack fluentform_reset ff_reinit',
  'frmFormErrors frmAddFieldError frmPageChanged frmFormComplete frmFormCompleteBeforeReplace frmSubmitEvent',
  'frmStartFormLoading frmEndFormLoading frmFieldChanged',
].join(' ');

// jQuery's and its plugins' own events: listed in the full log, left out of the findings table.
const libraryEvents = /^(ready|focus|focusin|focusout|blur|change|input|click|keyup|keydown|submit|invalid-form|ajax(Start|Send|Success|Error|Complete|Stop))$/;

const stateSays = {
  server: 'the page as the server sent it, before any script: the container cut out of the HTML byte for byte (the same response the first-render capture parsed)',
  'first-render': 'the DOM after the builder\'s scripts ran',
  'after-clientside-validation': 'the empty form\'s submit button clicked; the builder\'s client-side validation added its messages (no request)',
  'after-failed-ajax-submit':
    'Naam, Onderwerp, Soort, Bericht and one Interesse filled in, E-mail and Toestemming left empty, submit clicked 3 s or more after the page loaded; the server refused it (its required fields) and the builder\'s script showed the errors',
  'after-failed-submit-reload':
    'Naam, Onderwerp, Soort, Bericht and one Interesse filled in, E-mail and Toestemming left empty, submit clicked 3 s or more after the page loaded; with AJAX off the browser posted the page, and the server answered with a new page holding its errors (captured after that page\'s scripts ran)',
};

// ---------------------------------------------------------------------------------------------------
// In the page: the event recorder and the marks (an init script, before any of the page's own).
// ---------------------------------------------------------------------------------------------------

function recorder({ container, fields, named }) {
  const log = [];
  const removed = [];
  let previous = [];
  try {
    previous = JSON.parse(sessionStorage.getItem('vgCapture') || '[]');
    sessionStorage.removeItem('vgCapture');
  } catch {}
  // Kept across a full page reload (a non-AJAX submit), so the events before it are not lost.
  addEventListener('pagehide', () => sessionStorage.setItem('vgCapture', JSON.stringify(log)));

  const name = (el) => el.tagName.toLowerCase() + (el.id ? `#${el.id}` : typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '');
  const where = (target) => {
    if (target === document) return 'document';
    if (target === window) return 'window';
    if (!target || target.nodeType !== 1) return String(target?.constructor?.name ?? target);
    if (target === document.body) return 'body';
    if (target.matches(container)) return `container ${name(target)}`;
    if (target.tagName === 'FORM' && target.closest(container)) return `form ${name(target)}`;
    if (target.closest(container)) return `${target.matches(fields) ? 'field' : 'in form'} ${name(target)}`;
    return name(target);
  };
  // Events dispatched by scripts (CustomEvents and any other): the browser's own never come through here.
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (event) {
    log.push({ kind: event.constructor.name, type: event.type, target: where(this) });
    return dispatch.call(this, event);
  };

  // jQuery's: every trigger (patched when WordPress's jQuery sets window.jQuery), and the builders' own
  // events as $(document).on() hears them.
  let jquery;
  const patch = ($) => {
    if (!$?.event?.trigger || $.event.vgCapture) return;
    const trigger = $.event.trigger;
    $.event.trigger = function (event, data, elem, onlyHandlers) {
      const type = typeof event === 'string' ? event : event?.type;
      log.push({ kind: 'jQuery', type, target: where(elem || document), onlyHandlers: !!onlyHandlers });
      return trigger.apply(this, arguments);
    };
    $.event.vgCapture = true;
    $(document).on(named, (event) => log.push({ kind: 'heard', type: event.type, target: 'document' }));
  };
  Object.defineProperty(window, 'jQuery', {
    configurable: true,
    get: () => jquery,
    set: (value) => {
      jquery = value;
      patch(value);
    },
  });

  // Removals of the container, the form or a field (the parser never removes: a script did). A removed
  // node that is in the page again later was moved.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType !== 1) continue;
        const hits = [node, ...node.querySelectorAll(`${container}, ${fields}, form`)].filter(
          (el) => el.matches(`${container}, ${fields}`) || (el.tagName === 'FORM' && (el !== node || record.target.closest(container))),
        );
        for (const el of hits) removed.push(el);
      }
    }
  }).observe(document, { childList: true, subtree: true });

  const signature = name;
  let marked = null;
  window.vgCapture = {
    log,
    previous,
    /** Starts a state change: a fresh log, and the container, form and fields marked (by identity). */
    mark() {
      const box = document.querySelector(container);
      marked = { box, form: box?.querySelector('form'), fields: [...(box?.querySelectorAll(fields) ?? [])] };
      log.length = 0;
      removed.length = 0;
    },
    /** What the state change kept, added, removed and moved; with no mark (a new document): null. */
    compare() {
      const box = document.querySelector(container);
      const now = [...(box?.querySelectorAll(fields) ?? [])];
      const movedOrGone = [...new Set(removed)];
      if (!marked) return null;
      return {
        container: box === marked.box ? 'kept' : box ? 'replaced' : 'gone',
        form: box?.querySelector('form') === marked.form ? 'kept' : 'replaced',
        before: marked.fields.length,
        kept: now.filter((el) => marked.fields.includes(el)).length,
        added: now.filter((el) => !marked.fields.includes(el)).map(signature),
        gone: marked.fields.filter((el) => !now.includes(el)).map(signature),
        moved: movedOrGone.filter((el) => now.includes(el) && marked.fields.includes(el)).map(signature),
      };
    },
    /** At first render: what the scripts did to the parser's container (`server`: its field signatures). */
    compareWithServer(server) {
      const box = document.querySelector(container);
      const now = [...(box?.querySelectorAll(fields) ?? [])];
      const left = [...server];
      const added = [];
      for (const el of now) {
        const i = left.indexOf(signature(el));
        if (i >= 0) left.splice(i, 1);
        else added.push(signature(el));
      }
      const gone = [...new Set(removed)];
      return {
        container: gone.some((el) => el.matches(container)) ? 'replaced' : 'kept',
        form: gone.some((el) => el.tagName === 'FORM') ? 'replaced' : 'kept',
        before: server.length,
        kept: now.length - added.length,
        added,
        gone: left,
        moved: gone.filter((el) => el.isConnected && now.includes(el)).map(signature),
        replaced: gone.filter((el) => !el.isConnected && el.matches(fields)).map(signature),
      };
    },
    signatures(html) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...(doc.querySelector(container)?.querySelectorAll(fields) ?? [])].map(signature);
    },
  };
}

/** The container as the page holds it now, the <style> elements just before it, and its honeypots' <style>. */
function snapshot({ container, honeypots }) {
  const box = document.querySelector(container);
  const before = [];
  for (let el = box.previousElementSibling; el?.tagName === 'STYLE'; el = el.previousElementSibling) before.unshift(el);
  const ids = [...box.querySelectorAll(honeypots)].map((el) => el.id).filter(Boolean);
  const honeypotStyles = [...document.querySelectorAll('style')].filter((style) => !box.contains(style) && !before.includes(style) && ids.some((id) => style.textContent.includes(`#${id}`)));
  return { html: box.outerHTML, before: before.map((el) => el.outerHTML), honeypotStyles: honeypotStyles.map((el) => el.outerHTML), honeypotIds: ids };
}

// ---------------------------------------------------------------------------------------------------
// In Node: the server's HTML, the page's states, the files.
// ---------------------------------------------------------------------------------------------------

/** The element whose opening tag starts at `start` in `html` (a <div>), up to its closing tag. */
function cutDiv(html, start) {
  const token = /<!--[\s\S]*?-->|<(script|style|textarea)\b[\s\S]*?<\/\1\s*>|<div\b[^>]*>|<\/div\s*>/gi;
  token.lastIndex = start;
  let depth = 0;
  for (let match; (match = token.exec(html)); ) {
    if (/^<div/i.test(match[0])) depth++;
    else if (/^<\/div/i.test(match[0]) && --depth === 0) return html.slice(start, token.lastIndex);
  }
  throw new Error('no closing </div> for the container');
}

/** From the server's HTML: the container, the <style> elements right before it, and the honeypot CSS its inline scripts add. */
function serverParts(html, builder, honeypotIds) {
  const className = builder.container.slice(1);
  const opening = [...html.matchAll(/<div\b[^>]*>/gi)].find((tag) => {
    const classes = tag[0].match(/\sclass=(?:"([^"]*)"|'([^']*)')/i);
    return classes && (classes[1] ?? classes[2]).split(/\s+/).includes(className);
  });
  const start = opening?.index ?? -1;
  if (start < 0) throw new Error(`${builder.title}: no ${builder.container} in the page`);
  const before = [];
  for (let head = html.slice(0, start).trimEnd(); head.endsWith('</style>'); head = head.slice(0, head.lastIndexOf('<style')).trimEnd()) {
    before.unshift(head.slice(head.lastIndexOf('<style')));
  }
  // The builders print their honeypot CSS as an inline script that adds a <style> to <head> (its text is
  // esc_js()'d PHP): that CSS, taken from the script, is what the page shows.
  const honeypotCss = [];
  for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const text = script.match(/createTextNode\(\s*'((?:[^'\\]|\\.)*)'\s*\)/)?.[1];
    if (text && honeypotIds.some((id) => text.includes(`#${id}`))) {
      honeypotCss.push(text.replace(/\\(.)/g, '$1').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    }
  }
  return { html: cutDiv(html, start), before, honeypotStyles: honeypotCss.map((css) => `<style>${css}</style>`) };
}

/** The site's address, however written (plain, JSON-escaped, URL-encoded), as http://example.test. */
function publicAddresses(text, siteUrl) {
  const host = new URL(siteUrl).host;
  const encodedHost = encodeURIComponent(host);
  const out = text
    .replaceAll(siteUrl, publicAddress)
    .replaceAll(siteUrl.replaceAll('/', '\\/'), publicAddress.replaceAll('/', '\\/'))
    .replaceAll(encodeURIComponent(siteUrl), encodeURIComponent(publicAddress))
    .replaceAll(host, 'example.test')
    .replaceAll(encodedHost, 'example.test');
  if (/127\.0\.0\.1|localhost:\d/.test(out)) throw new Error('the site\'s address is still in a capture');
  return out;
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Until the page's DOM has not changed for `quiet` ms (at most `max` ms). */
function settle(page, quiet = 500, max = 8000) {
  return page.evaluate(
    ([quiet, max]) =>
      new Promise((done) => {
        let timer;
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          done();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quiet);
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
        timer = setTimeout(finish, quiet);
        const cap = setTimeout(finish, max);
      }),
    [quiet, max],
  );
}

async function ready(page, builder) {
  if (builder.ready.event) {
    await page.waitForFunction((type) => window.vgCapture.log.some((entry) => entry.type === type), builder.ready.event, { timeout: 30000 });
  } else {
    await page.waitForFunction(builder.ready.script, null, { timeout: 30000 });
  }
  await settle(page);
}

async function fill(page, builder) {
  const box = page.locator(builder.container);
  await box.locator(builder.nameParts[0]).fill('Anna');
  await box.locator(builder.nameParts[1]).fill('de Vries');
  await box.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill('Afvalkalender');
  await box.getByRole('combobox', { name: 'Soort', exact: true }).selectOption('Vraag');
  await box.getByRole('textbox', { name: 'Bericht', exact: true }).fill('Wanneer wordt het groenafval opgehaald?');
  await box.getByRole('checkbox', { name: 'Nieuws', exact: true }).check();
}

/** A new visitor (a fresh context: no cookies, no storage) on the form's page, its scripts done. */
async function openForm(browser, url, builder) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.messages = recordConsole(page);
  await page.addInitScript(recorder, { container: builder.container, fields: builder.fields, named: namedEvents });
  const response = await page.goto(url);
  const loaded = Date.now();
  const serverHtml = await response.text();
  await ready(page, builder);
  return { page, context, serverHtml, loaded };
}

/** Runs one state; returns what to write and what was seen. */
async function captureState(browser, url, builder, state) {
  const { page, context, serverHtml, loaded } = await openForm(browser, url, builder);
  try {
    const take = () => page.evaluate(snapshot, { container: builder.container, honeypots: builder.honeypots });
    if (state === 'first-render') {
      // Both from this one load: the server's HTML the page parsed, and the DOM its scripts made of it.
      const live = await take();
      const signatures = await page.evaluate((html) => window.vgCapture.signatures(html), serverHtml);
      const dom = await page.evaluate((server) => window.vgCapture.compareWithServer(server), signatures);
      const log = await page.evaluate(() => window.vgCapture.log);
      return {
        parts: live,
        log,
        dom,
        messages: page.messages,
        server: { parts: serverParts(serverHtml, builder, live.honeypotIds), log: [], dom: null, messages: [] },
      };
    }
    const submit = page.locator(builder.container).locator('[type=submit]').first();
    if (state === 'after-clientside-validation') {
      await page.evaluate(() => window.vgCapture.mark());
      await submit.click();
      await page.locator(builder.container).locator(builder.clientErrors).first().waitFor({ timeout: 15000 });
      await settle(page);
    } else {
      await fill(page, builder);
      await builder.beforeSubmit?.(page);
      if (builder.bypass.run) await page.evaluate(builder.bypass.run);
      await sleep(Math.max(0, loaded + 3000 - Date.now()));
      await page.evaluate(() => window.vgCapture.mark());
      if (state === 'after-failed-submit-reload') {
        await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 30000 }), submit.click()]);
        await ready(page, builder);
      } else {
        await submit.click();
        await page.waitForFunction((type) => window.vgCapture.log.some((entry) => entry.type === type), builder.ajaxDone, { timeout: 30000 });
        await settle(page);
      }
    }
    const parts = await take();
    const { log, previous, dom } = await page.evaluate(() => ({ log: window.vgCapture.log, previous: window.vgCapture.previous, dom: window.vgCapture.compare() }));
    return { parts, log: [...previous.map((entry) => ({ ...entry, before: true })), ...log], dom, reloaded: state === 'after-failed-submit-reload', messages: page.messages };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// What was seen, in words: for the files' headers, the summary and the README's table.
// ---------------------------------------------------------------------------------------------------

/** The builders' events in order (repeats counted), with where they fired; jQuery's own left out. */
function builderEvents(log) {
  const heard = new Set(log.filter((entry) => entry.kind === 'heard').map((entry) => entry.type));
  const out = [];
  for (const entry of log) {
    if (entry.kind === 'heard' || (entry.kind === 'jQuery' && libraryEvents.test(entry.type))) continue;
    if (entry.kind !== 'jQuery' && /^(DOMContentLoaded|load|readystatechange)$/.test(entry.type)) continue;
    const target = entry.target.split(' ')[0].replace(/^(div|input|button|select|textarea|span|em|label)\b.*/, 'element');
    const how = entry.kind === 'jQuery' ? `jQuery${entry.onlyHandlers ? ' handlers only' : ''}` : entry.kind;
    const text = `${entry.before ? 'before the reload: ' : ''}${entry.type} (${how}, on ${target}${entry.kind === 'jQuery' && !entry.onlyHandlers && !heard.has(entry.type) && namedEvents.split(' ').includes(entry.type) ? ', not heard at document' : ''})`;
    const last = out[out.length - 1];
    if (last?.text === text) last.count++;
    else out.push({ text, count: 1 });
  }
  return out.map(({ text, count }) => (count > 1 ? `${text} ×${count}` : text));
}

function domWords(result) {
  if (result.reloaded) return 'page reloaded: a new document, every node new (nothing could be kept)';
  const dom = result.dom;
  if (!dom) return '';
  const parts = [`container ${dom.container}, form ${dom.form}, fields kept ${dom.kept}/${dom.before}`];
  if (dom.added.length) parts.push(`added ${dom.added.join(', ')}`);
  if (dom.gone.length) parts.push(`gone ${dom.gone.join(', ')}`);
  if (dom.moved.length) parts.push(`moved ${dom.moved.join(', ')}`);
  if (dom.replaced?.length) parts.push(`replaced ${dom.replaced.join(', ')}`);
  return parts.join('; ');
}

function header({ builder, version, variant, state, result, site, chromium }) {
  const how =
    state === 'server'
      ? `the HTML of the page load that ${fileName(builder, version, variant, 'first-render')} was read from (Chromium ${chromium}, headless, through playwright-core)`
      : `the page loaded in Chromium ${chromium} (headless, through playwright-core) by a new visitor, ready once ${builder.ready.says}; each state read when the DOM had not changed for 0.5 s`;
  const lines = [
    `${builder.title} ${version}${variant.markup ? `, ${variant.markup} markup` : ''}: a real render, captured ${today} by test/wordpress/capture-builders.mjs.`,
    `WordPress ${site.wordpress} (PHP ${site.php}, theme ${site.theme}), the builder's default style; ${variant.says}.`,
    `State ${state}: ${stateSays[state]}.`,
    `How: ${how}.`,
    state === 'after-failed-ajax-submit' ? `Client-side validation ${builder.bypass.says}.` : '',
    `Saved: the container (${builder.container}) ${state === 'server' ? 'as the server sent it' : 'as outerHTML'}${result.parts.honeypotStyles.length ? `; before it, the honeypot's <style>, which ${builder.honeypotScript} adds to <head>${state === 'server' ? ' (its CSS taken from that script)' : ''}` : ''}${result.parts.before.length ? '; then the <style> the builder prints just before the container' : ''}. The site's address is written ${publicAddress}.`,
    `The form: the project's Dutch contact form made through the builder's PHP API (fixtures/form-builders/README.md). ${builder.settingsNote}`,
    state === 'server' ? '' : `Events: ${builderEvents(result.log).join('; ') || 'none of the builder\'s'}.`,
    state === 'server' ? '' : `DOM: ${domWords(result)}.`,
  ].filter(Boolean);
  // An HTML comment may not hold "--".
  return `<!--\n${lines.map((line) => `  ${line.replaceAll('--', '- -')}`).join('\n')}\n-->\n`;
}

function fileName(builder, version, variant, state) {
  return `${builder.id}-${version}${variant.markup ? `-${variant.markup}` : ''}-${state}.html`;
}

// ---------------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------------

const chosen = builders.filter((builder) => process.env[builder.variable]);
for (const builder of chosen) {
  const folder = join(resolve(process.env[builder.variable]), builder.folder);
  if (!existsSync(folder)) {
    console.error(`${builder.variable}=${process.env[builder.variable]}: no ${builder.folder}/ in it`);
    process.exit(1);
  }
  builder.source = folder;
}
if (!chosen.length) {
  console.error(`name at least one builder: ${builders.map((builder) => `${builder.variable} (a folder holding ${builder.folder}/)`).join(', ')}`);
  process.exit(1);
}
const stopper = captureReady();

let status = 0;
const findings = [];
let browser;
try {
  const wordpress = await phase(`wordpress ${wordpressBuilds.wordpress} (cache)`, () => cachedWordpress({ log: (line) => console.log(`[capture] ${line}`) }));
  const site = await startSite({ sources: { wordpress }, phase, stopper });
  // The suite's helpers read the running site from the environment, as run.mjs hands it to test files.
  Object.assign(process.env, site.env, { VG_WP_URL: site.url, VG_WP_DIR: site.wp, VG_WP_PASSWORD: site.password, VG_WP_SETUP: JSON.stringify(site.setup) });
  const { wp } = await import('./wp.mjs');
  const about = wp(`
deactivate_plugins( '${site.setup.plugin}' );
return [ 'wordpress' => $GLOBALS['wp_version'], 'php' => PHP_VERSION, 'theme' => wp_get_theme()->get( 'Name' ), 'active' => get_option( 'active_plugins' ) ];`);
  if (about.active.length) throw new Error(`plugins still active: ${about.active.join(', ')}`);
  browser = await launchBrowser();
  const chromium = browser.version();
  mkdirSync(outDir, { recursive: true });

  for (const builder of chosen) {
    console.log(`\n[capture] ${builder.title} from ${builder.source}`);
    cpSync(builder.source, join(site.wp, 'wp-content/plugins', builder.folder), { recursive: true });
    const activated = wp(`$result = activate_plugin( '${builder.plugin}' ); return is_wp_error( $result ) ? $result->get_error_message() : 'active';`);
    if (activated !== 'active') throw new Error(`${builder.title}: ${activated}`);
    // The form in a request of its own, with the builder loaded as on any page.
    const made = await phase(`${builder.title}: the form`, () => wp(builder.form));
    const page = wp(`
$page = wp_insert_post( [ 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Contact', 'post_name' => 'contact-${builder.id}', 'post_content' => '<!-- wp:shortcode -->' . ${JSON.stringify(made.content).replaceAll('$', '\\$')} . '<!-- /wp:shortcode -->' ], true );
return is_wp_error( $page ) ? $page->get_error_message() : get_permalink( $page );`);
    console.log(`[capture] ${builder.title} ${made.version}: form ${made.form}, ${made.content} on ${page}${made.settings ? `, ${JSON.stringify(made.settings)}` : ''}`);

    for (const variant of builder.variants) {
      if (variant.php) {
        const set = wp(variant.php);
        if (JSON.stringify(set) !== JSON.stringify(variant.expect)) throw new Error(`${builder.title}: ${variant.says}: got ${JSON.stringify(set)}`);
      }
      let firstLoad = null;
      for (const state of variant.states) {
        const capture = (kind) => phase(`${builder.title}${variant.markup ? ` ${variant.markup}` : ''}: ${state}`, () => captureState(browser, page, builder, kind));
        let result;
        if (state === 'server') result = (firstLoad = await capture('first-render')).server;
        else if (state === 'first-render') result = firstLoad ?? (await capture('first-render'));
        else result = await capture(state);
        const name = fileName(builder, made.version, variant, state);
        const honeypotNote = result.parts.honeypotStyles.length ? `<!-- The honeypot's <style>, as ${builder.honeypotScript} adds it to <head>: -->\n` : '';
        const body = [honeypotNote + result.parts.honeypotStyles.join('\n'), ...result.parts.before, result.parts.html].filter(Boolean).join('\n');
        const text = header({ builder, version: made.version, variant, state, result, site: about, chromium }) + publicAddresses(body, site.url) + '\n';
        writeFileSync(join(outDir, name), text);
        const events = builderEvents(result.log);
        findings.push({ builder: `${builder.title} ${made.version}${variant.tag ? ` (${variant.tag})` : ''}`, state, events, dom: domWords(result), file: name });
        console.log(`  ${name} (${(text.length / 1024).toFixed(1)} kB)`);
        if (state !== 'server') {
          console.log(`    events: ${events.join('; ') || '(none of the builder\'s)'}`);
          console.log(`    all: ${result.log.map((entry) => `${entry.before ? '(before reload) ' : ''}${entry.kind}:${entry.type}@${entry.target}`).join(' | ')}`);
          console.log(`    DOM: ${domWords(result)}`);
        }
        const errors = result.messages.filter((message) => message.startsWith('pageerror:'));
        if (errors.length) console.warn(`    page errors: ${errors.join(' | ')}`);
      }
    }
    wp(`deactivate_plugins( '${builder.plugin}' ); return true;`);
  }

  // The findings table, between README.md's markers.
  const table = [
    '| builder | state | the builder\'s events (in order; where they fired) | DOM: kept or replaced |',
    '|---|---|---|---|',
    ...findings.filter((row) => row.state !== 'server').map((row) => `| ${row.builder} | \`${row.state}\` | ${row.events.join('; ') || '(none of its own)'} | ${row.dom} |`),
  ].join('\n');
  const readme = join(outDir, 'README.md');
  const markers = /(<!-- findings: start -->\n)[\s\S]*?(<!-- findings: end -->)/;
  if (existsSync(readme) && markers.test(readFileSync(readme, 'utf8'))) {
    writeFileSync(readme, readFileSync(readme, 'utf8').replace(markers, (_, start, end) => `${start}${table}\n${end}`));
    console.log(`\n[capture] the findings table in ${readme} updated`);
  } else {
    console.log(`\n[capture] findings (put them between <!-- findings: start --> and <!-- findings: end --> in ${readme}):`);
  }
  console.log(`\n${table}`);
  // The PHP log, but for WordPress's own refused update checks (the site has no network).
  const log = readFileSync(site.debugLog, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter((line) => line.trim() && !line.includes('could not establish a secure connection to WordPress.org'));
  if (log.length) console.log(`\n[capture] the site's PHP log (${log.length} lines):\n${log.slice(-15).join('\n')}`);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await browser?.close();
  await stopper.stop?.();
}
process.exit(status);
