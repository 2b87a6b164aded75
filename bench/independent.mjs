// An independent 500-field form for the Chromium forms comparison (issue 12): not printed by the
// project's own generator (bench/form.mjs), but cut from the plugin's real output: the nine fields of
// fixtures/gf210-orbital.html (name, email, phone, select, checkbox, textarea, address, consent, text),
// renumbered, plus the kinds that fixture lacks written by hand the way Gravity Forms 2.10 (Orbital)
// prints them: radio, number, website, date (datepicker, described by its format), multi-select,
// hidden, an HTML block. In placeholder mode; icons (`add ... end`) on every other field that can
// carry one ("half"); every eighth field is a `slide-check` field (a checkbox field of three choices
// and a consent field, taking turns), and no other field has switches.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixture = readFileSync(fileURLToPath(new URL('../fixtures/gf210-orbital.html', import.meta.url)), 'utf8');

// The fixture's fields, by kind, with their own number (field_1_N).
const fixtureFields = {};
for (const html of fixture.split(/(?=<(?:div|fieldset) id="field_1_\d+")/).slice(1)) {
  const [, n, kind] = /^<\w+ id="field_1_(\d+)" class="gfield gfield--type-(\w+)/.exec(html);
  // The last field runs on into the end of the fields container: cut it after its own closing tag.
  const tail = html.indexOf('</div></div>\n        <div class=\'gform-footer');
  fixtureFields[kind] = { n: Number(n), html: tail < 0 ? html : html.slice(0, tail) };
}
const icons = {
  name: 'fa-solid fa-user', email: 'fa-solid fa-envelope', phone: 'fa-solid fa-phone', select: 'fa-solid fa-list',
  textarea: 'fa-regular fa-comment', address: 'fa-solid fa-house', text: 'fa-solid fa-building',
  number: 'fa-solid fa-hashtag', website: 'fa-solid fa-globe', date: 'fa-solid fa-calendar', multiselect: 'fa-solid fa-tags',
};
const kinds = ['name', 'email', 'phone', 'select', 'checkbox', 'textarea', 'address', 'radio', 'text', 'number', 'website', 'date', 'multiselect', 'consent', 'hidden', 'html'];

const classes = (kind, extra = '') =>
  `gfield gfield--type-${kind}${extra} gfield--width-full field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible`;
const label = (id, text) => `<label class='gfield_label gform-field-label' for='input_1_${id}'>${text}</label>`;

