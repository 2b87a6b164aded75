// Counts what code does to the DOM, by wrapping the DOM library's own prototype methods and accessors
// (never a counter in the product). Each call made while counting is attributed to the field (the
// nearest `.gfield` at or above the node it was made on) and added to that field's kind. Calls the DOM
// library makes inside a wrapped call are not counted: only the caller's own work is, so jsdom and
// happy-dom count the same.

/** What a pass did, by kind of work. */
export interface Work {
  /** querySelector(All), closest, matches, getElementsBy*, contains, a control's labels */
  queries: number;
  /** attribute reads: getAttribute, hasAttribute, classList.contains, id, className, type, value, ... */
  reads: number;
  /** tree steps: parentElement, nextElementSibling, firstChild, nextSibling, nodeType, localName, data */
  steps: number;
  /** style reads: getComputedStyle, an element's style */
  styles: number;
  /** custom properties read (getPropertyValue('--…')) */
  custom: number;
  /** writes: attributes, classes, properties, nodes created, inserted or removed */
  writes: number;
  /** MutationObservers made, observing, disconnected or emptied (takeRecords) */
  observers: number;
  /** events dispatched */
  events: number;
  /**
   * anything asked of a <form> itself after the pass's first write. In Chromium every property of a
   * form is looked up among its controls' names first (form.<name>), in a cache that a write inside
   * the form throws away: the next lookup walks all its controls again (0.5 ms on a 500-field form).
   */
  formAfterWrite: number;
}

type Category = keyof Work;
const categories: Category[] = ['queries', 'reads', 'steps', 'styles', 'custom', 'writes', 'observers', 'events', 'formAfterWrite'];

let depth = 0; // > 0 inside a wrapped call (or our own bookkeeping): not counted
let tally: Map<string, Work> | undefined;
let kindOf: (node: Node | null) => string = () => '';
let details: Map<string, Map<string, number>> | undefined;
let wrote = false; // a write since countWork() began

function count(category: Category, node: unknown, name: string): void {
  if (!tally) return;
  depth++;
  try {
    const kind = kindOf(node instanceof Node ? node : null);
    let work = tally.get(kind);
    if (!work) tally.set(kind, (work = Object.fromEntries(categories.map((c) => [c, 0])) as unknown as Work));
    work[category]++;
    if (wrote && node instanceof HTMLFormElement) work.formAfterWrite++;
    if (category === 'writes') wrote = true;
    if (details) {
      const calls = details.get(kind) ?? details.set(kind, new Map()).get(kind)!;
      calls.set(name, (calls.get(name) ?? 0) + 1);
    }
  } finally {
    depth--;
  }
}

// The prototypes that own what is wrapped: every prototype above a sample of each kind of node and
// object a pass meets (the DOM library's own classes, whichever window they were made for).
function prototypes(): { all: Set<object>; tokens: object; style: object } {
  const doc = document;
  const samples: object[] = [doc, doc.createTextNode(''), doc.createDocumentFragment(), new MutationObserver(() => {})];
  for (const tag of ['div', 'span', 'i', 'input', 'textarea', 'select', 'option', 'label', 'form', 'fieldset', 'legend', 'p']) samples.push(doc.createElement(tag));
  const all = new Set<object>();
  for (const sample of samples) for (let proto = Object.getPrototypeOf(sample); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) all.add(proto);
  const div = doc.createElement('div');
  return { all, tokens: Object.getPrototypeOf(div.classList), style: Object.getPrototypeOf(div.style) };
}

// [owner interface's member names, category]; a getter counts as a read/step, a setter as a write.
const methods: Record<string, Category> = {
  querySelector: 'queries', querySelectorAll: 'queries', closest: 'queries', matches: 'queries', getElementsByClassName: 'queries', getElementsByTagName: 'queries', contains: 'queries',
  getAttribute: 'reads', hasAttribute: 'reads',
  setAttribute: 'writes', removeAttribute: 'writes', toggleAttribute: 'writes', before: 'writes', after: 'writes', append: 'writes', prepend: 'writes', remove: 'writes', replaceWith: 'writes', insertBefore: 'writes', appendChild: 'writes', removeChild: 'writes', replaceChild: 'writes', createElement: 'writes',
  observe: 'observers', disconnect: 'observers', takeRecords: 'observers',
  dispatchEvent: 'events',
};
// DOMTokenList (classList): contains reads, the rest write.
const tokenMethods: Record<string, Category> = { contains: 'reads', add: 'writes', remove: 'writes', toggle: 'writes', replace: 'writes' };
const reads = ['id', 'className', 'htmlFor', 'hidden', 'type', 'value', 'placeholder', 'textContent', 'isConnected'];
const steps = ['parentElement', 'parentNode', 'nextElementSibling', 'previousElementSibling', 'firstChild', 'firstElementChild', 'nextSibling', 'nodeType', 'localName', 'tagName', 'data', 'ownerDocument'];
const styleProps = ['style'];
// A control's labels: a search of the document (or its tree) for labels of it, as a query is.
const queryProps = ['labels'];

