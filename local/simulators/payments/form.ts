/**
 * Stripe's API takes form-encoded bodies and query strings with bracketed keys, e.g.
 * `line_items[0][price_data][unit_amount]=1000` or `expand[]=payment_intent`; this turns
 * them back into the nested objects and arrays the SDK started from.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

// A form key must never reach Object.prototype through a crafted name.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key);
    if (path && !path.some((segment) => UNSAFE_KEYS.has(segment))) assign(root, path, value);
  }
  return arraysFromIndexes(root) as FormObject;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']; null for a malformed key. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return key ? [key] : null;
  const head = key.slice(0, open);
  const rest = key.slice(open);
  if (!head || !/^(\[[^[\]]*\])+$/.test(rest)) return null;
  return [head, ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (match) => match[1] ?? '')];
}

function assign(root: FormObject, path: string[], value: string): void {
  let node: FormObject = root;
  path.forEach((rawSegment, index) => {
    // `[]` appends: the next free index in this container.
    const segment = rawSegment === '' ? String(Object.keys(node).length) : rawSegment;
    if (index === path.length - 1) {
      if (!(segment in node)) node[segment] = value;
      return;
    }
    const child = node[segment];
    if (child === undefined) {
      const created: FormObject = {};
      node[segment] = created;
      node = created;
    } else if (typeof child === 'object' && !Array.isArray(child)) {
      node = child;
    } else {
      // `a=1&a[b]=2`: the first spelling wins, as a later conflicting one cannot be stored.
      node = {};
    }
  });
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] as FormValue);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as FormValue);
  }
  return converted;
}
