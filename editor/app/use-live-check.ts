// The live problem list: every check of the site on the draft, shortly after each change. The problems belong to the
// draft they were found in, so "checking" is simply that they belong to an older one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type Problem } from './api.ts';
import type { Json } from '../../model/json-pointer.ts';
import { problemsChecked, saveTried } from './problem-timing.ts';

const PAUSE_MS = 200;

export interface LiveCheck {
  problems: Problem[];
  checking: boolean;
  /** Problems found elsewhere (the save refused), shown until the next check. */
  showProblems(problems: Problem[]): void;
  /** The person tried to save: every problem shows, also in fields still being filled in. */
  saveTried(): void;
}

export function useLiveCheck(draft: Json): LiveCheck {
  const [found, setFound] = useState<{ draft?: Json; problems: Problem[] }>({ problems: [] });
  // The problems of the draft the editor opened with were there before any editing: they all show at once.
  const opened = useRef(draft);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const problems = await api.check(draft);
      if (!current) return;
      problemsChecked(problems, draft === opened.current);
      setFound({ draft, problems });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft]);
  const showProblems = useCallback((problems: Problem[]) => {
    problemsChecked(problems, false);
    saveTried();
    setFound((last) => ({ ...last, problems }));
  }, []);
  return { problems: found.problems, checking: found.draft !== draft, showProblems, saveTried };
}
