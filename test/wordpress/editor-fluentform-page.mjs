// Fluent Forms' editor for editor-fluentform.test.mjs and capture-editor-fluentform.mjs: the form both
// make (through Fluent Forms' own PHP API, as its editor stores it) and an owner's clicks in its editor.
// Needs no running suite of its own (no wp.mjs): the capture script starts its own site.

/** The form's fields by their labels, in the canvas's order, with the classes typed in each one's Container Class. */
export const formFields = {
  Naam: '',
  'E-mail': 'mijn-klasse',
  Onderwerp: 'add fa-solid fa-pen end',
  Bericht: '',
  Soort: '',
  Interesses: 'mijn-vak',
  Voorkeur: 'add vg-icon-mail',
  Voorwaarden: '',
  Toestemming: '',
  Plaats: '',
  Bellen: '',
};

/**
 * PHP (for the site's eval.php) that makes the form from the editor's own palette (its components, as
 * a new field is added), with a page holding its shortcode; returns its id and the page's path.
 * `formClass`: its Extra CSS Form Class (Pro's field; free Fluent Forms puts it on the form).
 */
export function newFormPhp(title, formClass = '') {
  return `
    $service    = new \\FluentForm\\App\\Services\\Form\\FormService();
    $form       = $service->store( array( 'type' => 'form', 'predefined' => 'blank_form' ) );
    $palette    = array();
    foreach ( $service->components( 0 ) as $group ) {
      foreach ( $group as $element ) {
        $palette[ $element['element'] . ':' . ( $element['attributes']['name'] ?? '' ) ] = $element;
      }
    }
    $count = 0;
    // A field from the palette: its label, its Container Class, no placeholder of its own (the canvas
    // shows the labels as placeholders), choices replacing the palette's.
    $field = function ( $which, $label, $class, $more = array() ) use ( $palette, &$count ) {
      $element = array_replace_recursive( $palette[ $which ], $more );
      $element['uniqElKey']                   = 'el_' . ( 1700000000000 + ++$count );
      $element['settings']['label']           = $label;
      $element['settings']['container_class'] = $class;
      if ( isset( $element['attributes']['placeholder'] ) ) {
        $element['attributes']['placeholder'] = '';
      }
      if ( isset( $more['settings']['advanced_options'] ) ) {
        $element['settings']['advanced_options'] = $more['settings']['advanced_options'];
      }
      return $element;
    };
    $choices  = function ( ...$labels ) {
      return array_map( function ( $label ) { return array( 'label' => $label, 'value' => $label, 'calc_value' => '', 'image' => '' ); }, $labels );
    };
    $required = array( 'settings' => array( 'validation_rules' => array( 'required' => array( 'value' => true ) ) ) );
    $name     = $field( 'input_name:names', 'Naam', '', array( 'settings' => array( 'admin_field_label' => 'Naam' ) ) );
    $name['fields']['first_name']['settings']['label']       = 'Voornaam';
    $name['fields']['first_name']['attributes']['placeholder'] = '';
    $name['fields']['last_name']['settings']['label']        = 'Achternaam';
    $name['fields']['last_name']['attributes']['placeholder']  = '';
    $name['fields']['last_name']['settings']['validation_rules']['required']['value'] = true;
    $container = $palette['container:'];
    $container['uniqElKey'] = 'el_' . ( 1700000000000 + ++$count );
    $container['columns']   = array(
      array( 'width' => 50, 'fields' => array( $field( 'input_text:input_text', 'Plaats', '', array( 'attributes' => array( 'name' => 'plaats' ) ) ) ) ),
      array( 'width' => 50, 'fields' => array( $field( 'input_checkbox:checkbox', 'Bellen', '', array( 'attributes' => array( 'name' => 'bellen' ), 'settings' => array( 'advanced_options' => $choices( 'Graag' ) ) ) ) ) ),
    );
    $fields = array(
      $name,
      $field( 'input_email:email', 'E-mail', 'mijn-klasse', $required ),
      $field( 'input_text:input_text', 'Onderwerp', 'add fa-solid fa-pen end' ),
      $field( 'textarea:description', 'Bericht', '' ),
      $field( 'select:dropdown', 'Soort', '', array( 'settings' => array( 'advanced_options' => $choices( 'Vraag', 'Offerte' ) ) ) ),
      $field( 'input_checkbox:checkbox', 'Interesses', 'mijn-vak', array( 'settings' => array( 'advanced_options' => $choices( 'Nieuws', 'Acties' ) ) ) ),
      $field( 'input_radio:input_radio', 'Voorkeur', 'add vg-icon-mail', array( 'settings' => array( 'advanced_options' => $choices( 'Ja', 'Nee' ) ) ) ),
      $field( 'terms_and_condition:terms-n-condition', 'Voorwaarden', '', array( 'settings' => array( 'tnc_html' => 'Ik ga akkoord met de voorwaarden.' ) ) ),
      $field( 'gdpr_agreement:gdpr-agreement', 'Toestemming', '', array( 'settings' => array( 'tnc_html' => 'Ik ga akkoord met de privacyverklaring.' ) ) ),
      $container,
    );
    // As the editor stores a field once its settings have been shown (6.2.2 fills these in then: a form
    // made by the API without them would count as changed the moment a field is clicked).
    $shown = function ( $field ) use ( &$shown ) {
      if ( isset( $field['settings'] ) && array_key_exists( 'conditional_logics', $field['settings'] ) ) {
        $rule = array( 'field' => '', 'value' => '', 'operator' => '' );
        $field['settings']['conditional_logics'] = array( 'type' => 'any', 'status' => false, 'conditions' => array( $rule ), 'condition_groups' => array( array( 'rules' => array( $rule ), 'title' => '', 'isEditingTitle' => false, 'isPreviewOpen' => false, 'isGroupOpen' => true ) ) );
      }
      foreach ( $field['settings']['advanced_options'] ?? array() as $index => $choice ) {
        $field['settings']['advanced_options'][ $index ]['id'] = $index;
      }
      foreach ( $field['columns'] ?? array() as $column => $inner ) {
        $field['columns'][ $column ]['fields'] = array_map( $shown, $inner['fields'] );
      }
      return $field;
    };
    $form_fields           = json_decode( $form->form_fields, true );
    $form_fields['fields'] = array_map( $shown, $fields );
    $form_fields['submitButton']['settings']['button_ui']['text'] = 'Verzenden';
    $service->update( array( 'form_id' => $form->id, 'title' => ${JSON.stringify(title)}, 'formFields' => wp_json_encode( $form_fields ) ) );
    $settings = \\FluentForm\\App\\Helpers\\Helper::getFormMeta( $form->id, 'formSettings', array(), true );
    $settings['form_extra_css_class'] = ${JSON.stringify(formClass)};
    \\FluentForm\\App\\Helpers\\Helper::setFormMeta( $form->id, 'formSettings', $settings );
    $page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ${JSON.stringify(title)}, 'post_content' => '[fluentform id="' . $form->id . '"]' ) );
    return array( 'id' => (int) $form->id, 'path' => wp_make_link_relative( get_permalink( $page ) ) );
  `;
}

