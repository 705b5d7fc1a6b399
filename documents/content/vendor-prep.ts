// Vendor Prep Sheet: what hyperscale data-centre clients ask for in onboarding, and how to have it ready.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks, tierTable } from '../blocks.ts';

export default function vendorPrep(facts: Facts): DocumentSource {
  const download = facts.download('vendor-prep');
  const service = facts.service('vendor-support');
  return {
    title: download.title,
    subtitle:
      'What hyperscale data-centre clients ask for in vendor onboarding and audits, and how to have it ready before they ask.',
    audience:
      'Tier 1 and tier 2 vendors to hyperscale data-centre programmes, such as MEP subcontractors and project management companies, especially those flagged in onboarding or an audit.',
    blocks: [
      { kind: 'heading', text: 'Why vendors get flagged' },
      {
        kind: 'paragraph',
        text: 'Hyperscale clients onboard hundreds of vendors under schedule pressure, so their teams work from checklists and portals. A vendor is rarely rejected for the quality of its engineering; it is flagged because a certificate has expired, a policy is generic, incident statistics are missing, or nobody can say who the subcontractors are. Each flag delays mobilisation, and repeated flags put the framework place at risk.',
      },
      {
        kind: 'paragraph',
        text: "Use this sheet to build one evidence folder, kept current, that answers the questions before they are asked. Requirements differ by client and programme: always check the client's own vendor requirements.",
      },
      { kind: 'heading', text: '1. Corporate and commercial' },
      {
        kind: 'checklist',
        items: [
          'Company registration, VAT number, ownership structure and ultimate beneficial owners',
          'Two to three years of financial statements; credit reference if requested',
          "Insurance certificates with limits and expiry dates: public liability, employer's liability, professional indemnity, contractor's all risks where relevant",
          'Bank details on letterhead, verified by a second person (payment fraud is common in onboarding)',
          'Signed code of conduct for suppliers, anti-bribery and sanctions declarations',
          'Modern slavery or human-rights due diligence statement where required',
          'Conflict-of-interest declaration',
        ],
      },
      { kind: 'heading', text: '2. Health, safety and environment (HSE)' },
      {
        kind: 'checklist',
        items: [
          'Health and safety policy signed by a director within the last 12 months',
          'Site-specific risk assessments and method statements (RAMS) for each work package',
          'Incident statistics for three years: lost-time injury frequency, total recordable incidents, near misses',
          'Incident reporting and investigation procedure, with an example of a closed investigation',
          'Training matrix: inductions, working at height, electrical safety, permits to work, first aid',
          'Competence cards and certificates for every operative, with expiry dates tracked',
          'Environmental policy, waste management plan and spill procedure',
          'Plant and equipment inspection registers',
        ],
      },
      { kind: 'heading', text: '3. Quality' },
      {
        kind: 'checklist',
        items: [
          'Quality management certification (for example ISO 9001) or a documented quality system',
          'Project quality plan and inspection and test plans (ITPs) for each system installed',
          'Non-conformance reporting process and register',
          'Document control: drawing revisions, submittals, as-built records',
          'Commissioning and handover documentation templates',
        ],
      },
      { kind: 'heading', text: '4. Security and information' },
      {
        kind: 'checklist',
        items: [
          'Information security questionnaire answered (or certification such as ISO 27001, where held)',
          'How client drawings and data are stored, shared and deleted; who has access',
          'Confidentiality agreements signed by every employee and subcontractor on the programme',
          'Site access and badge process; background screening where the client requires it',
          'No photography and device rules briefed and acknowledged in writing',
        ],
      },
      { kind: 'heading', text: '5. Workforce and subcontractors' },
      {
        kind: 'checklist',
        items: [
          'Full list of subcontractors and labour suppliers, with their own evidence folders',
          'Right-to-work checks for every operative, including posted and agency workers',
          'Posting declarations and social-security certificates (A1) for workers posted from another country',
          'Working-time and accommodation arrangements for travelling crews',
          'Pay at or above the applicable rates, with payslips available on request',
        ],
      },
      { kind: 'heading', text: 'Readiness table' },
      {
        kind: 'table',
        columns: ['Requirement', 'Typical evidence', 'Where it usually fails', 'Ready?'],
        widths: [1.4, 1.8, 2, 0.7],
        rows: [
          [
            'Insurance',
            'Certificates with limits and expiry',
            'Limits below the client minimum; expired during the project',
            '',
          ],
          [
            'HSE statistics',
            'Three-year incident data',
            'No near-miss data; numbers not normalised per hours worked',
            '',
          ],
          ['RAMS', 'Task-specific method statements', 'Generic templates not tied to the site and task', ''],
          ['Competence', 'Training matrix and cards', 'Cards expired; subcontractor operatives missing', ''],
          [
            'Subcontractor chain',
            'List and evidence per subcontractor',
            'Second-tier suppliers unknown to the vendor',
            '',
          ],
          ['Quality', 'ITPs and NCR register', 'ITPs written after the work, not before', ''],
          [
            'Reporting',
            'Weekly report to the client template',
            'Late, inconsistent, or different from the programme',
            '',
          ],
        ],
      },
      { kind: 'heading', text: 'What clients expect once you are in' },
      {
        kind: 'bullets',
        items: [
          'A weekly report on a fixed day: progress against programme, look-ahead, manpower, HSE, quality issues, risks.',
          'Daily manpower numbers that match the access-control records.',
          "Incidents and near misses reported within the client's deadline, usually the same day.",
          'Audit-ready folders at any time: the evidence above, kept current, not rebuilt for each audit.',
          'One named person who answers the client, and a deputy.',
        ],
      },
      { kind: 'heading', text: 'A 30-day readiness plan' },
      {
        kind: 'table',
        columns: ['Week', 'Focus', 'Done when'],
        widths: [0.8, 2.4, 2.6],
        rows: [
          [
            '1',
            "Gap audit against the client's vendor requirements; evidence folder structure created",
            'Every requirement has a status and an owner',
          ],
          [
            '2',
            'Fix the expiring and missing items: certificates, insurances, training, subcontractor list',
            'No red items older than 7 days',
          ],
          [
            '3',
            'Policies, registers and templates rewritten for the programme; weekly report template agreed',
            'Documents are site-specific and signed',
          ],
          ['4', 'Mock onboarding review by someone outside the team; fixes made', 'The folder passes the mock review'],
        ],
      },
      { kind: 'heading', text: 'How we help' },
      { kind: 'paragraph', text: `${service.summary} ${service.duration ?? ''}.` },
      tierTable(facts, 'vendor-support'),
      ...contactBlocks(facts, 'vendor-support'),
    ],
  };
}
