// Two happy-dom defects break DOMPurify, which then lets markup through unsanitised in screen
// tests (happy-dom#2182, happy-dom#1810, DOMPurify#1457), so a test of sanitising would prove
// nothing. Each fix below applies only while its defect shows, and must run before any DOMPurify
// instance is made (it keeps the methods it finds): test/support/setup.ts imports this file first
// (decision 045).
//
// 1. `Node.prototype.nodeName` answers '' for every node (the subclasses override it), and
//    DOMPurify since 3.4.8 reads names through that very getter: here it asks the node's class.
// 2. A NodeIterator whose current node is removed stops (it walks on from the detached node), so
//    DOMPurify never sees what follows a removed script: here an iterator that moves its reference
//    as the DOM standard's removing steps do, for the removals DOMPurify makes.

const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

if (nodeName?.get && nodeName.get.call(document.createElement('p')) !== 'P') {
  const baseGetter = nodeName.get;
  const ownGetter = (node: Node) => {
    for (let proto = Object.getPrototypeOf(node) as object | null; proto;) {
      if (proto === Node.prototype) break;
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get;
      proto = Object.getPrototypeOf(proto) as object | null;
    }
    return baseGetter;
  };
  Object.defineProperty(Node.prototype, 'nodeName', {
    ...nodeName,
    get(this: Node) {
      return ownGetter(this).call(this) as string;
    },
  });
}

/** Whether an iterator reaches the sibling after a removed current node, as browsers' do. */
function iteratorSurvivesRemoval(): boolean {
  const root = document.createElement('div');
  root.innerHTML = '<b><i>x</i></b><u></u>';
  const iterator = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT);
  const seen: string[] = [];
  for (let node = iterator.nextNode(); node; node = iterator.nextNode()) {
    seen.push(node.nodeName);
    if (node.nodeName === 'B') node.parentNode?.removeChild(node);
  }
  return seen.includes('U');
}

type Filter = NodeFilter | ((node: Node) => number) | null;

class RemovalSafeNodeIterator {
  readonly root: Node;
  readonly whatToShow: number;
  readonly filter: Filter;
  #reference: Node;
  #beforeReference = true;
  // Where the reference stood when it became the reference: enough to place it again once
  // DOMPurify removes it (the only removal DOMPurify makes while iterating).
  #parent: Node | null;
  #previous: Node | null;

  constructor(root: Node, whatToShow = 0xffffffff, filter: Filter = null) {
    this.root = root;
    this.whatToShow = whatToShow;
    this.filter = filter;
    this.#reference = root;
    this.#parent = root.parentNode;
    this.#previous = root.previousSibling;
  }

  get referenceNode(): Node {
    return this.#reference;
  }

  get pointerBeforeReferenceNode(): boolean {
    return this.#beforeReference;
  }

  detach(): void {}

  nextNode(): Node | null {
    this.#placeReference();
    let node: Node | null = this.#reference;
    let before = this.#beforeReference;
    for (;;) {
      if (before) before = false;
      else node = this.#following(node);
      if (!node) return null;
      if (this.#accepts(node)) break;
    }
    this.#setReference(node, false);
    return node;
  }

  previousNode(): Node | null {
    this.#placeReference();
    let node: Node | null = this.#reference;
    let before = this.#beforeReference;
    for (;;) {
      if (!before) before = true;
      else node = this.#preceding(node);
      if (!node) return null;
      if (this.#accepts(node)) break;
    }
    this.#setReference(node, true);
    return node;
  }

  #setReference(node: Node, before: boolean) {
    this.#reference = node;
    this.#beforeReference = before;
    this.#parent = node.parentNode;
    this.#previous = node.previousSibling;
  }

  /** The reference was removed: it becomes the node before it (the standard's removing steps). */
  #placeReference() {
    const reference = this.#reference;
    if (reference === this.root || this.root.contains(reference)) return;
    const parent = this.#parent;
    if (!parent || !(parent === this.root || this.root.contains(parent))) {
      throw new Error('RemovalSafeNodeIterator: a removal it cannot follow (test support)');
    }
    const previous = this.#previous?.parentNode === parent ? this.#previous : null;
    if (this.#beforeReference) {
      const next = previous ? previous.nextSibling : parent.firstChild;
      if (next) {
        this.#setReference(next, true);
        return;
      }
    }
    let last: Node = previous ?? parent;
    if (previous) while (last.lastChild) last = last.lastChild;
    this.#setReference(last, false);
  }

  #accepts(node: Node): boolean {
    if (!((this.whatToShow >> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const answer =
      typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return answer === NodeFilter.FILTER_ACCEPT;
  }

  #following(node: Node): Node | null {
    if (node.firstChild) return node.firstChild;
    for (let current: Node | null = node; current && current !== this.root;) {
      if (current.nextSibling) return current.nextSibling;
      current = current.parentNode;
    }
    return null;
  }

  #preceding(node: Node): Node | null {
    if (node === this.root) return null;
    let previous = node.previousSibling;
    if (!previous) return node.parentNode;
    while (previous.lastChild) previous = previous.lastChild;
    return previous;
  }
}

/** The prototype that defines the method (happy-dom's per-window classes sit above it). */
function ownerOf(object: object, key: string): object {
  for (let proto = Object.getPrototypeOf(object) as object | null; proto;) {
    if (Object.prototype.hasOwnProperty.call(proto, key)) return proto;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  throw new Error(`test support: no ${key} to replace`);
}

if (!iteratorSurvivesRemoval()) {
  Object.defineProperty(ownerOf(document, 'createNodeIterator'), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow?: number, filter?: Filter) {
      return new RemovalSafeNodeIterator(root, whatToShow, filter ?? null);
    },
  });
  if (!iteratorSurvivesRemoval()) throw new Error('test support: the NodeIterator fix failed');
}

export {};
