// One icon file of the set reduced to what drawing it needs (src/icons/build.mjs), in a module of its
// own so that the unit tests can hold it to its rules without a bundler.

// The only elements an icon may hold: shapes, with plain attributes. No <style>, <script>, <use>,
// <image>, links, events, style attributes or url() references.
const SHAPE = /^<(path|rect|circle|ellipse|line|polyline|polygon)( (?!on|href|xlink|style)[a-zA-Z][\w-]*="[^"<>&(]*")*\/>$/;

/** One of the set's SVG files as the few bytes a browser needs to draw it (throws at anything unexpected). */
export function reduceSvg(name, text) {
  const source = text
    .replace(/<!--[^]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/>/g, '/>')
    .replace(/> </g, '><')
    .trim();
  const svg = /^<svg ([^>]*)>(.*)<\/svg>$/.exec(source);
  if (!svg) throw new Error(`build: icon ${name}: not an <svg> element`);
  // Its own attributes minus the class and size; the drawing attributes (stroke etc.) as the set gives them.
  // Without width and height: a mask or background then takes the box's size (the viewBox keeps the ratio).
  const attributes = (svg[1].match(/[\w:-]+="[^"]*"/g) ?? []).filter((item) => !/^(class|width|height)=/.test(item)).join(' ');
  if (!/^xmlns="http:\/\/www\.w3\.org\/2000\/svg"( (?!on|href|xlink|style)[a-zA-Z][\w-]*="[^"<>&(]*")*$/.test(attributes)) {
    throw new Error(`build: icon ${name}: unexpected <svg> attributes: ${attributes}`);
  }
  const shapes = svg[2].match(/<[^>]*>/g) ?? [];
  if (!shapes.length || shapes.join('') !== svg[2]) throw new Error(`build: icon ${name}: text between its shapes`);
  for (const shape of shapes) if (!SHAPE.test(shape)) throw new Error(`build: icon ${name}: not a plain shape: ${shape}`);
  return `<svg ${attributes}>${svg[2]}</svg>`;
}