/** PHP: each field's Container Class by its label, and whether any field of the stored form holds Vormgever's key. */
export function storedPhp(id) {
  return `
    $stored = wpFluent()->table( 'fluentform_forms' )->find( ${Number(id)} );
    $classes = array();
    $walk = function ( $fields ) use ( &$walk, &$classes ) {
      foreach ( $fields as $field ) {
        $label = $field['settings']['label'] ?? ( $field['settings']['admin_field_label'] ?? $field['element'] );
        if ( isset( $field['settings']['container_class'] ) && 'container' !== $field['element'] ) {
          $classes[] = array( $label, $field['settings']['container_class'] );
        }
        foreach ( $field['columns'] ?? array() as $column ) {
          $walk( $column['fields'] ?? array() );
        }
      }
    };
    $walk( json_decode( $stored->form_fields, true )['fields'] );
    $settings = \\FluentForm\\App\\Helpers\\Helper::getFormMeta( ${Number(id)}, 'formSettings', array(), true );
    return array( 'classes' => $classes, 'key' => false !== strpos( $stored->form_fields, '"vormgever"' ), 'formClass' => $settings['form_extra_css_class'] ?? null );
  `;
}

export const editorUrl = (url, id) => `${url}/wp-admin/admin.php?page=fluent_forms&route=editor&form_id=${id}`;
export const settingsUrl = (url, id) => `${url}/wp-admin/admin.php?page=fluent_forms&form_id=${id}&route=settings&sub_route=form_settings`;

/** Opens the editor and waits for its canvas (and Vormgever's script, unless it is kept out). */
export async function openEditor(page, url, id, { script = true } = {}) {
  await page.goto(editorUrl(url, id));
  await page.waitForSelector('#js-form-editor--body .js-editor-item');
  // Its palette loaded (its store says so): before that a click on a field may do nothing.
  await page.waitForFunction(() => window.fluentFormEditorApp?.$store?.state.isMockLoaded === true);
  if (script) await page.waitForFunction(() => window.vormgeverEditor);
}

/** The canvas item whose own text (not that of a field in its columns) holds `text`: as an owner finds it. */
export async function canvasItem(page, text) {
  const index = await page.evaluate((text) => {
    const items = [...document.querySelectorAll('#js-form-editor--body .js-editor-item')];
    const own = (item) => [...item.querySelectorAll('label, .el-checkbox__label')].filter((label) => label.closest('.js-editor-item') === item).map((label) => label.textContent).join(' ');
    return items.findIndex((item) => own(item).includes(text));
  }, text);
  if (index < 0) throw new Error(`no field "${text}" on the canvas`);
  return page.locator('#js-form-editor--body .js-editor-item').nth(index);
}

/**
 * Selects a field on the canvas as an owner does (a click on the item: Fluent Forms shows its settings
 * on its Input Customization tab) and opens the section with its Container Class.
 */
export async function selectField(page, text, { script = true } = {}) {
  const item = await canvasItem(page, text);
  for (let tries = 1; ; tries++) {
    await item.scrollIntoViewIfNeeded();
    await item.hover();
    const box = await item.boundingBox();
    await page.mouse.click(box.x + 12, box.y + Math.min(16, box.height / 2));
    const selected = await page.waitForFunction((element) => element.classList.contains('selected'), await item.elementHandle(), { timeout: 5000 }).then(() => true, () => false);
    if (selected) break;
    if (tries === 3) throw new Error(`the field "${text}" was not selected by three clicks`);
  }
  // The section holding its Container Class (one is open at a time: the first, or Advanced Options).
  const titles = page.locator('.option-fields-section--title:not(.active)');
  for (let tries = 0; !(await containerClassInput(page).isVisible()) && tries < 3; tries++) {
    if (await titles.count()) await titles.last().click();
    await containerClassInput(page).waitFor({ timeout: 2000 }).catch(() => {});
  }
  await containerClassInput(page).waitFor();
  if (script) await page.locator('.option-fields-section_active .vormgever-settings').waitFor();
  return item;
}

/** Fluent Forms' own Container Class input of the field shown. */
export const containerClassInput = (page) => page.locator('.option-fields-section_active .el-form-item', { has: page.locator('.el-form-item__label', { hasText: 'Container Class' }) }).locator('input');
