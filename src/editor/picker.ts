// The icon picker: a search box and a single-select listbox (WAI-ARIA APG "Listbox", selection follows
// focus) of "None" and the plugin's icons, each with its picture and name. The listbox is one tab stop;
// the arrow keys, Home and End move the choice, typing in the search box filters it. Plain DOM: the
// admin screen gets no React of ours.

import { catalogue } from '../icons/catalogue';
import { findIcons } from './icon-search';
import type { EditorStrings } from './strings';

export interface Picker {
  readonly element: HTMLElement;
  /** Shows `name` (null: "None") as chosen, without telling the owner's callback. */
  show(name: string | null): void;
  destroy(): void;
}

const noneId = 'vormgever-icon-none';
const optionId = (name: string | null) => (name === null ? noneId : `vormgever-icon-${name}`);

/** A picture of the icon, or nothing when its file is missing (the name beside it still says which). */
export function iconPicture(doc: Document, iconsUrl: string, name: string): HTMLImageElement {
  const img = doc.createElement('img');
  img.alt = '';
  img.className = 'vormgever-icon-picture';
  img.addEventListener('error', () => (img.hidden = true), { once: true });
  img.src = `${iconsUrl}${encodeURIComponent(name)}.svg`;
  return img;
}

/**
 * Scrolls the list (and nothing else) to show `item`. scrollIntoView() scrolls every scrollable box
 * around it as well: in Ninja Forms' builder, whose drawer slides in from the right, a choice made
 * before it came to rest scrolled the whole builder sideways, out from under its own buttons.
 */
function scrollIntoList(list: HTMLElement, item: HTMLElement): void {
  const shown = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.top < shown.top) list.scrollTop -= shown.top - box.top;
  else if (box.bottom > shown.bottom) list.scrollTop += box.bottom - shown.bottom;
}

export function createPicker(doc: Document, strings: EditorStrings, labelId: string, choose: (name: string | null) => void): Picker {
  const element = doc.createElement('div');
  element.className = 'vormgever-picker';
  const searchLabel = doc.createElement('label');
  searchLabel.htmlFor = 'vormgever-picker-search';
  searchLabel.textContent = strings.search;
  const search = doc.createElement('input');
  search.type = 'search';
  search.id = 'vormgever-picker-search';
  search.autocomplete = 'off';
  search.setAttribute('aria-controls', 'vormgever-picker-list');
  const list = doc.createElement('ul');
  list.id = 'vormgever-picker-list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-labelledby', labelId);
  list.tabIndex = 0;
  const empty = doc.createElement('p');
  empty.className = 'vormgever-picker-empty';
  empty.setAttribute('role', 'status');

  const option = (name: string | null) => {
    const item = doc.createElement('li');
    item.id = optionId(name);
    item.setAttribute('role', 'option');
    item.dataset.icon = name ?? '';
    if (name !== null) item.append(iconPicture(doc, strings.iconsUrl, name));
    const text = doc.createElement('span');
    text.textContent = name ?? strings.none;
    item.append(text);
    return item;
  };
  const options = [option(null), ...catalogue.map((entry) => option(entry.name))];
  list.append(...options);
  element.append(searchLabel, search, list, empty);

  let chosen: string | null = null;
  const visible = () => options.filter((item) => !item.hidden);
  const nameOf = (item: HTMLElement) => item.dataset.icon || null;

  function show(name: string | null) {
    chosen = name;
    for (const item of options) item.setAttribute('aria-selected', String(nameOf(item) === name));
    const current = options.find((item) => nameOf(item) === name && !item.hidden);
    if (current) {
      list.setAttribute('aria-activedescendant', current.id);
      scrollIntoList(list, current);
    } else list.removeAttribute('aria-activedescendant');
  }

  function pick(item: HTMLElement | undefined) {
    if (!item) return;
    const name = nameOf(item);
    show(name);
    choose(name);
  }

  const onKey = (event: KeyboardEvent) => {
    const items = visible();
    const at = items.findIndex((item) => nameOf(item) === chosen);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = items[Math.max(0, Math.min(items.length - 1, moves[event.key]!))];
    if (next && nameOf(next) !== chosen) pick(next);
  };
  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element).closest?.('[role="option"]');
    if (item instanceof HTMLElement && list.contains(item)) {
      list.focus({ preventScroll: true }); // scrollIntoList shows the choice; the editor around stays put
      pick(item);
    }
  };
  const onSearch = () => {
    const found = new Set(findIcons(search.value).map((entry) => entry.name));
    for (const item of options) item.hidden = nameOf(item) !== null && !found.has(nameOf(item)!);
    empty.textContent = found.size === 0 ? strings.noMatch : '';
    show(chosen);
  };
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    list.focus({ preventScroll: true }); // scrollIntoList shows the choice; the editor around stays put
    const first = visible().find((item) => nameOf(item) !== null); // the first match, not "None"
    if (first) pick(first);
  };
  list.addEventListener('keydown', onKey);
  list.addEventListener('click', onClick);
  search.addEventListener('input', onSearch);
  search.addEventListener('keydown', onSearchKey);
  show(null);

  return {
    element,
    show,
    destroy() {
      list.removeEventListener('keydown', onKey);
      list.removeEventListener('click', onClick);
      search.removeEventListener('input', onSearch);
      search.removeEventListener('keydown', onSearchKey);
      element.remove();
    },
  };
}
