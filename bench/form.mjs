// Generated Gravity Forms markup for the benchmarks: an Orbital (2.7+) wrapper and form, printed the
// way fixtures/gf210-orbital.html is (same classes, attributes and quoting), with as many fields as
// asked for. Every field kind the rules meet appears: simple text-like fields, compound name and
// address fields, choices, consent, hidden. Dutch labels, like the site.

/** The field kinds, in the order they repeat. */
export const fieldKinds = [
  'text', 'email', 'phone', 'select', 'textarea', 'name',
  'address', 'checkbox', 'radio', 'consent', 'number', 'hidden',
];

const required = '<span class="gfield_required"><span class="gfield_required gfield_required_text">(verplicht)</span></span>';

// The plugin prints ~250 countries (translated); 40 keep the form realistic without drowning the rest.
const countries = [
  'Nederland', 'België', 'Duitsland', 'Frankrijk', 'Luxemburg', 'Verenigd Koninkrijk', 'Ierland', 'Spanje',
  'Portugal', 'Italië', 'Oostenrijk', 'Zwitserland', 'Denemarken', 'Noorwegen', 'Zweden', 'Finland',
  'IJsland', 'Polen', 'Tsjechië', 'Slowakije', 'Hongarije', 'Slovenië', 'Kroatië', 'Griekenland',
  'Roemenië', 'Bulgarije', 'Estland', 'Letland', 'Litouwen', 'Malta', 'Cyprus', 'Turkije',
  'Marokko', 'Suriname', 'Curaçao', 'Aruba', 'Indonesië', 'Verenigde Staten', 'Canada', 'Australië',
];

// Per kind: the labels it cycles through and the Font Awesome icon a site would put on it.
const kinds = {
  text: { labels: ['Organisatie', 'Functie', 'Website', 'Onderwerp'], icon: 'fa-solid fa-building' },
  email: { labels: ['E-mailadres', 'E-mailadres (werk)'], icon: 'fa-solid fa-envelope' },
  phone: { labels: ['Telefoon', 'Mobiel nummer'], icon: 'fa-solid fa-phone' },
  select: { labels: ['Onderwerp', 'Afdeling', 'Hoe kent u ons?'], icon: 'fa-solid fa-list' },
  textarea: { labels: ['Bericht', 'Toelichting', 'Opmerkingen'], icon: 'fa-regular fa-comment' },
  name: { labels: ['Naam', 'Naam contactpersoon'], icon: 'fa-solid fa-user' },
  address: { labels: ['Adres', 'Factuuradres'], icon: 'fa-solid fa-house' },
  checkbox: { labels: ['Nieuwsbrieven', 'Interesses', 'Voorkeuren'] },
  radio: { labels: ['Bent u al klant?', 'Voorkeur voor contact'] },
  consent: { labels: ['Toestemming', 'Privacy'] },
  number: { labels: ['Aantal personen', 'Leeftijd'], icon: 'fa-solid fa-hashtag' },
  hidden: { labels: ['Bron'] },
};

const checkboxChoices = ['Ik wil de nieuwsbrief ontvangen', 'Ik wil uitnodigingen voor bijeenkomsten', 'Ik wil vacatures ontvangen'];
const selectChoices = ['Offerte', 'Ondersteuning', 'Samenwerking', 'Anders'];
const radioChoices = ['Ja', 'Nee', 'Weet ik niet'];

const esc = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]);

/** The plugin's checkbox numbering: 1, 2, ... skipping multiples of 10. */
export function choiceNumbers(count) {
  const numbers = [];
  for (let n = 1; numbers.length < count; n++) if (n % 10 !== 0) numbers.push(n);
  return numbers;
}

function fieldClass(kind, { custom = '', isRequired = false, description = false, choice = false } = {}) {
  const classes = ['gfield', `gfield--type-${kind}`];
  if (choice) classes.push('gfield--type-choice');
  if (kind === 'number') classes.push('gfield--input-type-number');
  if (custom) classes.push(custom);
  classes.push('gfield--width-full');
  if (kind === 'hidden') classes.push('gform_hidden');
  if (isRequired) classes.push('gfield_contains_required');
  classes.push('field_sublabel_below', description ? 'gfield--has-description' : 'gfield--no-description');
  classes.push('field_description_below', 'field_validation_below', 'gfield_visibility_visible');
  return classes.join(' ');
}

