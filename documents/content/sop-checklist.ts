// SOP Sprint Checklist: for teams scaling beyond 10 FTEs. Which processes to document first, and how.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks, tierTable } from '../blocks.ts';

export default function sopChecklist(facts: Facts): DocumentSource {
  const download = facts.download('sop-checklist');
  return {
    title: download.title,
    subtitle:
      'Decide which processes to document first, then write SOPs your team actually follows, inside the tools it already uses.',
    audience:
      "Teams scaling beyond 10 FTEs, where knowledge that used to live in two people's heads now has to work for everyone: founders, ops managers and team leads.",
    blocks: [
      { kind: 'heading', text: 'Why 10 FTEs is the line' },
      {
        kind: 'paragraph',
        text: 'Below ten people, work runs on conversation: everyone sees everything, and the founder fills the gaps. Past ten, hand-offs multiply faster than headcount, new joiners learn by interrupting, and the same mistakes come back every month. Standard operating procedures (SOPs) are the cheapest fix, if they are short, owned and kept where the work happens.',
      },
      { kind: 'heading', text: 'Signs you need SOPs now', level: 2 },
      {
        kind: 'checklist',
        items: [
          'New joiners take more than four weeks to work without asking the same questions',
          "One person's holiday slows down invoicing, onboarding or delivery",
          'The same client complaint or internal error has happened three times this quarter',
          'Two people doing the same task do it in different ways, with different results',
          'You cannot say who owns a process end to end',
          'Work is tracked in more tools than anyone can name from memory',
        ],
      },
      { kind: 'heading', text: 'Step 1: Choose what to document first' },
      {
        kind: 'paragraph',
        text: 'List every recurring process you can think of (aim for 20 to 40), then score each one. Document in order of total score; the top 2, 5 or 8 become your first sprint.',
      },
      {
        kind: 'table',
        columns: [
          'Process',
          'How often (1-3)',
          'Cost of an error (1-3)',
          'People involved (1-3)',
          'Lives in one head (0/3)',
          'Total',
        ],
        widths: [2.2, 1, 1.1, 1.1, 1.1, 0.7],
        rows: [
          ['Client onboarding', '2', '3', '3', '3', '11'],
          ['Month-end invoicing', '2', '3', '2', '3', '10'],
          ['Hiring a new team member', '1', '2', '3', '0', '6'],
        ],
        blankRows: 7,
      },
      {
        kind: 'bullets',
        items: [
          'How often: 1 = quarterly or less, 2 = monthly, 3 = weekly or more.',
          'Cost of an error: 1 = annoying, 2 = costs time or money internally, 3 = a client, regulator or cash impact.',
          'People involved: 1 = one person, 2 = two or three, 3 = more than three or more than one team.',
          'Lives in one head: 3 if only one person can do it today, otherwise 0.',
        ],
      },
      { kind: 'heading', text: 'Step 2: Prepare each process' },
      {
        kind: 'checklist',
        items: [
          'One owner named: the person accountable for the outcome, not the person who types the steps',
          'Trigger defined: what starts the process (an event, a date, a request)',
          'End defined: what "done" looks like, and who is told',
          'Inputs and outputs listed: documents, data, approvals',
          'Tools listed: where each step happens today',
          'Current pain written down in one sentence: what goes wrong and how often',
        ],
      },
      { kind: 'heading', text: 'Step 3: Capture how it really runs' },
      {
        kind: 'checklist',
        items: [
          'Watch the process done live, or record the screen while someone does it and talks it through',
          'Write every step as a verb and an object ("Create the project in the tracker")',
          'Mark each hand-off: who passes what to whom, and how they know',
          'Note the exceptions: what happens when the input is late, wrong or missing',
          'Collect the templates, checklists and messages people already use',
        ],
      },
      { kind: 'heading', text: 'Step 4: Write the SOP' },
      { kind: 'paragraph', text: 'Every SOP has the same parts, in the same order, so people know where to look:' },
      {
        kind: 'table',
        columns: ['Part', 'What it contains'],
        widths: [1.3, 4],
        rows: [
          ['Title and ID', 'A plain name people would search for, and a short reference such as OPS-004'],
          ['Purpose', 'One or two sentences: why this process exists and what it protects'],
          ['Owner and roles', 'The accountable owner, who performs each step, who approves, who is informed'],
          ['Trigger and frequency', 'What starts it, how often it runs, deadlines'],
          ['Tools and inputs', 'Systems, templates and data needed, with links'],
          [
            'Steps',
            'Numbered, one action each, with the tool and the expected result; screenshots only where a step is easy to get wrong',
          ],
          ['Definition of done', 'How to check the output is right, and who is told'],
          ['Exceptions', 'The three to five most common things that go wrong, and what to do'],
          ['Related SOPs', 'What comes before and after'],
          ['Version and review date', 'Who changed what, when; next review date'],
        ],
      },
      { kind: 'heading', text: 'Writing rules', level: 2 },
      {
        kind: 'bullets',
        items: [
          'Keep it to one or two screens. If it is longer, it is two processes.',
          'Write for the newest person on the team, not the expert.',
          'Put the SOP where the work happens: the project tool, the shared drive next to the templates, the CRM. No separate wiki nobody opens.',
          'Link, do not copy: a template lives in one place and the SOP points to it.',
        ],
      },
      { kind: 'heading', text: 'Step 5: Test it' },
      {
        kind: 'checklist',
        items: [
          'Someone who has never done the process follows the SOP alone, while the owner watches and stays silent',
          'Every question they ask becomes a fix to the SOP',
          'The output is checked against the definition of done',
          'The owner signs it off and sets the first review date',
        ],
      },
      { kind: 'heading', text: 'Step 6: Roll it out and make it stick' },
      {
        kind: 'checklist',
        items: [
          "Announced in the team's normal channel, with a link and the reason it exists",
          'Walked through in a 20-minute session with everyone who performs a step',
          'Linked from the task template, ticket type or calendar event that triggers the process',
          'Refined after 30 days from real use: what was skipped, what was unclear',
          'Reviewed by its owner every six months, or whenever a tool or role changes',
          'Adoption checked: are new instances of the process following the SOP?',
        ],
      },
      { kind: 'heading', text: 'SOP quality check', level: 2 },
      {
        kind: 'checklist',
        items: [
          'A new joiner can follow it without help',
          'Each step has one action and says which tool',
          'The owner is a named role, and still works here',
          'Exceptions are covered',
          'It lives where the work happens, and the trigger links to it',
          'It has a version and a review date',
        ],
      },
      { kind: 'heading', text: 'The first processes teams of 10 to 50 usually document' },
      {
        kind: 'table',
        columns: ['Area', 'Processes'],
        widths: [1.2, 4],
        rows: [
          [
            'Clients',
            'Client onboarding; weekly client update; change requests; escalations and complaints; offboarding and handover',
          ],
          ['Delivery', 'Project kick-off; resource planning; quality check before delivery; project close-out'],
          ['Finance', 'Quoting and approval; invoicing and credit control; expense approval; month-end close'],
          ['People', 'Hiring; new joiner onboarding; leaver offboarding and access removal'],
          ['Vendors', 'Supplier onboarding; purchase approval; contract renewal review'],
        ],
      },
      { kind: 'heading', text: 'Want us to run the sprint?' },
      {
        kind: 'paragraph',
        text: `${facts.service('sop-sprint').summary} The sprint is tiered by complexity:`,
      },
      tierTable(facts, 'sop-sprint'),
      ...contactBlocks(facts, 'sop-sprint'),
    ],
  };
}
