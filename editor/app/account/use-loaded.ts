// What an account screen shows from the server: loaded when the screen opens, and again after each change the person
// makes there, with a note saying what the change did and, if a call failed, why.
import { useCallback, useEffect, useState } from 'react';
import { inWords } from './parts.tsx';

/** `load` must be the same function on every render (a module-level one). */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T>();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setData(loaded),
      (error: unknown) => current && setProblem(inWords(error)),
    );
    return () => {
      current = false;
    };
  }, [load]);
  /** Loads again after a change; `done` says what the change did. */
  const reload = useCallback(
    async (done = '') => {
      try {
        setData(await load());
        setNote(done);
        setProblem('');
      } catch (error) {
        setProblem(inWords(error));
      }
    },
    [load],
  );
  return { data, note, problem, reload };
}
