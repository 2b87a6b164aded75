// The plugin's own icon set: what the editor's icon picker offers and what the marker
// `add vg-icon-<name> end` shows without an icon font. Each entry's SVG is built to
// dist/icons/<name>.svg (beside vormgever.js); words are English and Dutch search words;
// fa lists the Font Awesome classes that mean the same icon (so the editor can offer it instead).

/** The class prefix of an icon of the plugin's own set, as typed in a field's marker. */
export const iconPrefix = 'vg-icon-';

export interface IconEntry {
  /** The set's own name: the marker class is iconPrefix + name, the file icons/<name>.svg. */
  readonly name: string;
  /** Search words, English and Dutch, lower case. */
  readonly words: readonly string[];
  /** Font Awesome classes (without style class) that mean this icon, e.g. 'fa-envelope'. */
  readonly fa?: readonly string[];
}

// A placeholder of three entries until the set is chosen and built.
export const catalogue: readonly IconEntry[] = [
  { name: 'mail', words: ['mail', 'e-mail', 'email', 'envelope', 'envelop', 'post'], fa: ['fa-envelope'] },
  { name: 'phone', words: ['phone', 'telephone', 'telefoon', 'bellen', 'call'], fa: ['fa-phone'] },
  { name: 'user', words: ['user', 'person', 'name', 'gebruiker', 'persoon', 'naam'], fa: ['fa-user'] },
];