// Kinds the fixture does not hold, in the plugin's 2.10 Orbital markup.
const handWritten = {
  radio: (id) => `<fieldset id="field_1_${id}" class="${classes('radio', ' gfield--type-choice')}"  ><legend class='gfield_label gform-field-label' >Hoe wilt u benaderd worden?</legend><div class='ginput_container ginput_container_radio'><div class='gfield_radio' id='input_1_${id}'>${['Telefoon', 'E-mail', 'Maakt niet uit'].map((text, i) => `
			<div class='gchoice gchoice_1_${id}_${i}'>
					<input class='gfield-choice-input' name='input_${id}' type='radio' value='${text}'  id='choice_1_${id}_${i}' onchange='gformToggleRadioOther( this )'    />
					<label for='choice_1_${id}_${i}' id='label_1_${id}_${i}' class='gform-field-label gform-field-label--type-inline'>${text}</label>
			</div>`).join('')}</div></div></fieldset>`,
  number: (id) => `<div id="field_1_${id}" class="${classes('number', ' gfield--input-type-number')}"  >${label(id, 'Aantal medewerkers')}<div class='ginput_container ginput_container_number'><input name='input_${id}' id='input_1_${id}' type='number' step='any' value='' class='large'      aria-invalid="false"   /></div></div>`,
  website: (id) => `<div id="field_1_${id}" class="${classes('website')}"  >${label(id, 'Website')}<div class='ginput_container ginput_container_website'><input name='input_${id}' id='input_1_${id}' type='url' value='' class='large'      aria-invalid="false"   /></div></div>`,
  date: (id) => `<div id="field_1_${id}" class="${classes('date', ' gfield--input-type-datepicker gfield--datepicker-no-icon')}"  >${label(id, 'Gewenste startdatum')}<div class='ginput_container ginput_container_date'><input name='input_${id}' id='input_1_${id}' type='text' value='' class='datepicker gform-datepicker dmy datepicker_no_icon gdatepicker-no-icon'   placeholder='dd/mm/jjjj' aria-describedby="input_1_${id}_date_format" aria-invalid="false"  /><span id='input_1_${id}_date_format' class='screen-reader-text'>DD slash MM slash JJJJ</span></div></div>`,
  multiselect: (id) => `<div id="field_1_${id}" class="${classes('multiselect')}"  >${label(id, 'Diensten')}<div class='ginput_container ginput_container_multiselect'><select multiple='multiple'  size='7' name='input_${id}[]' id='input_1_${id}' class='large gfield_select'     aria-invalid="false" >${['Advies', 'Ontwerp', 'Bouw', 'Onderhoud', 'Hosting'].map((text) => `<option value='${text}' >${text}</option>`).join('')}</select></div></div>`,
  hidden: (id) => `<div id="field_1_${id}" class="gfield gfield--type-hidden gfield--width-full gform_hidden field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"  ><div class='ginput_container ginput_container_text'><input name='input_${id}' id='input_1_${id}' type='hidden' class='gform_hidden'  aria-invalid="false" value='campagne' /></div></div>`,
  html: (id) => `<div id="field_1_${id}" class="gfield gfield--type-html gfield--width-full gfield_html gfield_html_formatted gfield_no_follows_desc field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"  ><p>Vul de velden hieronder in; wij nemen binnen twee werkdagen contact op.</p></div>`,
};

/** A fixture field renumbered to `id`, its own custom classes (icon markers, slide-check) replaced by `custom`. */
function fromFixture(kind, id, custom) {
  const { n, html } = fixtureFields[kind];
  return html
    .replace(new RegExp(`_1_${n}(?=[_'"\\s])`, 'g'), `_1_${id}`)
    .replace(new RegExp(`input_${n}(?=[.'"])`, 'g'), `input_${id}`)
    .replace(/^(<\w+ id="field_1_\d+" class=")([^"]*)"/, (_, start, list) => {
      const kept = list.replace(/\s(add\s.*?\send|slide-check)(?=\s)/g, '').split(' ');
      if (custom) kept.splice(2, 0, custom);
      return `${start}${kept.join(' ')}"`;
    });
}

/** The wrapper and form (placeholder mode) with `fields` fields. */
export function generateIndependentForm({ fields = 500 } = {}) {
  const html = [];
  let iconable = 0;
  let switchTurn = 0;
  for (let id = 1, k = 0; id <= fields; id++) {
    let kind;
    let custom = '';
    if (id % 8 === 0) {
      kind = switchTurn++ % 2 ? 'consent' : 'checkbox';
      custom = 'slide-check';
    } else {
      kind = kinds[k++ % kinds.length];
      if (icons[kind] && iconable++ % 2 === 0) custom = `add ${icons[kind]} end`;
    }
    if (handWritten[kind]) {
      const field = handWritten[kind](id);
      html.push(custom ? field.replace(/ class="gfield gfield--type-(\w+)/, `$& ${custom}`) : field);
    } else html.push(fromFixture(kind, id, custom));
  }
  const start = fixture.indexOf('<div class=\'gf_browser_chrome');
  const open = fixture.indexOf('<fieldset id="field_1_1"');
  const close = fixture.indexOf('\n        <div class=\'gform-footer');
  const end = fixture.lastIndexOf('</div>') + 6;
  return (fixture.slice(start, open) + html.join('') + '</div></div>' + fixture.slice(close, end)).replace(" style='display:none'", '');
}
