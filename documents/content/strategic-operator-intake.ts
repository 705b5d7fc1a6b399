// Strategic Operator Intake Form: the questions asked before a residence starts, laid out to fill in.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';

export default function strategicOperatorIntake(facts: Facts): DocumentSource {
  const download = facts.download('strategic-operator-intake');
  return {
    title: download.title,
    subtitle: 'The questions we ask before a 90-day residence starts. Fill it in, then bring it to the strategy call.',
    audience: `The founder or CEO of a firm with ${facts.fact('operator-revenue')} revenue, with the internal sponsor of the residence if there is one.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Allow 45 minutes. Short answers are fine; we go through the form together on the ${facts.fact('call-length')} strategy call, and you receive a custom-scoped proposal within ${facts.fact('proposal-time')}. Send the completed form to ${facts.email}. Everything you write is treated as confidential.`,
      },
      { kind: 'heading', text: '1. Company' },
      {
        kind: 'fields',
        items: [
          { label: 'Company name, legal entity and country' },
          { label: 'What you sell, and to whom, in one sentence' },
          { label: 'Your name, role and e-mail' },
          { label: 'Internal sponsor for the residence (if not you): name and role' },
        ],
      },
      {
        kind: 'choices',
        label: 'Revenue, last 12 months:',
        options: ['Under €2M', '€2M–€5M', '€5M–€10M', '€10M–€20M', 'Over €20M'],
      },
      { kind: 'choices', label: 'People (FTE):', options: ['Under 20', '20–50', '50–100', '100–250', 'Over 250'] },
      {
        kind: 'choices',
        label: 'Ownership:',
        options: ['Founder-owned', 'Investor-backed', 'Part of a group', 'Recently acquired', 'Other'],
      },
      { kind: 'heading', text: '2. Why now' },
      {
        kind: 'fields',
        items: [
          { label: 'What has changed in the last 12 months that makes this urgent?', lines: 3 },
          { label: 'Who is asking for change (board, investors, clients, your team, you)?', lines: 2 },
          { label: 'What happens if nothing changes in the next 90 days?', lines: 2 },
        ],
      },
      { kind: 'heading', text: '3. Where it hurts' },
      {
        kind: 'choices',
        label: 'Tick all that apply:',
        options: [
          'Missed deadlines',
          'Margin erosion',
          'Founder bottleneck',
          'Unclear ownership',
          'Tool sprawl',
          'Unreliable reporting',
          'Hiring or retention',
          'Client escalations',
          'Cash collection',
          'Integration after a deal',
          'Vendor or subcontractor control',
          'Compliance findings',
        ],
      },
      {
        kind: 'fields',
        items: [
          {
            label: 'Describe the two problems that cost you the most. How do you know? (numbers if you have them)',
            lines: 4,
          },
          { label: 'What has already been tried, by whom, and what happened?', lines: 3 },
        ],
      },
      { kind: 'heading', text: '4. Outcomes for day 90' },
      {
        kind: 'paragraph',
        text: 'Name up to five outcomes you would accept as proof the residence worked, with the measure and where it stands today.',
      },
      {
        kind: 'table',
        columns: ['Outcome', 'Measure', 'Today', 'Day 90 target'],
        widths: [2.4, 1.6, 1, 1.2],
        rows: [],
        blankRows: 5,
      },
      { kind: 'heading', text: '5. Team and tools' },
      {
        kind: 'fields',
        items: [
          { label: 'Leadership team: names and roles, and who reports to whom', lines: 3 },
          { label: 'Main tools (project, CRM, finance, communication, documents)', lines: 2 },
          { label: 'Changes already planned: hires, exits, reorganisation, new systems', lines: 2 },
        ],
      },
      { kind: 'heading', text: '6. Practicalities' },
      {
        kind: 'fields',
        items: [
          { label: 'Preferred start window' },
          { label: 'Sites or offices involved, and how much on-site presence you expect', lines: 2 },
          {
            label: 'Constraints we must respect: confidentiality, works councils, client contracts, regulators',
            lines: 2,
          },
          { label: 'Who else must approve the proposal?' },
        ],
      },
      {
        kind: 'choices',
        label: 'Previous work with us:',
        options: ['None', 'Ops Audit / teardown', 'SOP sprint', 'Fractional COO', 'Other'],
      },
      { kind: 'heading', text: 'Sign-off', level: 2 },
      {
        kind: 'fields',
        items: [{ label: 'Completed by (name, role)' }, { label: 'Date' }],
      },
    ],
  };
}
