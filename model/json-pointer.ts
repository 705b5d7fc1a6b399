// JSON Pointers (RFC 6901) over plain JSON values, with copy-on-write updates so undo keeps every earlier state.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** A JSON pointer's reference tokens, unescaped ("/routes/0/a~1b" → ["routes", "0", "a/b"]). */
export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A JSON pointer as a path, with array indexes as numbers. */
export function parsePointer(pointer: string): Path {
  return pointerSegments(pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function toPointer(path: Path): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function getAt(value: Json | undefined, path: Path): Json | undefined {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[key as number] : (node as Record<string, Json>)[key];
  }
  return node;
}

/** A copy of `root` with the value at `path` replaced (or removed when `next` is undefined); untouched parts are shared. */
export function setAt(root: Json, path: Path, next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [key, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = root.slice();
    const child = rest.length === 0 ? next : setAt(copy[key as number] ?? {}, rest, next);
    if (child === undefined) copy.splice(key as number, 1);
    else copy[key as number] = child;
    return copy;
  }
  const object = (root && typeof root === 'object' ? root : {}) as Record<string, Json>;
  const child = rest.length === 0 ? next : setAt(object[key as string] ?? {}, rest, next);
  const copy = { ...object };
  if (child === undefined) delete copy[key as string];
  else copy[key as string] = child;
  return copy;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((item, i) => deepEqual(item, (b as unknown[])[i]));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b as object);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
