// OpsOS Sample Toolkit: scorecards and templates from the framework's toolkit, ready to copy into your tools.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';
import { OPSOS_MODULES } from './opsos-sample.ts';

export default function opsosSampleToolkit(facts: Facts): DocumentSource {
  const download = facts.download('opsos-sample-toolkit');
  return {
    title: download.title,
    subtitle: `Six scorecards and templates from the ${facts.service('opsos').name} toolkit: score your operating maturity, run a weekly scorecard, log decisions and keep priorities honest.`,
    audience: `Operations leads, chiefs of staff and founders who want to try the ${facts.service('opsos').name} tools on their own operation. Copy the structures into your own spreadsheet or tracker.`,
    blocks: [
      { kind: 'heading', text: 'How to use the toolkit' },
      {
        kind: 'paragraph',
        text: 'Each tool is a structure, not a piece of software: build it in the tools you already use (a spreadsheet, your project tracker, your wiki). Start with the maturity scorecard to see where you stand, then install the weekly scorecard and decision log, which most teams can run within a week.',
      },
      { kind: 'heading', text: '1. Operating maturity scorecard' },
      {
        kind: 'paragraph',
        text: 'Score each area from 1 to 5 with the leadership team, separately first, then agree a score together. Write the evidence, not the opinion. Licensees re-score every quarter and get an annual reassessment from us.',
      },
      {
        kind: 'table',
        columns: ['Area', 'Score (1-5)', 'Evidence', 'Next step'],
        widths: [2, 0.9, 2, 2],
        rows: OPSOS_MODULES.map((module) => [module, '', '', '']),
      },
      {
        kind: 'table',
        columns: ['Score', 'Meaning'],
        widths: [0.8, 5],
        rows: [
          ['1', 'Ad hoc: depends on individuals; nothing written; problems found by clients.'],
          ['2', 'Repeatable: people do it similarly, but it lives in their heads.'],
          ['3', 'Defined: written down, owned, and where the work happens.'],
          ['4', 'Managed: measured weekly; exceptions escalated and fixed.'],
          ['5', 'Self-correcting: the team improves it without outside push.'],
        ],
      },
      { kind: 'heading', text: '2. Weekly company scorecard' },
      {
        kind: 'paragraph',
        text: 'Ten to fifteen lines, each with one owner and one written definition. Fill in before the weekly operating review; status is green (on target), amber (within 10%) or red.',
      },
      {
        kind: 'table',
        columns: ['Line', 'Owner', 'Target', 'Wk 1', 'Wk 2', 'Wk 3', 'Wk 4', 'Status'],
        widths: [2, 1, 0.9, 0.6, 0.6, 0.6, 0.6, 0.8],
        rows: [
          ['New qualified leads', 'Sales lead', '12', '', '', '', '', ''],
          ['Proposals sent within 48h of the call', 'Sales lead', '100%', '', '', '', '', ''],
          ['Projects on schedule', 'Delivery head', '90%', '', '', '', '', ''],
          ['Hours sold / hours available', 'Delivery head', '75%', '', '', '', '', ''],
          ['Invoices overdue more than 30 days', 'Finance', '< 10%', '', '', '', '', ''],
          ['Client escalations open', 'Account leads', '0', '', '', '', '', ''],
        ],
        blankRows: 4,
      },
      { kind: 'heading', text: '3. Decision log' },
      {
        kind: 'paragraph',
        text: 'One line per decision, written during the meeting and read back at the start of the next one. A decision is re-opened only with new facts, recorded in the last column.',
      },
      {
        kind: 'table',
        columns: ['Date', 'Decision', 'Why', 'Owner', 'Due', 'Re-opened (facts)'],
        widths: [0.8, 2.2, 1.6, 0.9, 0.8, 1.3],
        rows: [
          [
            '[date]',
            'Move invoicing to the 1st working day of the month',
            'Debtor days up 12 in a quarter',
            'Finance',
            '[date]',
            '',
          ],
        ],
        blankRows: 5,
      },
      { kind: 'heading', text: '4. 90-day priority board' },
      {
        kind: 'paragraph',
        text: 'Three to five priorities a quarter. Each has one owner, one measure and a done-by date; status is only on track or off track.',
      },
      {
        kind: 'table',
        columns: ['Priority', 'Owner', 'Measure of done', 'Due', 'On / off track', 'Next checkpoint'],
        widths: [2, 0.9, 1.7, 0.8, 0.9, 1.1],
        rows: [],
        blankRows: 5,
      },
      { kind: 'heading', text: '5. Meeting health check' },
      {
        kind: 'paragraph',
        text: 'Each attendee ticks what was true at the last meeting. Below 70% ticked on average: change the meeting (Module 3, Operating Rhythm).',
      },
      {
        kind: 'checklist',
        items: [
          'The scorecard or pre-read arrived at least 24 hours before',
          'It started and ended on time',
          'We spent most of the time on decisions, not status',
          'Every issue discussed ended with an owner and a date',
          'The right people were in the room, and no one needed to be',
          'I knew afterwards what to tell my team',
          "Last meeting's decisions had been carried out",
        ],
      },
      { kind: 'heading', text: '6. Process health check' },
      {
        kind: 'paragraph',
        text: 'Run on any process from your library (Module 2) once a quarter, or whenever it fails twice in a month.',
      },
      {
        kind: 'checklist',
        items: [
          'It has a named owner who still holds that role',
          'Trigger, end and definition of done are written down',
          'The written steps match what people actually do (check one live run)',
          'Hand-offs say who passes what to whom, in which tool',
          'The common exceptions are covered',
          'It has a measure on a scorecard, and the measure is on target',
          'It was reviewed in the last six months',
        ],
      },
      { kind: 'heading', text: 'RACI template', level: 2 },
      {
        kind: 'table',
        columns: ['Activity', 'Role 1', 'Role 2', 'Role 3', 'Role 4', 'Role 5'],
        widths: [2.4, 0.9, 0.9, 0.9, 0.9, 0.9],
        rows: [],
        blankRows: 6,
      },
      {
        kind: 'paragraph',
        text: 'One A per row: if two roles are accountable, nobody is. R = responsible, A = accountable, C = consulted, I = informed.',
      },
      { kind: 'heading', text: 'The full toolkit' },
      {
        kind: 'paragraph',
        text: `Licensees receive the complete toolkit for all ${OPSOS_MODULES.length} modules with quarterly updates, an annual maturity reassessment and one realignment call a year, for ${facts.tierPrice('opsos', 'annual-licence')} per legal entity. ${facts.service('opsos').name} is available to former clients only.`,
      },
      ...contactBlocks(facts, 'opsos'),
    ],
  };
}