const ariaRequired = (isRequired) => (isRequired ? 'aria-required="true" ' : '');

function simpleField(kind, f, id, label, { custom, isRequired, placeholder }) {
  const star = isRequired ? required : '';
  const inputId = `input_${f}_${id}`;
  const labelHtml = `<label class='gfield_label gform-field-label' for='${inputId}'>${esc(label)}${star}</label>`;
  let control;
  if (kind === 'textarea') {
    control = `<div class='ginput_container ginput_container_textarea'><textarea name='input_${id}' id='${inputId}' class='textarea large'     ${ariaRequired(isRequired)}aria-invalid="false"   rows='10' cols='50'></textarea></div>`;
  } else if (kind === 'select') {
    const options = selectChoices.map((choice) => `<option value='${esc(choice)}' >${esc(choice)}</option>`).join('');
    control = `<div class='ginput_container ginput_container_select'><select name='input_${id}' id='${inputId}' class='large gfield_select'     ${ariaRequired(isRequired)}aria-invalid="false" ><option value='' selected='selected' class='gf_placeholder'>Maak een keuze</option>${options}</select></div>`;
  } else {
    const type = { email: 'email', phone: 'tel', number: 'number' }[kind] ?? 'text';
    const extra = kind === 'number' ? `step='any' ` : '';
    const editor = placeholder ? `placeholder='${esc(placeholder)}'  ` : '';
    control = `<div class='ginput_container ginput_container_${kind}'><input name='input_${id}' id='${inputId}' type='${type}' ${extra}value='' class='large'    ${editor}${ariaRequired(isRequired)}aria-invalid="false"   /></div>`;
  }
  return `<div id="field_${f}_${id}" class="${fieldClass(kind, { custom, isRequired })}"  >${labelHtml}${control}</div>`;
}

function legend(label, isRequired, complex = true) {
  return `<legend class='gfield_label gform-field-label${complex ? ' gfield_label_before_complex' : ''}' >${esc(label)}${isRequired ? required : ''}</legend>`;
}

function nameField(f, id, label, { custom, isRequired }) {
  const part = (sub, key, text) => `
                            <span id='input_${f}_${id}_${sub}_container' class='${key} gform-grid-col gform-grid-col--size-auto' >
                                                    <input type='text' name='input_${id}.${sub}' id='input_${f}_${id}_${sub}' value=''   aria-required='${isRequired}'     />
                                                    <label for='input_${f}_${id}_${sub}' class='gform-field-label gform-field-label--type-sub '>${text}</label>
                                                </span>`;
  return `<fieldset id="field_${f}_${id}" class="${fieldClass('name', { custom, isRequired })}"  >${legend(label, isRequired)}<div class='ginput_complex ginput_container ginput_container--name no_prefix has_first_name no_middle_name has_last_name no_suffix gf_name_has_2 ginput_container_name gform-grid-row' id='input_${f}_${id}'>
                            ${part(3, 'name_first', 'Voornaam')}
                            ${part(6, 'name_last', 'Achternaam')}
                            
                        </div></fieldset>`;
}

function addressField(f, id, label, { custom, isRequired }) {
  const parts = [
    [1, 'ginput_full address_line_1 ginput_address_line_1', 'Straat en huisnummer'],
    [2, 'ginput_full address_line_2 ginput_address_line_2', 'Adresregel 2'],
    [3, 'ginput_left address_city ginput_address_city', 'Plaats'],
    [4, 'ginput_right address_state ginput_address_state', 'Provincie'],
    [5, 'ginput_left address_zip ginput_address_zip', 'Postcode'],
  ];
  const req = (sub) => (isRequired && sub !== 2 ? 'true' : 'false');
  const spans = parts.map(([sub, classes, text]) => `<span class='${classes} gform-grid-col' id='input_${f}_${id}_${sub}_container' >
                                        <input type='text' name='input_${id}.${sub}' id='input_${f}_${id}_${sub}' value=''    aria-required='${req(sub)}'    />
                                        <label for='input_${f}_${id}_${sub}' id='input_${f}_${id}_${sub}_label' class='gform-field-label gform-field-label--type-sub '>${text}</label>
                                    </span>`);
  const options = countries.map((country) => `<option value='${esc(country)}' >${esc(country)}</option>`).join('');
  spans.push(`<span class='ginput_right address_country ginput_address_country gform-grid-col' id='input_${f}_${id}_6_container' >
                                        <select name='input_${id}.6' id='input_${f}_${id}_6'   aria-required='${req(6)}'    ><option value='' selected='selected'></option>${options}</select>
                                        <label for='input_${f}_${id}_6' id='input_${f}_${id}_6_label' class='gform-field-label gform-field-label--type-sub '>Land</label>
                                    </span>`);
  return `<fieldset id="field_${f}_${id}" class="${fieldClass('address', { custom, isRequired })}"  >${legend(label, isRequired)}    
                    <div class='ginput_complex ginput_container has_street has_street2 has_city has_state has_zip has_country ginput_container_address gform-grid-row' id='input_${f}_${id}' >
                         ${spans.join('')}
                    <div class='gf_clear gf_clear_complex'></div>
                </div></fieldset>`;
}

