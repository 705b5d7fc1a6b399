// Ops Audit Intake Kit: for founders with €500K–€5M revenue. The questions and data an Operations Reset Audit
// starts from, plus the prep checklist sent after booking.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks, tierTable } from '../blocks.ts';

export default function opsAudit(facts: Facts): DocumentSource {
  const download = facts.download('ops-audit');
  const service = facts.service('ops-audit');
  return {
    title: download.title,
    subtitle: `The questions and data the ${service.name} starts from, and the prep checklist for the week before it.`,
    audience:
      'Founders of companies with €500K–€5M revenue who are still the bottleneck: too many decisions, too many tools, and a team that waits for answers.',
    blocks: [
      { kind: 'heading', text: 'What the audit looks at' },
      { kind: 'paragraph', text: service.tagline },
      {
        kind: 'table',
        columns: ['Area', 'What we look for'],
        widths: [1.2, 4],
        rows: [
          [
            'Team structure',
            'Who owns what, who decides, where work waits for the founder, spans of control, roles that overlap or are missing',
          ],
          [
            'Process flow',
            'How work moves from sale to delivery to cash; hand-offs, rework, duplicated data entry, tools that do the same job',
          ],
          [
            'Performance metrics',
            'What is measured, what should be, whether numbers are trusted, and whether anyone acts on them',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Fill in what you can in about an hour. Rough numbers are fine; "we don\'t know" is an answer too, and often the most useful one. Everything you share is confidential and stays inside your own tools where possible.',
      },
      { kind: 'heading', text: 'Audit prep checklist' },
      { kind: 'paragraph', text: 'Have these ready before the audit starts:' },
      {
        kind: 'checklist',
        items: [
          'This intake form completed and returned',
          'Current org chart, or a list of people with role, team and manager',
          'Last 12 months of monthly revenue and gross margin (management accounts are fine)',
          'Current cash position and monthly burn or profit',
          'Sales pipeline export or summary (stage, value, expected close)',
          'List of active clients or projects with value and status',
          'Read-only access to the main tools (project tracker, CRM, shared drive, finance tool)',
          'Two or three examples of work that went wrong recently, and two that went well',
          'Calendar slots held for 30-minute interviews with 3 to 6 team members',
          'One person named as our day-to-day contact during the audit',
        ],
      },
      { kind: 'heading', text: 'A. Company snapshot' },
      {
        kind: 'fields',
        items: [
          { label: 'Company name and what you sell, in one sentence' },
          { label: 'Founded (year) and main location(s)' },
          { label: 'People: full-time employees, part-time, contractors and freelancers' },
          { label: 'Business model: project, retainer, subscription, product, mixed?' },
          { label: 'Share of revenue from your three largest clients' },
        ],
      },
      {
        kind: 'choices',
        label: 'Revenue, last 12 months:',
        options: ['Under €500K', '€500K–€1M', '€1M–€2M', '€2M–€5M', 'Over €5M'],
      },
      {
        kind: 'choices',
        label: 'Growth vs the year before:',
        options: ['Shrinking', 'Flat', 'Up to 25%', '25–50%', 'Over 50%'],
      },
      { kind: 'heading', text: 'B. Team structure' },
      {
        kind: 'fields',
        items: [
          { label: 'Who reports directly to you (the founder)? How many people?', lines: 2 },
          { label: 'Which decisions still need you personally? List the last five you made.', lines: 3 },
          { label: 'Which roles are open, or held by someone doing two jobs?', lines: 2 },
          { label: 'Who would run the business for two weeks if you were unreachable?' },
        ],
      },
      { kind: 'heading', text: 'C. Process flow' },
      {
        kind: 'paragraph',
        text: 'List your core workflows, from a lead coming in to cash in the bank. For each one, note where it usually stalls.',
      },
      {
        kind: 'table',
        columns: ['Workflow', 'Starts when', 'Owner', 'Tools used', 'Where it stalls'],
        widths: [1.4, 1.2, 1, 1.3, 1.8],
        rows: [
          ['Lead to signed deal', '', '', '', ''],
          ['Signed deal to kick-off', '', '', '', ''],
          ['Delivery and quality check', '', '', '', ''],
          ['Invoicing and collection', '', '', '', ''],
          ['Hiring and onboarding', '', '', '', ''],
        ],
        blankRows: 2,
      },
      { kind: 'heading', text: 'Tools inventory', level: 2 },
      {
        kind: 'table',
        columns: ['Tool', 'Used for', 'Owner', 'Cost / month', 'Users', 'Would you miss it?'],
        widths: [1.3, 1.6, 1, 1, 0.7, 1.2],
        rows: [],
        blankRows: 8,
      },
      { kind: 'heading', text: 'D. Performance metrics' },
      {
        kind: 'checklist',
        items: [
          'Revenue and gross margin by month, and by client or service line',
          'Cash runway and debtor days (how long clients take to pay)',
          'Utilisation or capacity: hours available vs hours sold',
          'On-time delivery rate and rework rate',
          "Pipeline coverage: pipeline value vs next quarter's target",
          'Client retention or churn, and reasons for losses',
          'Time to hire and first-year attrition',
        ],
      },
      {
        kind: 'fields',
        items: [
          { label: 'Which of these do you look at weekly? Where do the numbers come from?', lines: 2 },
          { label: 'Which number do you not trust, and why?', lines: 2 },
        ],
      },
      { kind: 'heading', text: 'E. Priorities' },
      {
        kind: 'fields',
        items: [
          { label: 'The three problems costing you the most time or money right now', lines: 3 },
          { label: 'What have you already tried to fix them? What happened?', lines: 2 },
          { label: 'If the audit fixed one thing only, what should it be?', lines: 2 },
          { label: 'What must not change (clients, people, tools you are committed to)?', lines: 2 },
          { label: 'Deadlines or pressure we should know about (investors, a big client, a hire, a tender)', lines: 2 },
        ],
      },
      { kind: 'heading', text: 'What happens next' },
      {
        kind: 'paragraph',
        text: `The timeline of the 5-day audit; a ${facts.tierName('ops-audit', 'full-teardown')} follows the same steps over 10 days, with live shadowing added.`,
      },
      {
        kind: 'table',
        columns: ['When', 'What happens'],
        widths: [1, 4],
        rows: [
          ['Before day 1', 'You return this kit and grant read-only access; we confirm interview slots.'],
          ['Days 1-2', 'Tool walkthroughs and team interviews; we trace two or three workflows end to end.'],
          ['Days 3-4', 'We quantify the bottlenecks: time lost, money leaking, risk carried.'],
          ['Day 5', 'Findings ranked by cost, with the first fixes you can start immediately.'],
          [
            `Within ${facts.fact('audit-roadmap-time')}`,
            'Your 90-day tactical roadmap: what to fix, in which order, owned by whom, measured how.',
          ],
        ],
      },
      { kind: 'heading', text: 'Audit options', level: 2 },
      tierTable(facts, 'ops-audit'),
      ...contactBlocks(facts, 'ops-audit'),
    ],
  };
}
