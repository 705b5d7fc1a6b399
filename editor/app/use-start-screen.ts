// Whether the first screen ("What do you want to change?") is shown: from the start, and again on "All tasks",
// until something is chosen. Any change of selection leaves it (an undo that shows its change, an added page).
import { useCallback, useState } from 'react';
import type { Problem } from './api.ts';

export function useStartScreen(
  selected: string,
  select: (pointer: string) => void,
  chooseProblem: (problem: Problem) => void,
) {
  // The selection the start screen was opened over; undefined once something was chosen.
  const [openedOver, setOpenedOver] = useState<string | undefined>(selected);
  return {
    starting: openedOver === selected,
    showStart: useCallback(() => setOpenedOver(selected), [selected]),
    choose: useCallback(
      (pointer: string) => {
        setOpenedOver(undefined);
        select(pointer);
      },
      [select],
    ),
    chooseProblem: useCallback(
      (problem: Problem) => {
        setOpenedOver(undefined);
        chooseProblem(problem);
      },
      [chooseProblem],
    ),
  };
}