function checkboxField(f, id, label, { custom, isRequired, choices = checkboxChoices }) {
  const items = choiceNumbers(choices.length).map((n, i) => {
    const choiceId = `choice_${f}_${id}_${n}`;
    return `<div class='gchoice gchoice_${f}_${id}_${n}'>
								<input class='gfield-choice-input' name='input_${id}.${n}' type='checkbox'  value='${esc(choices[i])}'  id='${choiceId}'   />
								<label for='${choiceId}' id='label_${f}_${id}_${n}' class='gform-field-label gform-field-label--type-inline'>${esc(choices[i])}</label>
							</div>`;
  });
  return `<fieldset id="field_${f}_${id}" class="${fieldClass('checkbox', { custom, isRequired, choice: true })}"  >${legend(label, isRequired)}<div class='ginput_container ginput_container_checkbox'><div class='gfield_checkbox ' id='input_${f}_${id}'>${items.join('')}</div></div></fieldset>`;
}

function radioField(f, id, label, { custom, isRequired }) {
  const items = radioChoices.map((text, i) => {
    const choiceId = `choice_${f}_${id}_${i}`;
    return `
			<div class='gchoice gchoice_${f}_${id}_${i}'>
					<input class='gfield-choice-input' name='input_${id}' type='radio' value='${esc(text)}'  id='${choiceId}' onchange='gformToggleRadioOther( this )'    />
					<label for='${choiceId}' id='label_${f}_${id}_${i}' class='gform-field-label gform-field-label--type-inline'>${esc(text)}</label>
			</div>`;
  });
  return `<fieldset id="field_${f}_${id}" class="${fieldClass('radio', { custom, isRequired, choice: true })}"  >${legend(label, isRequired, false)}<div class='ginput_container ginput_container_radio'><div class='gfield_radio' id='input_${f}_${id}'>${items.join('')}
			</div></div></fieldset>`;
}

function consentField(f, id, label, { custom, isRequired }) {
  const text = 'Ik ga akkoord met de privacyverklaring.';
  const inputId = `input_${f}_${id}_1`;
  return `<fieldset id="field_${f}_${id}" class="${fieldClass('consent', { custom, isRequired, choice: true, description: true })}"  >${legend(label, isRequired)}<div class='ginput_container ginput_container_consent'><input name='input_${id}.1' id='${inputId}' type='checkbox' value='1'  aria-describedby="gfield_consent_description_${f}_${id}" ${ariaRequired(isRequired)}aria-invalid="false"   /> <label class="gform-field-label gform-field-label--type-inline gfield_consent_label" for='${inputId}' >${text}</label><input type='hidden' name='input_${id}.2' value='${text}' class='gform_hidden' /><input type='hidden' name='input_${id}.3' value='1' class='gform_hidden' /></div><div class='gfield_description gfield_consent_description' id='gfield_consent_description_${f}_${id}' tabindex='0'>We gaan zorgvuldig met je gegevens om.</div></fieldset>`;
}

function hiddenField(f, id) {
  return `<div id="field_${f}_${id}" class="${fieldClass('hidden')}"  ><div class='ginput_container ginput_container_text'><input name='input_${id}' id='input_${f}_${id}' type='hidden' class='gform_hidden'  aria-invalid="false" value='website' /></div></div>`;
}

