// The stylesheet in one builder's words (build.mjs): src/styles/ speaks Vormgever's own terms, each
// builder's module (src/builders/<name>.ts, its `style`) says what they are in that builder's markup.
// - `:--<role>` (a field, a choice, the placeholder form, a floating label, ...) becomes the builder's
//   selector for that role. A selector naming a role the builder does not have (null) is left out of
//   its rule, and a rule left with none goes. Vormgever's own roles (below) may be used in a builder's.
// - `var(--vg-theme-<name>, fallback)` becomes `var(<the builder's variable>, fallback)`, or the
//   fallback where the builder has no such variable.
// - `:--field.<classes>` (a marked field) is the builder's `marked-field` where it has one (`&` standing for the
//   classes): its markers are inside the field.
// - The builder's `rules` (CSS for its markup alone) come last.

/**
 * Roles that are the same in every builder: the text-like controls (as rules/field.ts's textTypes), and a
 * select whose first child is no empty choice (a choice with a value, or a group: nothing for the label's
 * text, so placeholder mode keeps its label in sight), written as the path to that child, for a `:has()`
 * (which holds no `:has()`).
 */
const common = {
  'valued-select': "select > :first-child:not([value=''])",
  'text-control': ":is(textarea, select, input:not([type]), [type='text'], [type='email'], [type='tel'], [type='url'], [type='number'], [type='password'], [type='search'], [type='date'])",
  'typed-control': ":is(textarea, input:not([type]), [type='text'], [type='email'], [type='tel'], [type='url'], [type='number'], [type='password'], [type='search'], [type='date'])",
};

/** The top-level parts of `text` between `separator`s, outside brackets and strings. */
function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `selector` with its roles put in, or null when it names a role the builder does not have. */
function expandSelector(selector, roles, where) {
  let missing = false;
  // A field with markers (`:--field.slide-check`): the field with those classes, or, where a site owner's
  // classes land inside the field (Contact Form 7: on the control), the builder's `marked-field` with
  // `&` standing for them.
  if (roles['marked-field']) selector = selector.replace(/:--field((?:\.[\w-]+)+)/g, (token, classes) => roles['marked-field'].replaceAll('&', classes));
  const expanded = selector.replace(/:--([a-z-]+)/g, (token, name) => {
    const value = name in common ? common[name] : roles[name];
    if (value === undefined) throw new Error(`styles: ${where}: the builder says nothing of the role ${token}`);
    if (value === null) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  // A role's value may name Vormgever's own roles.
  return /:--[a-z-]/.test(expanded) ? expandSelector(expanded, roles, where) : expanded;
}

/** `var(--vg-theme-<name>` … `)` in `css`, in the builder's variables. */
function expandVariables(css, variables, where) {
  let out = '';
  let at = 0;
  for (let start; (start = css.indexOf('var(--vg-theme-', at)) >= 0; ) {
    out += css.slice(at, start);
    const name = /^var\(--vg-theme-([a-z-]+)/.exec(css.slice(start))[1];
    let depth = 0;
    let end = start;
    for (; end < css.length; end++) {
      if (css[end] === '(') depth++;
      else if (css[end] === ')' && --depth === 0) break;
    }
    const rest = css.slice(start + `var(--vg-theme-${name}`.length, end); // ',fallback' or ''
    if (!(name in variables)) throw new Error(`styles: ${where}: the builder says nothing of --vg-theme-${name}`);
    const variable = variables[name];
    if (variable) out += `var(${variable}${expandVariables(rest, variables, where)})`;
    else if (rest.startsWith(',')) out += expandVariables(rest.slice(1), variables, where).trim();
    else throw new Error(`styles: ${where}: --vg-theme-${name} has no fallback, and the builder no such variable`);
    at = end + 1;
  }
  return out + css.slice(at);
}

/** The rules of `css` (comment-free) in the builder's words; rules whose every selector names a missing role go. */
function expandRules(css, { selectors: roles, variables }, where) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) return out + css.slice(i);
    // The prelude: from the end of the last statement or block.
    const statementEnd = Math.max(css.lastIndexOf(';', open), css.lastIndexOf('}', open)) + 1;
    const before = Math.max(i, statementEnd);
    out += css.slice(i, before);
    const prelude = css.slice(before, open);
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const body = css.slice(open + 1, close - 1);
    const trimmed = prelude.trim();
    if (/^@(media|supports|layer|container)\b/.test(trimmed)) {
      const inner = expandRules(body, { selectors: roles, variables }, where);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (trimmed.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const selectors = splitTop(prelude, ',')
        .map((selector) => expandSelector(selector, roles, where))
        .filter((selector) => selector !== null);
      // Only a rule that stays has its variables put in (a rule that goes may name one the builder lacks).
      if (selectors.length) out += `${selectors.join(',')}{${expandVariables(body, variables, where)}}`;
    }
    i = close;
  }
  return out;
}

/** One file of src/styles/ (its text) in the words of a builder's `style`. */
export function inBuilderWords(css, style, where) {
  return expandRules(css.replace(/\/\*[^]*?\*\//g, ''), style, where);
}