/**
 * Wraps the DOM's prototypes (once per environment); returns the function that takes them back.
 * `kind(node)`: the bucket a call on `node` goes to (node is null for a call with no node).
 */
export function instrumentDom(kind: (node: Node | null) => string): () => void {
  kindOf = kind;
  const undo: Array<() => void> = [];
  const wrap = (owner: object, name: string, make: (d: PropertyDescriptor) => PropertyDescriptor) => {
    const descriptor = Object.getOwnPropertyDescriptor(owner, name);
    if (!descriptor?.configurable) return;
    Object.defineProperty(owner, name, make(descriptor));
    undo.push(() => Object.defineProperty(owner, name, descriptor));
  };
  const counted = (fn: (...args: never[]) => unknown, name: string, category: Category | ((self: unknown, args: unknown[]) => Category), nodeOf: (self: unknown, args: unknown[]) => unknown = (self) => self) =>
    function (this: unknown, ...args: unknown[]) {
      if (depth === 0 && tally) count(typeof category === 'function' ? category(this, args) : category, nodeOf(this, args), details ? `${name}(${typeof args[0] === 'string' ? args[0] : ''})` : name);
      depth++;
      try {
        return (fn as unknown as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        depth--;
      }
    };
  // The element a class list or a style belongs to, for attribution.
  const owners = new WeakMap<object, Node>();
  const ownerOf = (self: unknown) => owners.get(self as object) ?? self;

  const { all, tokens, style } = prototypes();
  const method = (proto: object, name: string, category: Category | ((self: unknown, args: unknown[]) => Category)) =>
    wrap(proto, name, (d) => (typeof d.value === 'function' ? { ...d, value: counted(d.value, name, category, ownerOf) } : d));
  // category undefined: not counted (a class list is counted by what is asked of it).
  const accessor = (proto: object, name: string, category?: Category) =>
    wrap(proto, name, (d) => {
      if (!d.get) return d;
      const getter = category ? counted(d.get, name, category) : d.get;
      return {
        ...d,
        get(this: unknown) {
          const value = getter.call(this);
          // A class list or a style counts on its element.
          if ((name === 'classList' || name === 'style') && value && typeof value === 'object') owners.set(value, this as Node);
          return value;
        },
        set: d.set && counted(d.set, `${name}=`, 'writes'),
      };
    });
  for (const proto of [...all, tokens, style]) {
    if (proto === tokens) {
      for (const [name, category] of Object.entries(tokenMethods)) method(proto, name, category);
    } else if (proto === style) {
      method(proto, 'getPropertyValue', (_self, args) => (String(args[0]).startsWith('--') ? 'custom' : 'styles'));
      method(proto, 'setProperty', 'writes');
      accessor(proto, 'cssText', 'styles');
    } else {
      for (const [name, category] of Object.entries(methods)) method(proto, name, category);
      for (const name of reads) accessor(proto, name, 'reads');
      for (const name of steps) accessor(proto, name, 'steps');
      for (const name of styleProps) accessor(proto, name, 'styles');
      for (const name of queryProps) accessor(proto, name, 'queries');
      accessor(proto, 'classList');
    }
  }
  const win = globalThis as unknown as { getComputedStyle: (element: Element) => CSSStyleDeclaration };
  const getComputedStyle = win.getComputedStyle;
  const computed = counted(getComputedStyle, 'getComputedStyle', 'styles', (_self, args) => args[0]);
  // (What is read of it counts on its element.)
  win.getComputedStyle = ((element: Element) => {
    const style = computed.call(win, element) as CSSStyleDeclaration;
    owners.set(style, element);
    return style;
  }) as typeof getComputedStyle;
  undo.push(() => (win.getComputedStyle = getComputedStyle));
  const Observer = globalThis.MutationObserver;
  globalThis.MutationObserver = class extends Observer {
    constructor(callback: MutationCallback) {
      count('observers', null, 'new MutationObserver');
      super(callback);
    }
  };
  undo.push(() => (globalThis.MutationObserver = Observer));
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/**
 * Counts what `fn` does, by the bucket of each call. `calls`: also each call by name (and its first
 * argument when a string), per bucket, to see what a count is made of.
 */
export function countWork(fn: () => void, calls?: Map<string, Map<string, number>>): Map<string, Work> {
  const mine = new Map<string, Work>();
  tally = mine;
  details = calls;
  wrote = false;
  try {
    fn();
  } finally {
    tally = details = undefined;
  }
  return mine;
}

/** `queries 3, reads 12, ...`: the non-zero counts of one bucket, for a diff that reads at a glance. */
export function describeWork(work: Work): string {
  return categories.filter((c) => work[c]).map((c) => `${c} ${work[c]}`).join(', ') || 'nothing';
}

/** Runs `fn` with the counting off (bookkeeping inside a bucket function may read the DOM). */
export function uncounted<T>(fn: () => T): T {
  depth++;
  try {
    return fn();
  } finally {
    depth--;
  }
}