/** One field of `kind`; `occurrence` counts fields of that kind so far (it varies the markers). */
function field(kind, f, id, occurrence) {
  const spec = kinds[kind];
  const base = spec.labels[occurrence % spec.labels.length];
  const label = occurrence < spec.labels.length ? base : `${base} ${Math.floor(occurrence / spec.labels.length) + 1}`;
  const isRequired = id % 3 === 1 && kind !== 'hidden';
  // Icons on most text-like fields (3 of 4), switches on every other checkbox/consent field.
  const custom = spec.icon && occurrence % 4 !== 3 ? `add ${spec.icon} end` : kind === 'checkbox' || kind === 'consent' ? (occurrence % 2 === 0 ? 'slide-check' : '') : '';
  const placeholder = kind === 'text' && occurrence % 5 === 4 ? 'Bijv. Gemeente Voorbeeld' : '';
  const options = { custom, isRequired, placeholder };
  switch (kind) {
    case 'name': return nameField(f, id, label, options);
    case 'address': return addressField(f, id, label, options);
    case 'checkbox': return checkboxField(f, id, label, options);
    case 'radio': return radioField(f, id, label, options);
    case 'consent': return consentField(f, id, label, options);
    case 'hidden': return hiddenField(f, id);
    default: return simpleField(kind, f, id, label, options);
  }
}

function footer(f) {
  return `
        <div class='gform-footer gform_footer top_label'> <input type='submit' id='gform_submit_button_${f}' class='gform_button button' onclick='gform.submission.handleButtonClick(this);' data-submission-type='submit' value='Versturen'  /> 
            <input type='hidden' class='gform_hidden' name='gform_submission_method' data-js='gform_submission_method_${f}' value='postback' />
            <input type='hidden' class='gform_hidden' name='gform_theme' data-js='gform_theme_${f}' id='gform_theme_${f}' value='orbital' />
            <input type='hidden' class='gform_hidden' name='gform_style_settings' data-js='gform_style_settings_${f}' id='gform_style_settings_${f}' value='' />
            <input type='hidden' class='gform_hidden' name='is_submit_${f}' value='1' />
            <input type='hidden' class='gform_hidden' name='gform_submit' value='${f}' />
            <input type='hidden' class='gform_hidden' name='gform_unique_id' value='' />
            <input type='hidden' class='gform_hidden' name='state_${f}' value='WyJbXSIsIjk2MjBiNWZhZWI0ZDk0YTE0YTRjZjc2MmY4N2VhNWUxIl0=' />
            <input type='hidden' autocomplete='off' class='gform_hidden' name='gform_target_page_number_${f}' id='gform_target_page_number_${f}' value='0' />
            <input type='hidden' autocomplete='off' class='gform_hidden' name='gform_source_page_number_${f}' id='gform_source_page_number_${f}' value='1' />
            <input type='hidden' name='gform_field_values' value='' />
            
        </div>`;
}

function wrapper(f, cssClass, title, fieldsHtml, hidden) {
  const wrapperClasses = ['gf_browser_chrome', 'gform_wrapper', 'gform-theme', 'gform-theme--foundation', 'gform-theme--framework', 'gform-theme--orbital'];
  wrapperClasses.push(...cssClass.split(/\s+/).filter(Boolean).map((name) => `${name}_wrapper`));
  return `
                <div class='${wrapperClasses.join(' ')}' data-form-theme='orbital' data-form-index='0' id='gform_wrapper_${f}'${hidden ? ` style='display:none'` : ''}><style>#gform_wrapper_${f}[data-form-index="0"].gform-theme{--gf-color-primary: #154273;--gf-radius: 3px;}</style>
                        <div class='gform_heading'>
                            <h2 class="gform_title">${esc(title)}</h2>
                            <p class='gform_description'>Neem contact met ons op</p>
                        </div><form method='post' enctype='multipart/form-data'  id='gform_${f}' class='${esc(cssClass)}' action='/contact/' data-formid='${f}' novalidate>
                        <div class='gform-body gform_body'><div id='gform_fields_${f}' class='gform_fields top_label form_sublabel_below description_below validation_below'>${fieldsHtml}</div></div>${footer(f)}
                        </form>
                        </div>`;
}

