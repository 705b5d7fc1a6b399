import type { Data } from './+data.ts';

/** The path the navigation treats as current: an alias highlights the links of its canonical page. */
export function shellPath(data: Data): string {
  return 'canonicalPath' in data ? data.canonicalPath : '';
}
