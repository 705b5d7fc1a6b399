// Compliance Risk Pack: the cross-border workforce risks a Compliance Risk Assessment tests, with the documents
// that prove compliance. Terms and indicative prices come from the compliance-risk service in the manifest.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks, tierTable } from '../blocks.ts';

export default function compliancePack(facts: Facts): DocumentSource {
  const download = facts.download('compliance-pack');
  const service = facts.service('compliance-risk');
  return {
    title: download.title,
    subtitle:
      'The cross-border workforce risks we test on projects that rely on subcontracted and posted labour, with the documents that prove compliance.',
    audience:
      'Main contractors, vendors and project management companies running sites with subcontracted, agency or posted workers, in one country or several, and the operations, HR and procurement leads who answer for them.',
    blocks: [
      { kind: 'heading', text: 'Why this matters' },
      {
        kind: 'paragraph',
        text: 'On a multi-country project, the workers on site are often employed three or four contracts away from the client: a subcontractor, its own subcontractor, an agency, a company posting staff from another member state. Inspectors and clients hold the upper tiers responsible for what happens lower down. The question is never only "are our own people compliant?" but "can we prove the whole chain is?"',
      },
      {
        kind: 'callout',
        title: 'Not legal advice',
        text: `${facts.term('compliance-risk', /Legal review/)} This pack lists what we test and the evidence we look for; the rules that apply depend on the countries, sectors and collective agreements involved.`,
      },
      { kind: 'heading', text: 'The EU framework in brief' },
      {
        kind: 'bullets',
        items: [
          "Posting of Workers Directive 96/71/EC, as amended by Directive (EU) 2018/957: posted workers are entitled to the host country's remuneration (not just its minimum wage), working-time, holiday and accommodation conditions; after 12 months (18 with a motivated notification) almost all host-country employment terms apply.",
          "Enforcement Directive 2014/67/EU: host countries may require a prior declaration of posting, a contact person, and documents kept available (contracts, payslips, time records, proof of payment); in construction, the contractor can be liable for a direct subcontractor's unpaid wages.",
          "Social-security coordination, Regulations (EC) 883/2004 and 987/2009: a posted worker can stay in the home country's system for up to 24 months, evidenced by a portable document A1.",
          'Third-country nationals need a right to work that covers the host country and the assignment, not only the country of the employer.',
          'National rules add to all of this: chain liability, registration of foreign service providers, sector collective agreements, site ID cards.',
        ],
      },
      { kind: 'heading', text: 'Risk register: what we test' },
      {
        kind: 'table',
        columns: ['Risk', 'What we test', 'Documents that prove compliance', 'Red flags'],
        widths: [1.2, 1.7, 1.9, 1.6],
        rows: [
          [
            'Undeclared posting',
            'Every posted worker is declared in the host country before work starts',
            'Posting declaration receipts per worker and period',
            'Declarations filed after arrival, or covering fewer names than the gate logs',
          ],
          [
            'Social security',
            'Each posted worker holds a valid A1 for the posting period',
            'A1 certificates, or proof of application before the start',
            'A1s expired, issued for another employer, or missing for agency workers',
          ],
          [
            'Pay below host rates',
            'Remuneration meets host-country rates and applicable collective agreements',
            'Contracts, payslips, rate comparison, proof of payment',
            'Flat daily rates; deductions for travel or housing; cash payments',
          ],
          [
            'Working time',
            'Hours worked match hours recorded and paid',
            'Time sheets, access-control records, rosters',
            'Identical hours for everyone; time sheets that never show overtime',
          ],
          [
            'Right to work',
            'Third-country nationals have permits valid for this country and role',
            'Permits, visas, residence cards, checks recorded',
            'Copies not legible; permits for another country or employer',
          ],
          [
            'Long-term posting',
            'Postings over 12 months are identified and terms adjusted',
            'Posting start dates, extension notifications',
            'Workers "rotated" on paper while staying on site',
          ],
          [
            'Subcontracting chain',
            'Every tier is known, contracted and checked',
            'Chain map, contracts, approval records, evidence folders per tier',
            'Unknown second-tier suppliers; labour-only subcontracts',
          ],
          [
            'Accommodation',
            'Employer-provided housing meets host standards',
            'Accommodation addresses, inspections, cost records',
            'Housing costs deducted from pay; overcrowding',
          ],
          [
            'Health and safety',
            'Inductions and training are given in a language workers understand',
            'Induction records, translated materials, competence cards',
            'Signatures without records of delivery; no translations',
          ],
        ],
      },
      { kind: 'heading', text: 'Subcontractor chain checklist' },
      {
        kind: 'checklist',
        items: [
          'A current map of every tier: who employs whom, on which contract, on which site',
          'Approval required before any further subcontracting, written into each contract',
          'Flow-down clauses for posting, pay, working time, right to work and audit rights',
          'Evidence folder per subcontractor, refreshed at least monthly while on site',
          'Payment terms checked: prices that cannot cover host-country wages are a warning sign',
          'Spot checks planned and recorded, including interviews with workers',
          'An escalation route and remedy when a subcontractor fails a check',
        ],
      },
      { kind: 'heading', text: 'What should be on site, on the day of an inspection' },
      {
        kind: 'checklist',
        items: [
          'List of everyone on site today, by employer, matching access-control records',
          'Posting declarations and A1 certificates (or proof of application) for posted workers',
          'Employment contracts or statements of terms, in a language the worker understands',
          'Payslips and proof of payment for the current and recent periods',
          'Time records for the current period',
          'Right-to-work documents for third-country nationals',
          'Name and contact details of the liaison person for the authorities',
          'Induction and training records',
        ],
      },
      { kind: 'heading', text: 'Rating the risks' },
      {
        kind: 'table',
        columns: ['Rating', 'Meaning', 'Typical response'],
        widths: [0.9, 2.6, 2.5],
        rows: [
          [
            'High',
            'A breach is likely or present, with fines, stop-work orders, client termination rights or reputational damage in play',
            'Fix before the next shift or payroll; inform the client where the contract requires it',
          ],
          [
            'Medium',
            'Evidence is incomplete or controls are informal; a breach is possible under scrutiny',
            'Fix within 30 days; owner named; re-checked',
          ],
          ['Low', 'Controls work; evidence has minor gaps', 'Fix at the next monthly review'],
        ],
      },
      { kind: 'heading', text: 'How an assessment runs' },
      {
        kind: 'numbered',
        items: [
          ...service.terms,
          'Fieldwork: document and payroll sampling, site visit and interviews, subcontractor chain mapping.',
          'Report: risk register with ratings, evidence gaps, and a remediation plan with owners and dates.',
        ],
      },
      { kind: 'heading', text: 'Options', level: 2 },
      { kind: 'paragraph', text: `${service.headline.text}. Indicative prices:` },
      tierTable(facts, 'compliance-risk'),
      ...contactBlocks(facts, 'compliance-risk'),
    ],
  };
}