/**
 * The wrapper and form of a placeholder-mode form with `fields` fields cycling through every kind.
 * `hidden: true` starts the wrapper with display:none, as forms with conditional logic do.
 */
export function generateForm({ fields = 500, formId = 1, markup = 'orbital', hidden = false } = {}) {
  if (markup !== 'orbital') throw new Error(`generateForm: only the 'orbital' markup is generated, not '${markup}'`);
  const seen = Object.fromEntries(fieldKinds.map((kind) => [kind, 0]));
  const html = [];
  for (let id = 1; id <= fields; id++) {
    const kind = fieldKinds[(id - 1) % fieldKinds.length];
    html.push(field(kind, formId, id, seen[kind]++));
  }
  return wrapper(formId, 'placeholder contactformulier', 'Contact', html.join(''), hidden);
}

/** A form (wrapper included) whose slide-check checkbox fields hold `choices` choices in all. */
export function generateSwitchPage(choices = 100, { formId = 2, perField = 5 } = {}) {
  const html = [];
  let id = 1;
  for (let left = choices; left > 0; id++) {
    const count = Math.min(perField, left);
    const texts = Array.from({ length: count }, (_, i) => `Onderwerp ${choices - left + i + 1}`);
    html.push(checkboxField(formId, id, `Interesses ${id}`, { custom: 'slide-check', isRequired: false, choices: texts }));
    left -= count;
  }
  return wrapper(formId, 'voorkeuren', 'Voorkeuren', html.join(''), false);
}

// Per kind, in placeholder mode: [placeholders to set, selects to mark, empty first options to name].
// (The country select's empty option gets its label; a `gf_placeholder` option already has text.)
const placeholderWork = {
  text: [1, 0, 0], email: [1, 0, 0], phone: [1, 0, 0], select: [0, 1, 0], textarea: [1, 0, 0], name: [2, 0, 0],
  address: [5, 1, 1], checkbox: [0, 0, 0], radio: [0, 0, 0], consent: [0, 0, 0], number: [1, 0, 0], hidden: [0, 0, 0],
};

// Per kind, in placeholder mode: the labels taken out of rendering, and the writes that takes. A label
// that names a control or a fieldset gets an id when it has none, the named element aria-labelledby,
// the label `hidden`: 3 writes, 2 for the address sub-labels (the plugin gives those an id).
const labelWork = {
  text: [1, 3], email: [1, 3], phone: [1, 3], select: [1, 3], textarea: [1, 3], number: [1, 3],
  name: [3, 3 + 2 * 3], address: [7, 3 + 6 * 2], checkbox: [1, 3], radio: [1, 3], consent: [1, 3], hidden: [0, 0],
};

/**
 * What a first pass over `generateForm()` output must change, counted from the generator's own
 * choices: icons to add, switch choices (each needs role="switch" and a host), placeholders to set
 * (not where the editor set one), selects to mark, empty select options to name, labels to take out
 * of rendering. `writes` is the least a first pass can write.
 */
export function expectedWork({ fields = 500 } = {}) {
  const seen = Object.fromEntries(fieldKinds.map((kind) => [kind, 0]));
  const work = { icons: 0, switches: 0, placeholders: 0, selects: 0, options: 0, labels: 0, labelWrites: 0 };
  for (let id = 1; id <= fields; id++) {
    const kind = fieldKinds[(id - 1) % fieldKinds.length];
    const occurrence = seen[kind]++;
    if (kinds[kind].icon && occurrence % 4 !== 3) work.icons++;
    if (kind === 'checkbox' && occurrence % 2 === 0) work.switches += checkboxChoices.length;
    if (kind === 'consent' && occurrence % 2 === 0) work.switches += 1;
    const editorPlaceholder = kind === 'text' && occurrence % 5 === 4;
    const [placeholders, selects, options] = placeholderWork[kind];
    if (!editorPlaceholder) work.placeholders += placeholders;
    work.selects += selects;
    work.options += options;
    work.labels += labelWork[kind][0];
    work.labelWrites += labelWork[kind][1];
  }
  work.writes = work.icons + 2 * work.switches + work.placeholders + work.selects + work.options + work.labelWrites;
  return work;
}
