/** A value decoded from bracket keys: strings at the leaves, as the wire carries no types. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

// A key like these would reach Object.prototype when walked; no Stripe parameter is named so.
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Turns Stripe-style form fields (`line_items[0][price_data][unit_amount]=2500`, `expand[]=a`)
 * into nested objects and arrays, as Stripe's API reads them.
 */
export function parseBracketForm(params: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of params) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    setPath(root, path, value);
  }
  return arraysFromIndexes(root) as Record<string, FormValue>;
}

function setPath(root: Record<string, FormValue>, path: string[], value: string) {
  let node: Record<string, FormValue> = root;
  path.forEach((part, index) => {
    const last = index === path.length - 1;
    // `a[]` appends: give it the next free index.
    const key = part === '' ? String(Object.keys(node).length) : part;
    if (last) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, FormValue>;
  });
}

/** Objects whose keys are exactly 0..n-1 were lists on the wire. */
function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndexes(value[key] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}
