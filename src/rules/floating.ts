// Floating labels (placeholder mode's opt-in, styles/floating.css): the stylesheet does the work. It
// keeps room for the label inside each text control from the first paint and shows the label at the
// control's top edge while the control has focus or a value (`:focus`, `:autofill`,
// `:placeholder-shown`, a select's `option:checked`: a value set by a script counts too). The script
// only has to leave those labels rendered (placeholders.ts) and, for the config key, put the class on
// the page.

/** The page-wide class (the WordPress plugin prints it on <body>; `floatingLabels: true` puts it on <html>). */
export const floatClass = 'vg-float-labels';

/** A placeholder form floats its labels: its own class `float-labels`, or the page-wide class above it. */
export const floatSelector = '.float-labels,.vg-float-labels';

