// OpsOS Licence Terms: who may license OpsOS and on what terms (spec sections 6 and 9).
// Every price, option note and term that the manifest holds is read from the opsos service, never typed here.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';

export default function opsosLicenseTerms(facts: Facts): DocumentSource {
  const download = facts.download('opsos-license-terms');
  const opsos = facts.service('opsos');
  const licence = facts.tierPrice('opsos', 'annual-licence');
  const install = 'Internal-stack install';
  const hotline = 'Advisory hotline';
  const discount = facts.term('opsos', /Operator-in-Residence/);
  const cancel = facts.term('opsos', /[Cc]ancel/);
  return {
    title: download.title,
    subtitle: `Who may license ${opsos.name}, ${facts.firm}'s operating-system framework, and on what terms.`,
    audience: `Former clients considering a licence for ${opsos.name}, and the finance, legal and procurement teams who review it.`,
    blocks: [
      { kind: 'heading', text: 'The terms at a glance' },
      {
        kind: 'table',
        columns: ['', ''],
        widths: [1.5, 4],
        rows: [
          [
            'Who may license',
            'Former clients only: companies that completed a teardown, an Operator-in-Residence engagement or a hands-on sprint with us',
          ],
          ['Use', 'Internal use only, per legal entity. No redistribution, no resale'],
          ['Your vendors', 'Vendors and freelancers may use it under NDA, for internal delivery to you'],
          ['White-label', 'Not offered yet: no white-label or agency licensing'],
          ['Fee', `${licence} per legal entity`],
          ['Included', 'Quarterly updates, an annual maturity reassessment, one realignment call per year'],
          [
            'Options',
            `${install}: ${facts.addOnPrice('opsos', install)}, ${facts.addOnNote('opsos', install)}. ${hotline}: ${facts.addOnPrice('opsos', hotline)}, ${facts.addOnNote('opsos', hotline)}`,
          ],
          ['Licensee benefit', discount],
          ['Cancelling', cancel],
        ],
      },
      { kind: 'heading', text: '1. Definitions' },
      {
        kind: 'bullets',
        items: [
          `"${opsos.name}" or "the framework": the playbooks, templates, scorecards, operating rhythms and toolkit ${facts.firm} installs during its engagements, in every release provided under the licence.`,
          '"Licensee": the one legal entity named on the licence order. Each other legal entity, including companies of the same group, needs its own licence.',
          '"Release": a version of the framework. A new release is issued each quarter.',
          '"Internal use": use by the licensee\'s own employees, and by its vendors and freelancers under clause 4, to run the licensee\'s own operations.',
        ],
      },
      { kind: 'heading', text: '2. Who may license' },
      {
        kind: 'paragraph',
        text: `${opsos.name} is licensed only to companies that have worked with us before, in one of three ways: a teardown, an Operator-in-Residence engagement, or a hands-on sprint (such as the ${facts.service('sop-sprint').name}). The framework works when the people using it have seen it installed in their own business; it is not sold as a stand-alone product.`,
      },
      { kind: 'heading', text: '3. What the licence allows' },
      {
        kind: 'bullets',
        items: [
          "Use, copy and adapt the framework inside the licensee's own tools, for internal use.",
          'Share it with any employee of the licensee, at any location.',
          'Keep adapted versions: the processes, numbers and documents you create with the framework are yours.',
        ],
      },
      { kind: 'heading', text: '4. Vendors and freelancers' },
      {
        kind: 'paragraph',
        text: 'Vendors, contractors and freelancers working for the licensee may use the framework only to deliver work to the licensee, and only under a written non-disclosure agreement that covers it. They may not keep, reuse or share it after that work ends. The licensee is responsible for their use.',
      },
      { kind: 'heading', text: '5. What the licence does not allow' },
      {
        kind: 'checklist',
        items: [
          'Redistributing, publishing or sharing the framework, or any part of it, outside the licensee',
          'Reselling, sublicensing or renting it, or including it in a product or service sold to others',
          'Using it to deliver consulting, advisory or managed services to third parties',
          'White-label or agency use: this licence type is not offered yet',
          'Transferring the licence to another legal entity, including in a sale of the business, without our written agreement',
        ],
      },
      { kind: 'heading', text: '6. Fee and options' },
      {
        kind: 'table',
        columns: ['Item', 'Price', 'Terms'],
        widths: [1.6, 1.2, 3],
        rows: [
          [
            facts.tierName('opsos', 'annual-licence'),
            licence,
            'Per legal entity. Includes quarterly updates, the annual maturity reassessment and one realignment call per year.',
          ],
          [
            install,
            facts.addOnPrice('opsos', install),
            `Optional, ${facts.addOnNote('opsos', install)}: we install the current release in your own tools. The installed copy is static; later releases are resynced manually.`,
          ],
          [
            hotline,
            facts.addOnPrice('opsos', hotline),
            `Optional, ${facts.addOnNote('opsos', hotline)} with ${facts.firm} to resolve questions as you run the framework.`,
          ],
        ],
      },
      { kind: 'heading', text: '7. What licensees receive each year' },
      {
        kind: 'bullets',
        items: [
          'Quarterly updates: a new release each quarter, with a change note saying what changed and why.',
          'An annual maturity reassessment: we re-score your operation against the framework and recommend the next priorities.',
          'One realignment call per year with the leadership team, to adjust how the framework is used.',
          `${discount} This applies to one new engagement started while the licence is active.`,
        ],
      },
      { kind: 'heading', text: '8. Term, renewal and cancelling' },
      {
        kind: 'bullets',
        items: [
          "The licence runs for a year from its start date and continues when the next year's fee is paid.",
          `${cancel} After cancelling, the licensee may keep using the latest release it received, on the same internal-use terms, with no further releases, reassessment, realignment call or hotline.`,
          'If the licence terms are breached, for example by redistribution, we may end the licence; the right to keep using the framework then ends too.',
        ],
      },
      { kind: 'heading', text: '9. Ownership and confidentiality' },
      {
        kind: 'paragraph',
        text: `${facts.firm} owns the framework and every release of it. The licensee owns its own data and the operating documents it creates. Both sides keep each other's confidential information confidential, during the licence and after it.`,
      },
      { kind: 'heading', text: '10. How to license' },
      {
        kind: 'numbered',
        items: [
          `Write to ${facts.email} with the legal entity to be licensed and the engagement you completed with us.`,
          'We confirm eligibility and send the licence order with these terms.',
          'On signature and payment you receive the current release, and the install and hotline options start if chosen.',
        ],
      },
      ...contactBlocks(facts, 'opsos'),
    ],
  };
}
