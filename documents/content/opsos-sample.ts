// OpsOS Sample Module: one complete module of the framework (Operating Rhythm), laid out as licensees receive it.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';

/** The framework's modules; shared with the toolkit sample so both name them the same way. */
export const OPSOS_MODULES = [
  'Ownership and Decision Rights',
  'Process Library',
  'Operating Rhythm',
  'Scorecards and Metrics',
  'Client Delivery Control',
  'Vendor and Contract Control',
  'People Operations',
  'Risk and Compliance',
] as const;

export default function opsosSample(facts: Facts): DocumentSource {
  const download = facts.download('opsos-sample');
  const n = OPSOS_MODULES.indexOf('Operating Rhythm') + 1;
  return {
    title: download.title,
    subtitle: `${facts.service('opsos').name} Module ${n} of ${OPSOS_MODULES.length}: Operating Rhythm. The meetings, inputs and decisions that keep a scaling company pointed the same way, as licensees receive it.`,
    audience: `Leadership teams and operations leads who want to see what a module of ${facts.service('opsos').name} contains before licensing the framework.`,
    blocks: [
      {
        kind: 'table',
        columns: ['Module card', ''],
        widths: [1.4, 4],
        rows: [
          ['Module', `${n}. Operating Rhythm`],
          ['Edition', 'Sample edition. Licensees receive the current quarterly release.'],
          ['Owner role', 'COO, head of operations, or the founder until one is hired'],
          ['Builds on', `Module 1 (${OPSOS_MODULES[0]}): every meeting below needs named owners`],
          ['Feeds', `Module 4 (${OPSOS_MODULES[3]}): the scorecards each meeting reviews`],
          ['Time to install', 'Two to four weeks, alongside normal work'],
          ['Toolkit items', 'Weekly scorecard, decision log, 90-day priority board, meeting health check'],
        ],
      },
      { kind: 'heading', text: 'Purpose' },
      {
        kind: 'paragraph',
        text: "A company that grows past a few dozen people stops running on hallway conversations. Priorities drift, decisions are made twice, and problems surface when a client complains. An operating rhythm is a small, fixed set of meetings, each with a clear input, a clear output and an owner, that turns the company's priorities and numbers into decisions every week.",
      },
      { kind: 'heading', text: 'Outcomes when the module is installed', level: 2 },
      {
        kind: 'checklist',
        items: [
          'Every team reviews the same scorecard on the same day each week',
          'Issues reach the leadership team within a week, with an owner and a proposed fix',
          'Decisions are logged once and not re-opened without new facts',
          'Quarterly priorities are set, reviewed monthly and closed out',
          'Fewer meetings overall: status updates move to the scorecard and out of the room',
        ],
      },
      { kind: 'heading', text: 'Design principles' },
      {
        kind: 'numbered',
        items: [
          'Numbers before discussion: every meeting starts from a scorecard prepared in advance.',
          'Decide, do not report: status that can be read is not presented.',
          'Same time, same agenda: the rhythm survives busy weeks because it is not renegotiated.',
          'Escalate by exception: only items off target or blocked move up a level.',
          'Everything lands in your tools: actions in the task tracker, decisions in the log.',
        ],
      },
      { kind: 'heading', text: 'The rhythm' },
      {
        kind: 'table',
        columns: ['Meeting', 'Who', 'Length', 'Input', 'Output'],
        widths: [1.3, 1.3, 0.7, 1.6, 1.7],
        rows: [
          [
            'Team huddle (daily, optional)',
            'Each delivery team',
            '10 min',
            "Today's board",
            'Blockers raised and assigned',
          ],
          [
            'Team weekly',
            'Team lead and team',
            '30 min',
            'Team scorecard, open actions',
            'Actions; issues escalated to the operating review',
          ],
          [
            'Operating review (weekly)',
            'Leadership team',
            '60 min',
            'Company scorecard, escalated issues, priority board',
            'Decisions logged, owners and dates set',
          ],
          [
            'Business review (monthly)',
            'Leadership team, finance',
            '90 min',
            'Monthly results, pipeline, cash, people',
            'Forecast update, corrective actions',
          ],
          [
            'Realignment (quarterly)',
            'Leadership team',
            'Half day',
            'Quarter results, priority close-out, maturity score',
            "Next quarter's 3-5 priorities, owners, measures",
          ],
        ],
      },
      { kind: 'heading', text: 'Weekly operating review agenda (60 minutes)' },
      {
        kind: 'table',
        columns: ['Minutes', 'Item', 'Rule'],
        widths: [0.8, 2, 3],
        rows: [
          ['0-5', "Check-in and last week's decisions", 'Any decision not executed is an issue'],
          ['5-20', 'Company scorecard', 'Only red and amber lines are discussed; each gets an owner'],
          ['20-30', '90-day priorities', 'On track / off track only; off track becomes an issue'],
          [
            '30-55',
            'Issues',
            'Highest cost first; each ends in a decision, an owner and a date, or is parked with a reason',
          ],
          ['55-60', 'Recap and messages', 'Decisions read back; who tells whom what, by when'],
        ],
      },
      { kind: 'heading', text: 'Monthly business review agenda (90 minutes)', level: 2 },
      {
        kind: 'numbered',
        items: [
          'Results against plan: revenue, gross margin, cash, by service line (20 min).',
          'Pipeline and capacity for the next 90 days (20 min).',
          'Delivery quality: on-time rate, rework, client escalations (15 min).',
          'People: hiring, attrition, capacity gaps (15 min).',
          'Corrective actions and forecast update (20 min).',
        ],
      },
      { kind: 'heading', text: 'Quarterly realignment agenda (half day)', level: 2 },
      {
        kind: 'numbered',
        items: [
          "Close out last quarter's priorities: done, dropped or carried, with reasons.",
          'Re-score the operating maturity scorecard (toolkit) and compare with last quarter.',
          'Agree three to five priorities for the next quarter, each with one owner and one measure.',
          'Check the rhythm itself: which meetings to keep, change or stop.',
        ],
      },
      { kind: 'heading', text: 'Roles' },
      {
        kind: 'table',
        columns: ['Activity', 'Rhythm owner', 'Team leads', 'Finance', 'Leadership team'],
        widths: [2.2, 1, 1, 0.9, 1.2],
        rows: [
          ['Prepare company scorecard', 'A', 'R (team lines)', 'R (financial lines)', 'I'],
          ['Run the weekly operating review', 'R/A', 'C', 'C', 'R'],
          ['Maintain the decision log', 'A', 'I', 'I', 'R'],
          ['Escalate issues', 'I', 'R', 'R', 'A'],
          ['Set quarterly priorities', 'R', 'C', 'C', 'A'],
        ],
      },
      { kind: 'paragraph', text: 'R = responsible, A = accountable, C = consulted, I = informed.' },
      { kind: 'heading', text: 'Installation plan' },
      {
        kind: 'table',
        columns: ['Week', 'Steps', 'Done when'],
        widths: [0.7, 3.3, 2],
        rows: [
          [
            '1',
            'Audit existing meetings (list, attendees, hours per month); cancel or merge those that duplicate the new rhythm; fix days and times.',
            'Calendar holds the new rhythm; total meeting hours known',
          ],
          [
            '2',
            'Build the first company scorecard (Module 4) with 10-15 lines; set up the decision log and issue list in your tools.',
            'Scorecard filled for the last 4 weeks',
          ],
          [
            '3',
            'Run the first two operating reviews with the facilitator guide; team weeklies start.',
            'Decisions logged with owners and dates',
          ],
          [
            '4',
            'First monthly business review; meeting health check (toolkit) scored by attendees; adjustments made.',
            'Health check above 70% on every meeting',
          ],
        ],
      },
      { kind: 'heading', text: 'Maturity levels for this module' },
      {
        kind: 'table',
        columns: ['Level', 'What it looks like'],
        widths: [1, 5],
        rows: [
          ['1 Ad hoc', 'Meetings are called when something breaks; the founder is the only link between teams.'],
          ['2 Scheduled', 'Regular meetings exist, but they are status updates without numbers or decisions.'],
          ['3 Defined', 'The rhythm runs on fixed days with agendas and a scorecard; decisions are logged.'],
          ['4 Managed', 'Issues are escalated by exception; priorities are reviewed monthly and closed quarterly.'],
          [
            '5 Self-correcting',
            'The team adjusts the rhythm itself from health checks; the founder can be absent without drift.',
          ],
        ],
      },
      { kind: 'heading', text: 'Common failure modes' },
      {
        kind: 'table',
        columns: ['Symptom', 'Cause', 'Fix'],
        widths: [1.8, 1.8, 2.4],
        rows: [
          [
            'The review overruns every week',
            'Status is presented instead of read',
            'Scorecard sent 24 hours ahead; only red and amber discussed',
          ],
          [
            'Same issue every week',
            'No owner or no date',
            'An issue leaves the meeting only with a decision, an owner and a date',
          ],
          [
            'Scorecard not trusted',
            'Manual numbers, unclear definitions',
            'One definition per line (Module 4), pulled from the source tool',
          ],
          [
            'Meetings cancelled when busy',
            'Rhythm seen as optional',
            'Keep the slot, shorten the agenda; cancellations logged',
          ],
          [
            'Decisions re-opened',
            'Not recorded, or recorded vaguely',
            'Decision log read back at the start of each review',
          ],
        ],
      },
      { kind: 'heading', text: `About ${facts.service('opsos').name}` },
      {
        kind: 'paragraph',
        text: `${facts.service('opsos').name} is the operating-system framework behind ${facts.firm}'s engagements, in ${OPSOS_MODULES.length} modules: ${OPSOS_MODULES.map((m, i) => `${i + 1}. ${m}`).join('; ')}. It is licensed per legal entity (${facts.tierPrice('opsos', 'annual-licence')}) to former clients, for internal use, with quarterly updates.`,
      },
      ...contactBlocks(facts, 'opsos'),
    ],
  };
}
