// Strategic Operator Engagement Terms: how the residence is scoped, priced and ended.
// Fee, discount and capacity come from the manifest (strategic-operator and opsos services).
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';
import { stages } from './strategic-operator-outline.ts';

export default function strategicOperatorEngagement(facts: Facts): DocumentSource {
  const download = facts.download('strategic-operator-engagement');
  const fee = facts.tierPrice('strategic-operator', 'residence');
  const licenceDiscount = facts.term('opsos', /Operator-in-Residence/);
  return {
    title: download.title,
    subtitle: 'How the 90-day Strategic Operator residence is scoped, priced, run and ended.',
    audience: `Founders, CEOs and boards of firms with ${facts.fact('operator-revenue')} revenue considering a residence, and the finance and legal teams who review the proposal.`,
    blocks: [
      {
        kind: 'paragraph',
        text: 'These terms summarise how every residence works. The signed proposal for your residence sets out your scope, outcomes and dates; where it differs from this summary, the proposal applies.',
      },
      { kind: 'heading', text: '1. Who the residence is for' },
      {
        kind: 'bullets',
        items: [
          `Firms with ${facts.fact('operator-revenue')} revenue whose operating model has not kept up with growth, an acquisition or investor expectations.`,
          `The residence is delivered by ${facts.firm}'s founder in person, supported by the back-office team. It is limited to ${facts.fact('operator-capacity')} at a time; start dates are offered as places free up.`,
          'It is an operating engagement, not advice: the founder works inside your leadership team and your tools and owns agreed outcomes alongside your people.',
        ],
      },
      { kind: 'heading', text: '2. How it is scoped' },
      {
        kind: 'numbered',
        items: [
          'You complete the Strategic Operator Intake Form.',
          `We hold a ${facts.fact('call-length')} strategy call with you and, ideally, the internal sponsor.`,
          `You receive a custom-scoped proposal within ${facts.fact('proposal-time')}: three to five outcomes for day 90, the measures used to judge them, the people involved, and the start date.`,
          'The residence starts when the proposal is signed and access is in place.',
        ],
      },
      {
        kind: 'paragraph',
        text: `The residence runs for 90 days in three monthly stages: ${stages(facts).join('; ')}. Each stage ends with a review against the agreed outcomes.`,
      },
      { kind: 'heading', text: '3. What it costs' },
      {
        kind: 'table',
        columns: ['Item', 'Terms'],
        widths: [1.4, 4],
        rows: [
          [
            'Fee',
            `${fee} for the 90-day residence, flat. No day rates, no success fees, no charge for extra hours within the agreed scope.`,
          ],
          ['Invoicing', 'In three equal instalments, one at the start of each monthly stage.'],
          ['Expenses', 'Travel and other expenses are billed at cost, and only when agreed in writing in advance.'],
          [
            `${facts.service('opsos').name} licensees`,
            `${licenceDiscount.replace(/\.$/, '')}: the residence fee is then ${discounted(facts, licenceDiscount)} instead of ${fee}.`,
          ],
          [
            'Changes',
            'Work outside the agreed outcomes is agreed in writing first, either swapped for an outcome of similar size or quoted separately at a flat price.',
          ],
        ],
      },
      { kind: 'heading', text: '4. How we work together' },
      { kind: 'heading', text: 'What we commit to', level: 2 },
      {
        kind: 'bullets',
        items: [
          'A weekly written update: progress against the outcomes, decisions needed, risks.',
          'Work inside your tools and files; everything built is yours from the day it is built.',
          'Confidentiality for everything we see, covered by a mutual non-disclosure agreement signed before the intake call if you wish.',
          'A straight answer when something is not working, including when the answer is to stop.',
        ],
      },
      { kind: 'heading', text: 'What we need from you', level: 2 },
      {
        kind: 'checklist',
        items: [
          'An internal sponsor with authority to make decisions, available for a weekly review',
          'Access to the people, tools and data the scope needs, within the first week',
          'Decisions within the agreed time, so that work is not left waiting',
          'Your leadership team told what the residence is for and who is leading it',
        ],
      },
      { kind: 'heading', text: '5. How it ends' },
      {
        kind: 'bullets',
        items: [
          'Normal end: day 90, with the handover pack delivered and the results reviewed against the baseline.',
          'Early end: either side can end the residence at the end of a monthly stage by telling the other in writing before the next stage starts. Stages not started are not invoiced; a stage that has started is payable in full.',
          'Whatever the ending, you keep everything built so far, and we hand over open work and notes so your team can carry on.',
        ],
      },
      { kind: 'heading', text: '6. After the residence' },
      {
        kind: 'bullets',
        items: [
          `Former residence clients may license ${facts.service('opsos').name} (${facts.tierPrice('opsos', 'annual-licence')} per legal entity) to keep the operating model current with quarterly updates.`,
          `A Fractional COO retainer (${facts.headline('fractional-coo')}) is available for continued senior oversight at a lower intensity.`,
          'Or nothing at all: the residence is designed so that your team runs without us.',
        ],
      },
      ...contactBlocks(facts, 'strategic-operator'),
    ],
  };
}

/** The residence fee after the discount named in the OpsOS term ("20% off ..."), formatted like every other price. */
function discounted(facts: Facts, term: string): string {
  const percent = Number(/(\d+)\s*%/.exec(term)?.[1]);
  const tier = facts.manifest.services
    .find((s) => s.id === 'strategic-operator')
    ?.tiers.find((t) => t.id === 'residence');
  if (!percent || !tier) throw new Error(`Downloads: cannot work out the OpsOS discount from "${term}".`);
  return facts.money(Math.round(tier.price.amount * (1 - percent / 100)));
}
