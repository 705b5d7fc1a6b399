// The latest committed value in a ref, for callbacks that keep their identity across renders (so a memoized child
// such as the outline need not re-render on every keystroke) yet read the current value when they run.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
