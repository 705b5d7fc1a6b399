// Strategic Operator Outline: the 90-day residence, stage by stage. Stage names and price come from the manifest.
import type { Block, DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';

/** The residence's three monthly stages as the manifest names them ("Month 1: diagnose and stabilise", ...). */
export function stages(facts: Facts): string[] {
  const found = facts
    .service('strategic-operator')
    .tiers.flatMap((t) => t.features)
    .filter((f) => /^Month \d+:/.test(f));
  if (found.length !== 3)
    throw new Error(
      `Downloads: strategic-operator should list three "Month N:" stages in its tier features, found ${found.length}.`,
    );
  return found;
}

const stageTitle = (stage: string) =>
  stage.replace(/^(Month \d+): (.)/, (_, month: string, first: string) => `${month}: ${first.toUpperCase()}`);

export default function strategicOperatorOutline(facts: Facts): DocumentSource {
  const download = facts.download('strategic-operator-outline');
  const service = facts.service('strategic-operator');
  const [one, two, three] = stages(facts).map(stageTitle) as [string, string, string];
  const stage = (title: string, goal: string, weeks: string[][], deliverables: string[], exit: string): Block[] => [
    { kind: 'heading', text: title },
    { kind: 'paragraph', lead: 'Goal:', text: goal },
    { kind: 'table', columns: ['Weeks', 'What happens'], widths: [0.8, 5], rows: weeks },
    { kind: 'heading', text: 'Deliverables', level: 2 },
    { kind: 'checklist', items: deliverables },
    { kind: 'paragraph', lead: 'Stage exit:', text: exit },
  ];
  return {
    title: download.title,
    subtitle: `The 90-day residence, stage by stage: what ${facts.firm}'s founder does inside your business each month, and what you keep.`,
    audience: `Founders and leadership teams of firms with ${facts.fact('operator-revenue')} revenue who need a senior operator inside the business for a quarter, not a report.`,
    blocks: [
      { kind: 'heading', text: 'The residence in one page' },
      { kind: 'paragraph', text: service.summary },
      {
        kind: 'table',
        columns: ['', ''],
        widths: [1.3, 4],
        rows: [
          ['Length', '90 days, in three monthly stages'],
          ['Who', `${facts.firm}'s founder, embedded in your leadership team, supported by the back-office team`],
          ['Where', 'Inside your business and your tools: no proprietary software, nothing to license at the end'],
          ['Capacity', `Limited to ${facts.fact('operator-capacity')} at a time, so the residence gets real attention`],
          ['Fee', `${facts.headline('strategic-operator')} for the 90 days, flat`],
          ['Fits', `Firms with ${facts.fact('operator-revenue')} revenue where growth has outrun the operating model`],
        ],
      },
      { kind: 'heading', text: 'Typical triggers', level: 2 },
      {
        kind: 'bullets',
        items: [
          'Revenue has doubled but margin has not; the team works harder and delivers later.',
          'An investor, acquirer or anchor client is asking for an operating model that does not exist yet.',
          'The founder is still the escalation point for everything, and the leadership team waits.',
          'A post-acquisition integration or a new business line is stalling.',
        ],
      },
      { kind: 'heading', text: 'Before day 1', level: 2 },
      {
        kind: 'checklist',
        items: [
          `Intake form completed and discussed on a ${facts.fact('call-length')} strategy call`,
          'Written scope with three to five outcomes for day 90, agreed by the sponsor',
          'Access to tools, data and people arranged; one internal sponsor named',
          'Leadership team told why the residence is happening and what will change',
        ],
      },
      ...stage(
        one,
        'Understand how the business really runs, stop the bleeding, and agree the rebuild plan.',
        [
          [
            '1',
            'Interviews with the leadership team and key staff; walkthroughs of the main tools; first look at the numbers.',
          ],
          ['2', 'End-to-end trace of the critical workflows (sale to delivery to cash); decision rights mapped.'],
          [
            '3',
            'Quick stabilising fixes: escalation route, weekly operating review, one source of truth for priorities.',
          ],
          ['4', 'Diagnosis presented; rebuild plan agreed with owners and measures; baseline KPIs fixed.'],
        ],
        [
          'Diagnosis: the ten issues that matter, ranked by cost and risk',
          'KPI baseline for the measures the residence will move',
          'Weekly operating review running with the leadership team',
          'Rebuild plan for months 2 and 3, signed off by the sponsor',
        ],
        'the leadership team agrees the diagnosis and the plan, and the weekly review runs without the founder chasing it.',
      ),
      ...stage(
        two,
        'Rebuild the systems and roles the plan calls for, inside your tools, with your people doing the work alongside.',
        [
          [
            '5',
            'Roles and ownership redesigned (RACI); decision rights moved away from the founder; hiring gaps defined.',
          ],
          ['6', 'Core processes rebuilt and documented where the work happens; tools consolidated or removed.'],
          [
            '7',
            'Reporting rebuilt: one scorecard per team and one for the leadership team, fed from the tools you already have.',
          ],
          ['8', 'Mid-point review against the day-90 outcomes; adjustments agreed.'],
        ],
        [
          'Role and ownership map, with updated role descriptions',
          'Rebuilt core processes, documented as SOPs in your tools',
          'Leadership and team scorecards, running weekly',
          'Vendor and tool decisions made and executed',
        ],
        'the new roles and processes are live, and the scorecard is the basis of the weekly review.',
      ),
      ...stage(
        three,
        'Make the new operating model run without us, and measure what changed.',
        [
          ['9-10', 'Owners run the operating rhythm; the founder coaches instead of chairing.'],
          ['11', 'Gaps closed from real use; handover pack assembled; successor responsibilities agreed.'],
          ['12-13', 'Day-90 review: KPIs against baseline, outcomes against scope, and the next 90 days planned.'],
        ],
        [
          'Handover pack: operating rhythm, process library, scorecards, open issues and owners',
          'Day-90 results report against the baseline',
          'Plan for the next 90 days, owned internally',
        ],
        'your team runs the operating model on its own, and the results report is accepted by the sponsor.',
      ),
      { kind: 'heading', text: 'What you keep' },
      {
        kind: 'bullets',
        items: [
          'Everything built during the residence, in your own tools and files. There is nothing to license or switch off.',
          'A leadership team used to running a weekly operating review from one scorecard.',
          'A 90-day plan for what comes next, owned by your people.',
        ],
      },
      { kind: 'heading', text: 'After the residence', level: 2 },
      {
        kind: 'paragraph',
        text: `Former residence clients may license ${facts.service('opsos').name}, the operating-system framework behind our engagements, to keep the model current (${facts.headline('opsos')}), or continue with a Fractional COO retainer (${facts.headline('fractional-coo')}).`,
      },
      ...contactBlocks(facts, 'strategic-operator'),
    ],
  };
}
