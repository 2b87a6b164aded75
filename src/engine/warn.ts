// Site-owner mistakes are reported once per element and message, not on every re-render pass.
const said = new WeakMap<Element, Set<string>>();

export function warnOnce(element: Element, message: string): void {
  let messages = said.get(element);
  if (!messages) said.set(element, (messages = new Set()));
  if (messages.has(message)) return;
  messages.add(message);
  console.warn(`[vormgever] ${message}`, element);
}
