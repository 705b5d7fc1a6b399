/** @jsxImportSource react */
// The first screen: "What do you want to change?", with the everyday tasks as large buttons. A task with several
// places to go (which price, which page) asks which next; with one it goes straight there.
import { useState } from 'react';
import type { Problem } from './api.ts';
import { ProblemList } from './ProblemList.tsx';
import { pageChoices, priceChoices, questionBlocks, type Choice } from './start-tasks.ts';
import type { Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';

interface Props {
  root: Schema;
  draft: Json;
  problems: Problem[];
  checking: boolean;
  /** Shows a part of the site in its form. */
  onChoose(pointer: string): void;
  onAddPage(): void;
  onChooseProblem(problem: Problem): void;
}

interface Task {
  name: string;
  help: string;
  /** The question asked when the task has several places, and those places. */
  which?: string;
  choices?(): Choice[];
  go?(): void;
}

function tasksFor({ root, draft, onChoose, onAddPage }: Props): Task[] {
  return [
    {
      name: 'Prices',
      help: 'What each service, tier and add-on costs.',
      which: 'Which price?',
      choices: () => priceChoices(draft, root),
    },
    {
      name: "A page's text",
      help: 'The headings, paragraphs and buttons of one page.',
      which: 'Which page?',
      choices: () => pageChoices(draft),
    },
    {
      name: 'FAQ',
      help: 'Questions and their answers.',
      which: 'Which questions?',
      choices: () => questionBlocks(draft, root),
    },
    { name: 'A new page', help: 'Start a page, empty or as a copy of another.', go: onAddPage },
    { name: 'Navigation', help: 'The menu at the top of every page.', go: () => onChoose('/navigation') },
  ];
}

const idOf = (name: string) => `task-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export function StartScreen(props: Props) {
  const [open, setOpen] = useState<string>();
  const tasks = tasksFor(props);
  const task = tasks.find((t) => t.name === open);
  const choices = task?.choices?.() ?? [];
  const start = (chosen: Task) => {
    if (chosen.go) return chosen.go();
    const places = chosen.choices?.() ?? [];
    if (places.length === 1) return props.onChoose(places[0]!.pointer);
    setOpen(chosen.name);
  };
  return (
    <main className="editing start-screen">
      <h2 id="form-title" tabIndex={-1}>
        What do you want to change?
      </h2>
      <ul className="tasks">
        {tasks.map((t) => (
          <li key={t.name}>
            <button
              type="button"
              className="task"
              aria-describedby={`${idOf(t.name)}-help`}
              aria-expanded={t.choices ? open === t.name : undefined}
              onClick={() => start(t)}
            >
              {t.name}
            </button>
            <p id={`${idOf(t.name)}-help`}>{t.help}</p>
          </li>
        ))}
      </ul>
      {task && (
        <section className="task-choices" aria-labelledby="task-which">
          <h3 id="task-which">{task.which}</h3>
          {choices.length === 0 ? (
            <p>There are none yet.</p>
          ) : (
            <ul>
              {choices.map((choice) => (
                <li key={choice.pointer + choice.label}>
                  <button type="button" onClick={() => props.onChoose(choice.pointer)}>
                    {choice.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <ProblemList problems={props.problems} checking={props.checking} onChoose={props.onChooseProblem} />
    </main>
  );
}
