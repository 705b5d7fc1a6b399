// RFP Deliverables Pack: the go/no-go test, deliverables checklist, compliance matrix and review calendar we run on
// every tender. Prices come from the rfp-support service in the manifest.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks, tierTable } from '../blocks.ts';
import { countInWords } from '../../model/counts.ts';

export default function rfpPack(facts: Facts): DocumentSource {
  const download = facts.download('rfp-pack');
  const service = facts.service('rfp-support');
  return {
    title: download.title,
    subtitle:
      'The go/no-go test, deliverables checklist, compliance matrix and review calendar we use on every tender.',
    audience:
      'Bid managers, delivery heads and founders answering public or private tenders: procurement leads, SaaS and agency operations teams, public-tender teams and consulting firms.',
    blocks: [
      { kind: 'heading', text: 'How to use this pack' },
      {
        kind: 'paragraph',
        text: 'Most tenders are not lost on price or capability. They are lost on a missing declaration, an answer that ignores the scoring grid, or a portal upload at 11:58 on the deadline day. This pack is the working kit we use on every bid: decide whether to bid, list every deliverable, map every requirement to an answer, and run the reviews on a calendar that leaves slack at the end.',
      },
      {
        kind: 'numbered',
        items: [
          'Run the go/no-go test (section 1) within one working day of receiving the documents.',
          'Build the compliance matrix (section 3) before anyone writes a word of the response.',
          "Fix the review calendar (section 4) backwards from the submission deadline and put every date in the team's calendars.",
          'Tick the deliverables checklist (section 2) at the gold review and again before upload.',
        ],
      },
      {
        kind: 'callout',
        title: 'Scope guardrail',
        text: 'We support legitimate procurement only. If the award looks predetermined, or the tender is a beauty contest to benchmark an incumbent, the best answer is usually not to bid, and we will say so.',
      },
      { kind: 'heading', text: '1. Go/no-go test' },
      {
        kind: 'paragraph',
        text: 'Score each criterion from 1 (poor) to 5 (strong) and multiply by the weight. Below 60 out of 100: do not bid unless there is a strategic reason you can write down in one sentence. Any criterion scored 1 with weight 20 is a stop on its own.',
      },
      {
        kind: 'table',
        columns: ['Criterion', 'Weight', 'Score (1-5)', 'Weighted', 'Notes'],
        widths: [2.6, 0.8, 0.9, 0.9, 2.2],
        rows: [
          ['We meet every mandatory requirement (licences, certifications, turnover, insurance)', '20', '', '', ''],
          ["The buyer's need matches work we have delivered at this scale, with references", '20', '', '', ''],
          ['Evaluation criteria and weights are published and make sense', '15', '', '', ''],
          ['We can price to win and still make a margin', '15', '', '', ''],
          ['We have the people to write it and to deliver it if we win', '10', '', '', ''],
          ['We know the buyer, or have met them before the tender was issued', '10', '', '', ''],
          [
            'There is no sign of a predetermined award or a specification written around a competitor',
            '10',
            '',
            '',
            '',
          ],
          ['Total (out of 100)', '100', '', '', ''],
        ],
      },
      {
        kind: 'checklist',
        items: [
          'Deadline, clarification deadline and submission portal confirmed and put in the calendar',
          'Bid owner named (one person, with authority to say no)',
          'Budget for the bid agreed: hours, external help, printing or courier if required',
          'Decision recorded in writing, with the score and the reason',
        ],
      },
      { kind: 'heading', text: '2. Deliverables checklist' },
      {
        kind: 'paragraph',
        text: "Tick each item against the tender's own list of required documents; the tender always wins where the two differ.",
      },
      { kind: 'heading', text: 'Company and eligibility documents', level: 2 },
      {
        kind: 'checklist',
        items: [
          'Completed selection questionnaire or European Single Procurement Document (ESPD), signed',
          'Certificate of incorporation and current company registration extract',
          'Tax clearance or tax compliance certificate, still valid on the submission date',
          'Audited accounts for the years requested, and turnover figures in the format asked',
          "Insurance certificates: public liability, employer's liability, professional indemnity (amounts as specified)",
          'Quality, health and safety, environmental and information security certificates, or equivalent evidence',
          'Signed declarations: non-collusion, conflicts of interest, exclusion grounds, sanctions',
          'Subcontractor or consortium declarations and letters of support, if relying on others',
        ],
      },
      { kind: 'heading', text: 'Technical response', level: 2 },
      {
        kind: 'checklist',
        items: [
          "One answer per question, in the buyer's numbering and order",
          'Every answer within the word or page limit, in the font and size required',
          "Method statement and delivery approach, tied to the buyer's stated outcomes",
          'Implementation plan with milestones, dependencies and a realistic mobilisation period',
          'Team structure with named key people and CVs in the format asked',
          'Risk register: top risks with owner, likelihood, impact and mitigation',
          'Case studies and references with contact details the referees have agreed to share',
          'Social value, sustainability or accessibility answers where scored',
        ],
      },
      { kind: 'heading', text: 'Commercial response', level: 2 },
      {
        kind: 'checklist',
        items: [
          "Pricing schedule in the buyer's template, unaltered, with formulas checked",
          'Prices consistent between the schedule, the narrative and any summary table',
          'Assumptions and exclusions stated only where the tender allows them',
          'Contract terms accepted, or clarifications raised before the deadline (not in the bid)',
          'Validity period of the offer as requested',
        ],
      },
      { kind: 'heading', text: 'Submission', level: 2 },
      {
        kind: 'checklist',
        items: [
          'Portal account active, users registered, test upload done at least 5 days before the deadline',
          "File names and formats as specified; file sizes under the portal's limits",
          'All documents signed by an authorised signatory',
          'Final upload at least 24 hours before the deadline, confirmation receipt saved',
          'Full copy of the submission archived, exactly as sent',
        ],
      },
      { kind: 'heading', text: '3. Compliance matrix' },
      {
        kind: 'paragraph',
        text: 'One row per requirement, taken clause by clause from the tender documents, including the specification, the contract and the instructions to tenderers. Mark each as mandatory (pass/fail) or scored, with its weight. The matrix is the backbone of the response plan: every row needs an owner and a place in the answer.',
      },
      {
        kind: 'table',
        columns: ['Ref', 'Requirement (tender wording)', 'Type, weight', 'Answered in', 'Evidence', 'Owner', 'Status'],
        widths: [0.95, 2.3, 0.95, 1, 1.25, 0.95, 0.8],
        rows: [
          [
            'ITT 3.2',
            'Bidders must hold ISO 9001 or equivalent',
            'Mandatory',
            'Annex B',
            'Certificate, valid to date',
            'Quality lead',
            'Done',
          ],
          [
            'Spec 4.1',
            'Describe your approach to mobilisation in the first 30 days',
            'Scored, 15%',
            'Q4.1',
            'Plan and Gantt',
            'Delivery head',
            'Draft',
          ],
          [
            'Spec 5.3',
            'Provide monthly service reporting against the KPIs in Schedule 2',
            'Scored, 10%',
            'Q5.3',
            'Sample report',
            'Ops lead',
            'Open',
          ],
          [
            'Terms 12',
            'Liability cap of 150% of annual contract value',
            'Clarify',
            'Q&A log',
            'Question #3',
            'Bid owner',
            'Raised',
          ],
        ],
        blankRows: 6,
      },
      { kind: 'heading', text: 'How to answer a scored question', level: 2 },
      {
        kind: 'numbered',
        items: [
          "Restate the requirement in one line, in the buyer's words, so the evaluator can find it.",
          'Say what you will do, specifically: who, when, with which tools and controls.',
          'Prove it: one short example with a number (volume, time, saving, score).',
          'Name the benefit to this buyer, tied to their stated outcome or KPI.',
          'Name the main risk and how you control it.',
          'Check the answer against the scoring guidance: what does a top-mark answer contain that yours does not?',
        ],
      },
      { kind: 'heading', text: '4. Review calendar' },
      {
        kind: 'paragraph',
        text: 'Work backwards from the deadline (D). Dates assume a four-week window; compress proportionally for shorter tenders, but never drop the red review or the 24-hour upload buffer.',
      },
      {
        kind: 'table',
        columns: ['When', 'Milestone', 'Output', 'Who'],
        widths: [0.9, 1.8, 2.6, 1.3],
        rows: [
          ['D-28', 'Documents received', 'Bid folder, tender documents indexed, deadline in calendars', 'Bid owner'],
          ['D-27', 'Go/no-go decision', 'Scored go/no-go, recorded decision', 'Bid owner, director'],
          [
            'D-25',
            'Compliance matrix and response plan',
            'Every requirement mapped, owners and page budgets set, win themes agreed',
            'Bid owner',
          ],
          ['D-21', 'Clarification questions sent', 'Questions log; buyer answers tracked', 'Bid owner'],
          ['D-18', 'Storyboard (pink) review', 'Outline of each answer with proof points; gaps flagged', 'Reviewers'],
          ['D-14', 'First full draft', 'All answers drafted, pricing model built', 'Writers, commercial'],
          ['D-10', 'Red team review', 'Scored like an evaluator would; fix list with owners', 'Independent reviewers'],
          ['D-6', 'Final draft and pricing sign-off', 'Fixes made, prices approved', 'Writers, director'],
          [
            'D-4',
            'Gold review and compliance check',
            'Checklist ticked, signatures collected, formatting final',
            'Bid owner',
          ],
          ['D-2', 'Upload', 'Submission uploaded, receipt saved, archive copy kept', 'Bid owner'],
          ['D-0', 'Deadline', 'Nothing left to do', ''],
        ],
      },
      { kind: 'heading', text: 'After submission', level: 2 },
      {
        kind: 'checklist',
        items: [
          'Clarification requests from the buyer answered within their deadline',
          'Presentation or interview prepared, if shortlisted',
          'Debrief requested whatever the result: scores and evaluator comments per question',
          'Lessons learned logged and reusable answers saved to the content library',
          'If won: post-award handover pack to the delivery team (commitments, KPIs, dates)',
        ],
      },
      { kind: 'heading', text: 'How we can help' },
      {
        kind: 'paragraph',
        text: `${service.tagline} ${countInWords(service.tiers.length, true)} fixed-scope options:`,
      },
      tierTable(facts, 'rfp-support'),
      ...contactBlocks(facts, 'rfp-support'),
    ],
  };
}
