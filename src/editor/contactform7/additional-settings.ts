// The form's own classes, kept where Contact Form 7 keeps a form's settings: a line of its Additional
// Settings (`vormgever_form_class: placeholder float-labels`), read as WPCF7_ContactForm::pref() reads
// one (the first line `^name[\t ]*:(.*)$`, its value trimmed), which Save, Duplicate, its REST API and
// WordPress's export carry with the form. The plugin's front end prints it on the form
// (wordpress/includes/builders/contactform7.php). Pure functions of strings: every other line and
// character of the settings stays as it was.

/** The line's name: the plugin's own, so no other plugin's setting is read or changed. */
export const formClassSetting = 'vormgever_form_class';

interface Line {
  /** Where the line begins and ends (its line break not included). */
  readonly start: number;
  readonly end: number;
  /** Where its value begins (past the colon). */
  readonly value: number;
}

function lineOf(text: string, name: string): Line | null {
  let start = 0;
  while (start <= text.length) {
    const stop = text.indexOf('\n', start);
    const end = stop < 0 ? text.length : stop;
    const match = /^([a-zA-Z0-9_]+)[\t ]*:/.exec(text.slice(start, end));
    if (match && match[1] === name) return { start, end, value: start + match[0].length };
    if (stop < 0) break;
    start = stop + 1;
  }
  return null;
}

/** The setting's value ('' where the settings have no such line). */
export function settingValue(text: unknown, name: string = formClassSetting): string {
  if (typeof text !== 'string') return '';
  const line = lineOf(text, name);
  return line ? text.slice(line.value, line.end).trim() : '';
}

/**
 * The settings with the setting's value changed on its line (its name and spacing kept), its line
 * taken out when the value is empty, or a new line at the end.
 */
export function withSetting(text: string, value: string, name: string = formClassSetting): string {
  const line = lineOf(text, name);
  const clean = value.trim();
  if (line) {
    const lineBreak = text[line.end - 1] === '\r' && line.end > line.value ? '\r' : '';
    if (clean) return `${text.slice(0, line.value)} ${clean}${lineBreak}${text.slice(line.end)}`;
    // The line goes with its line break: the one after it, or for the last line the one before it.
    if (line.end < text.length) return text.slice(0, line.start) + text.slice(line.end + 1);
    let cut = line.start;
    if (text[cut - 1] === '\n') cut--;
    if (text[cut - 1] === '\r') cut--;
    return text.slice(0, cut);
  }
  if (!clean) return text;
  const separator = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${separator}${name}: ${clean}`;
}
