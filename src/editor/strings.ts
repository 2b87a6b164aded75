// The editor's words and the icons' folder, given by PHP (wordpress/includes/editor.php:
// vormgever_editor_strings(), passed by each builder's editor file as `vormgever_editor_strings`), so
// they are translated with the plugin's .po file. English here is only the fallback of a missing key.

export interface EditorStrings {
  iconsUrl: string;
  toggleSwitch: string;
  icon: string;
  none: string;
  search: string;
  noMatch: string;
  placeholders: string;
  floating: string;
  addWithoutEnd: string;
  addEmpty: string;
  switchNotCheckbox: string;
  iconNotHere: string;
  unknownIcon: string;
  fontAwesome: string;
  useInstead: string;
  iconKept: string;
}

const fallback: EditorStrings = {
  iconsUrl: '',
  toggleSwitch: 'Show as toggle switch',
  icon: 'Icon',
  none: 'None',
  search: 'Search icons',
  noMatch: 'No icon matches.',
  placeholders: 'Labels as placeholders',
  floating: 'Floating labels (with labels as placeholders)',
  addWithoutEnd: 'Vormgever: "add" needs icon classes and then "end". This field shows no icon.',
  addEmpty: 'Vormgever: there are no icon classes between "add" and "end". This field shows no icon.',
  switchNotCheckbox: 'Vormgever: "slide-check" only works on checkbox and consent fields.',
  iconNotHere: 'Vormgever: this kind of field shows no icon.',
  unknownIcon: 'Vormgever: "%s" is neither one of Vormgever\'s icons nor a Font Awesome class. It shows nothing.',
  fontAwesome: 'Vormgever: "%s" is a Font Awesome icon. It only shows when the site loads Font Awesome.',
  useInstead: 'Use Vormgever\'s own icon "%s"',
  iconKept: 'Vormgever: "%s" belongs to the icon chosen under Icon, so it was put back. To remove the icon, choose None there.',
};

/** The words `given` by the page for each key of `english`, each a string (a missing or odd one: English's). */
export function wordsOf<T extends { [K in keyof T]: string }>(english: T, given: unknown): T {
  const strings = { ...english };
  if (given && typeof given === 'object') {
    for (const key of Object.keys(english) as (keyof T)[]) {
      const value = (given as Record<keyof T, unknown>)[key];
      if (typeof value === 'string') strings[key] = value as T[keyof T];
    }
  }
  return strings;
}

/** The strings from the page, each a string (a missing or odd one falls back to English). */
export const editorStrings = (given: unknown): EditorStrings => wordsOf(fallback, given);

/** A string with its one `%s` filled (as text: the caller puts it in textContent). */
export const fill = (text: string, value: string): string => text.replace('%s', value);
