// How a message names its element (issue 49). A browser's console shows the element itself, to click
// and find on the page. Node's console (jsdom or happy-dom under the library: a developer's tests, and
// ours) prints the object over thousands of lines; there it gets the element's start tag, on one line.
// The script-tag bundles run in browsers only: each call site decides at build time
// (`typeof __SCRIPT_TAG__ === 'boolean' ? element : onConsole(element)`), and this module is not in them.

/** The element's start tag on one line, at most 200 characters: `<input id="input_1_3" type="email">`. */
export function startTag(element: Element): string {
  let tag = '<' + element.localName;
  for (const { name, value } of Array.from(element.attributes)) tag += ` ${name}="${value}"`;
  tag = tag.replace(/\s+/g, ' ');
  return tag.length < 200 ? tag + '>' : tag.slice(0, 198) + '…>';
}

/** The element itself where the console is a browser's; its start tag where it is Node's. */
export function onConsole(element: Element): Element | string {
  return (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ? startTag(element) : element;
}
