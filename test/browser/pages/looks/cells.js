// The matrix of looks.html: one cell per Gravity Forms look x theme stand-in x direction, each with a
// plain form (icons on a text box, a drop-down, a textarea and a compound field's first part; a
// switch field, one choice on) and a floating-label form (labels floated by a value, an empty text
// box showing its placeholder). Built before the entry runs; looks.test.mjs measures every cell in one
// go, and screenshots them for docs/looks.md.
(() => {
  const looks = {
    orbital: { wrapper: 'gform-theme gform-theme--foundation gform-theme--framework gform-theme--orbital', markup: 'div' },
    'styled-sm': { wrapper: 'gform-theme gform-theme--framework gform-theme--orbital styled light size-sm', markup: 'div' },
    'styled-md': { wrapper: 'gform-theme gform-theme--framework gform-theme--orbital styled', markup: 'div' },
    'styled-lg': { wrapper: 'gform-theme gform-theme--framework gform-theme--orbital styled size-lg', markup: 'div' },
    'styled-xl': { wrapper: 'gform-theme gform-theme--framework gform-theme--orbital styled size-xl', markup: 'div' },
    'gf25': { wrapper: 'gravity-theme', markup: 'div' },
    legacy: { wrapper: 'gform_legacy_markup_wrapper', markup: 'li' },
  };
  // A dark theme only around the looks that take the page's colours: Orbital draws its own light
  // controls and dark labels, which a dark page would have to restyle through Form Styles.
  const themes = ['block', 'classic', 'dark'];
  const directions = ['ltr', 'rtl'];
  let n = 0;
  const html = [];
  for (const [look, { wrapper, markup }] of Object.entries(looks)) {
    for (const theme of themes) {
      if (theme === 'dark' && wrapper.includes('gform-theme--framework')) continue;
      for (const dir of directions) {
        const id = `${look}-${theme}-${dir}`;
        const list = markup === 'li' ? 'ul' : 'div';
        const field = (classes, label, id, control) =>
          `<${markup} class="gfield ${classes}" id="field_${id}"><label class="gfield_label" for="input_${id}">${label}</label><div class="ginput_container">${control}</div></${markup}>`;
        const form = (kind) => {
          const f = ++n;
          const icon = (name) => `add vg-icon-${name} end`;
          const fields = [
            field(icon('mail'), 'E-mail', `${f}_1`, `<input type="email" id="input_${f}_1" placeholder="E-mail"${kind === 'float' ? ' value="a@b.nl"' : ''}>`),
            field(icon('building'), 'Soort', `${f}_2`, `<select id="input_${f}_2"><option value="">Soort</option><option value="b"${kind === 'float' ? ' selected' : ''}>Bedrijf</option></select>`),
          ];
          // An empty text box in the floating-label form: its label stays down, its placeholder shows.
          if (kind === 'float') fields.push(field('', 'Telefoon', `${f}_6`, `<input type="tel" id="input_${f}_6" placeholder="Telefoon">`));
          if (kind === 'plain') {
            fields.push(field(icon('user'), 'Bericht', `${f}_3`, `<textarea id="input_${f}_3" placeholder="Bericht" cols="50"></textarea>`));
            fields.push(`<${markup} class="gfield gfield--type-name ${icon('user')}" id="field_${f}_4"><span class="gfield_label">Naam</span><div class="ginput_container ginput_complex"><span class="name_first"><input type="text" id="input_${f}_4_3" placeholder="Voornaam"><label for="input_${f}_4_3">Voornaam</label></span><span class="name_last"><input type="text" id="input_${f}_4_6" placeholder="Achternaam"><label for="input_${f}_4_6">Achternaam</label></span></div></${markup}>`);
            fields.push(`<${markup} class="gfield gfield--type-checkbox slide-check" id="field_${f}_5"><span class="gfield_label">Berichten</span><div class="ginput_container ginput_container_checkbox"><div class="gfield_checkbox"><div class="gchoice"><input type="checkbox" id="choice_${f}_5_1" name="input_5.1" value="1"><label for="choice_${f}_5_1">Nieuwsbrief</label></div><div class="gchoice"><input type="checkbox" id="choice_${f}_5_2" name="input_5.2" value="1" checked><label for="choice_${f}_5_2">Acties</label></div></div></div></${markup}>`);
          }
          return `<form id="gform_${f}" class="${kind === 'float' ? 'placeholder float-labels' : ''}" data-kind="${kind}"><${list} class="gform_fields">${fields.join('')}</${list}></form>`;
        };
        html.push(`<section class="cell theme-${theme}" id="${id}" dir="${dir}" data-look="${look}" data-theme="${theme}"><div class="gform_wrapper ${wrapper}">${form('plain')}${form('float')}</div></section>`);
      }
    }
  }
  document.getElementById('cells').innerHTML = html.join('');
})();
