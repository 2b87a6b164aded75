import { describe, expect, it } from 'vitest';
import { enhance } from '../../src/index';
import { fixture, generations, failedSubmits, mount, recordPasses } from './helpers';

const all = { ...generations, ...Object.fromEntries(Object.entries(failedSubmits).map(([k, v]) => [`${k}, failed submit`, v])) };

const formId = () => document.querySelector('form')!.id.replace('gform_', '');

function field(form: HTMLFormElement, n: number): HTMLElement {
  const found = form.querySelector<HTMLElement>(`#field_${formId()}_${n}`);
  if (!found) throw new Error(`no field ${n}`);
  return found;
}

/** A control by its id without the form id: input('1_3') is #input_F_1_3. */
function input(id: string): HTMLInputElement {
  const found = document.getElementById(`input_${formId()}_${id}`) ?? document.getElementById(id);
  if (!found) throw new Error(`no control ${id}`);
  return found as HTMLInputElement;
}

describe.each(Object.entries(all))('%s', (_name, file) => {
  it('puts exactly one icon, with exactly the marked classes, in front of the first text control', async () => {
    const form = mount(fixture(file));
    await enhance(document);
    const expected: Record<number, string> = {
      1: 'fa-solid fa-user',
      2: 'fa-solid fa-envelope',
      3: 'fa-solid fa-phone',
      4: 'fa-solid fa-list',
      6: 'fa-regular fa-comment',
      7: 'fa-solid fa-house',
      9: 'fa-solid fa-building',
    };
    for (const [n, classes] of Object.entries(expected)) {
      const icons = field(form, Number(n)).querySelectorAll('i');
      expect(icons, `field ${n}`).toHaveLength(1);
      const icon = icons[0]!;
      expect(icon.className).toBe(`${classes} vg-icon`);
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      const control = icon.nextElementSibling!;
      expect(control.matches('input, select, textarea')).toBe(true);
      // The first text-like control of the field, inside its own container.
      expect(field(form, Number(n)).querySelector('input:not([type=hidden]), select, textarea')).toBe(control);
    }
    // Checkbox and consent fields never get one.
    expect(field(form, 5).querySelector('i')).toBeNull();
    expect(field(form, 8).querySelector('i')).toBeNull();
  });

  it('gives text controls their label as placeholder: required marked once, compound as "Main: Sub"', async () => {
    mount(fixture(file));
    const values = ['4', '7_6'].map((id) => input(id).value);
    await enhance(document);
    expect(input('1_3').placeholder).toBe('Naam: Voornaam *');
    expect(input('1_6').placeholder).toBe('Naam: Achternaam *');
    expect(input('2').placeholder).toBe('E-mailadres *');
    expect(input('3').placeholder).toBe('Telefoon');
    expect(input('6').placeholder).toBe('Bericht *');
    expect(input('7_1').placeholder).toBe('Adres: Straat en huisnummer');
    expect(input('7_2').placeholder).toBe('Adres: Adresregel 2');
    expect(input('7_5').placeholder).toBe('Adres: Postcode');
    // The editor's own placeholder is kept.
    expect(input('9').placeholder).toBe('Bijv. Gemeente Voorbeeld');
    // Selects: a marker class, never a placeholder attribute.
    ['4', '7_6'].forEach((id, i) => {
      const select = input(id);
      expect(select.classList.contains('vg-placeholder-select')).toBe(true);
      expect(select.hasAttribute('placeholder')).toBe(false);
      expect(select.value).toBe(values[i]); // nothing submitted changes
    });
    // An empty first option says what the select asks; the editor's placeholder option is kept.
    const country = input('7_6') as unknown as HTMLSelectElement;
    expect(country.options[0]!.textContent).toBe('Adres: Land');
    expect((input('4') as unknown as HTMLSelectElement).options[0]!.textContent).toBe('Kies een onderwerp');
    // Checkbox choices are left alone.
    expect(document.querySelector('[id$="_5"].gfield input[placeholder]')).toBeNull();
  });

  it('changes nothing the second time: same markup, a pass of 0 writes', async () => {
    mount(fixture(file));
    const passes = recordPasses();
    await enhance(document);
    const once = document.body.innerHTML;
    await enhance(document);
    expect(document.body.innerHTML).toBe(once);
    expect(passes.map((p) => p.changed)).toEqual([passes[0]!.changed, 0]);
    expect(passes[0]!.changed).toBeGreaterThan(0);
  });
});

describe('without placeholder mode', () => {
  it('sets no placeholder and no select marker, but still adds icons', async () => {
    const form = mount(fixture('gf210-orbital.html'));
    form.classList.remove('placeholder');
    await enhance(document);
    expect(input('2').hasAttribute('placeholder')).toBe(false);
    expect(document.querySelector('.vg-placeholder-select')).toBeNull();
    expect(document.querySelectorAll('.vg-icon')).toHaveLength(7);
  });
});

describe('the vormgever:enhanced event', () => {
  it('bubbles from the wrapper with the form id and the number of writes', async () => {
    mount(fixture('gf210-orbital.html'));
    const passes = recordPasses();
    await enhance(document);
    expect(passes).toHaveLength(1);
    expect(passes[0]!.formId).toBe('1');
    expect(passes[0]!.target).toBe(document.getElementById('gform_wrapper_1'));
    // 7 icons; 10 placeholders (name 2, email, phone, message, address 5; company keeps the editor's);
    // 2 select markers and the country select's empty option; 4 switch choices, each a role and an island host.
    // Labels out of rendering: 4 fieldsets named by their legend (an id, aria-labelledby, hidden); 11
    // controls named by their label: 6 labels without an id (3 writes each), 5 address sub-labels (2). A
    // select's label stays rendered (the stylesheet keeps it out of sight or in sight).
    expect(passes[0]!.changed).toBe(7 + 10 + 3 + 4 * 2 + 4 * 3 + 6 * 3 + 5 * 2);
  });

  it('goes to the form itself when it has no wrapper', async () => {
    document.body.innerHTML = `<form id="gform_7" class="placeholder"><div class="gfield"><label class="gfield_label" for="x">Naam</label><div class="ginput_container"><input id="x" type="text"></div></div></form>`;
    const passes = recordPasses();
    await enhance(document);
    expect(passes[0]!.target).toBe(document.getElementById('gform_7'));
    expect(passes[0]!.formId).toBe('7');
    expect(input('x').placeholder).toBe('Naam');
  });
});
