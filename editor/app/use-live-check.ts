// The live problem list: every check of the site on the draft, shortly after each change. The problems belong to the
// draft they were found in, so "checking" is simply that they belong to an older one.
import { useCallback, useEffect, useState } from 'react';
import { api, type Problem } from './api.ts';
import type { Json } from '../../model/json-pointer.ts';

const PAUSE_MS = 200;

export interface LiveCheck {
  problems: Problem[];
  checking: boolean;
  /** Problems found elsewhere (the save refused), shown until the next check. */
  showProblems(problems: Problem[]): void;
}

export function useLiveCheck(draft: Json): LiveCheck {
  const [found, setFound] = useState<{ draft?: Json; problems: Problem[] }>({ problems: [] });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const problems = await api.check(draft);
      if (current) setFound({ draft, problems });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft]);
  const showProblems = useCallback((problems: Problem[]) => setFound((last) => ({ ...last, problems })), []);
  return { problems: found.problems, checking: found.draft !== draft, showProblems };
}
