// Below the matrix of looks.html (issue 48): Gravity Forms' selects in placeholder mode, plain and
// floating, each kind once: an empty first choice (the script writes the label's text in it), a real first
// choice (no choice can say what the select asks: its label stays in sight), the owner's placeholder
// choice (it says it). Outside `.gform_wrapper`, so the matrix's measurements leave them out. Measured as
// the page is parsed, before the module runs (the stylesheet alone: `vgSelectsAtParse`), and again by the
// tests (`vgSelectLabels()`): the stylesheet must know from the first paint which label stays, and the
// script must move nothing.
(() => {
  const kinds = [
    ['empty', false, '<option value=""></option><option value="vraag">Vraag</option><option value="klacht">Klacht</option>'],
    ['real', true, '<option value="vraag">Vraag</option><option value="klacht">Klacht</option>'],
    ['owner', false, '<option value="" class="gf_placeholder">Kies een soort</option><option value="vraag">Vraag</option>'],
  ];
  const form = (n, classes) => `<form id="gform_${n}" class="${classes}"><div class="gform_fields">${kinds
    .map(([kind, kept, options], i) => `<div class="gfield gfield--type-select" id="field_${n}_${i + 1}"><label class="gfield_label" for="input_${n}_${i + 1}">Soort (${kind})</label><div class="ginput_container ginput_container_select"><select id="input_${n}_${i + 1}" name="input_${i + 1}" data-kept="${kept}">${options}</select></div></div>`)
    .join('')}</div></form>`;
  const section = document.createElement('section');
  section.id = 'selects';
  section.innerHTML = form(901, 'placeholder') + form(902, 'placeholder float-labels');
  document.body.append(section);

  /** Each select's label: in sight or not, where it and its select are; whether it should be in sight. */
  window.vgSelectLabels = () => [...document.querySelectorAll('#selects select')].map((select) => {
    const label = document.querySelector(`label[for="${select.id}"]`);
    const box = label.getBoundingClientRect();
    const style = getComputedStyle(label);
    const floating = !!select.closest('.float-labels');
    // (In the page: the tests scroll it.)
    const round = (r) => [r.x + scrollX, r.y + scrollY, r.width, r.height].map((v) => Math.round(v * 10) / 10);
    return {
      id: select.id,
      // Floating, a label in sight is a floated one: a select floats it on a real choice.
      expected: select.dataset.kept === 'true',
      shown: label.getClientRects().length > 0 && box.width > 1 && box.height > 1 && style.visibility === 'visible' && style.opacity !== '0',
      where: { label: round(box), select: round(select.getBoundingClientRect()), floating },
    };
  });
  window.vgSelectsAtParse = window.vgSelectLabels();
})();
