// Client Comms SOP Template: an editable Word SOP for client updates, incidents, escalations and handovers.
// Rendered to .docx by docx-layout.ts; [bracketed] text is a placeholder, highlighted in Word.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';

export default function clientComms(facts: Facts): DocumentSource {
  const download = facts.download('client-comms');
  return {
    title: download.title,
    subtitle:
      'An editable standard operating procedure for client updates, incident notices, escalations and handovers. Replace the highlighted [placeholders] and delete this line.',
    audience:
      'Delivery heads, account managers and ops leads at agencies, SaaS companies, vendors and consulting firms who want every client to hear the same thing, on time, from the right person.',
    blocks: [
      { kind: 'heading', text: 'Document control' },
      {
        kind: 'table',
        columns: ['Field', 'Entry'],
        widths: [1.4, 4],
        rows: [
          ['SOP ID', '[COM-001]'],
          ['Owner', '[Name, role: the person accountable for this SOP]'],
          ['Approved by', '[Name, role]'],
          ['Version', '[1.0]'],
          ['Effective date', '[date]'],
          ['Next review', '[date, at most 6 months after the effective date]'],
          ['Where it lives', '[Link in your project tool or shared drive]'],
        ],
      },
      { kind: 'heading', text: '1. Purpose' },
      {
        kind: 'paragraph',
        text: 'This procedure makes sure every client of [Company] hears about progress, problems and changes on a predictable schedule, from a named person, in a consistent format. It protects client trust, keeps escalations fast and proportionate, and means any team member can pick up an account without losing its history.',
      },
      { kind: 'heading', text: '2. Scope' },
      {
        kind: 'paragraph',
        lead: 'In scope:',
        text: 'all active client engagements of [team / business unit], including retainers, fixed-scope projects and support contracts.',
      },
      {
        kind: 'bullets',
        items: [
          'Scheduled communication: weekly updates, monthly reviews, quarterly business reviews.',
          'Unscheduled communication: incident notices, escalations, changes to scope, timeline or team.',
          'Handovers between account owners, and handover at the end of an engagement.',
        ],
      },
      {
        kind: 'paragraph',
        lead: 'Out of scope:',
        text: 'sales and pre-contract communication; contractual notices (handled by [legal / finance]); marketing messages.',
      },
      { kind: 'heading', text: '3. Roles and responsibilities' },
      {
        kind: 'table',
        columns: ['Role', 'Responsible for', 'Named person', 'Backup'],
        widths: [1.3, 2.8, 1.1, 1.1],
        rows: [
          [
            'Account owner',
            'All scheduled client communication; first contact for the client; logs every message in [CRM / project tool]',
            '[Name]',
            '[Name]',
          ],
          [
            'Delivery lead',
            'Facts for updates: progress, risks, dates; drafts incident notices for their area',
            '[Name]',
            '[Name]',
          ],
          [
            'Escalation manager',
            'Decides the escalation level; approves level 2 and 3 notices; joins client calls at level 2 and above',
            '[Name]',
            '[Name]',
          ],
          ['Executive sponsor', 'Level 3 escalations; relationship reviews; commercial decisions', '[Name]', '[Name]'],
          ['SOP owner', 'Keeps this SOP current; reviews it after every level 3 escalation', '[Name]', '[Name]'],
        ],
      },
      { kind: 'heading', text: '4. Communication cadence' },
      {
        kind: 'table',
        columns: ['Communication', 'Audience', 'When', 'Channel', 'Owner', 'Template'],
        widths: [1.3, 1.1, 1.1, 1, 0.9, 0.8],
        rows: [
          [
            'Weekly update',
            'Client lead, [others]',
            '[Friday] by [15:00]',
            '[E-mail / client portal]',
            'Account owner',
            '7.1',
          ],
          [
            'Status call',
            'Client lead, delivery lead',
            '[Every second Tuesday], 30 min',
            '[Video call]',
            'Account owner',
            'Agenda in 7.1',
          ],
          [
            'Monthly review',
            'Client lead and sponsor',
            '[First week of month]',
            '[Video call + report]',
            'Account owner',
            '[Link]',
          ],
          [
            'Quarterly business review',
            'Client executives',
            '[Quarterly]',
            '[In person / video]',
            'Executive sponsor',
            '[Link]',
          ],
          [
            'Incident notice',
            'Client lead (+ sponsor at level 2-3)',
            'Within the times in section 5',
            '[Phone, then e-mail]',
            'Escalation manager',
            '7.2',
          ],
          [
            'Handover notice',
            'Client lead',
            '[5] working days before the change',
            '[E-mail + intro call]',
            'Outgoing account owner',
            '7.3',
          ],
        ],
      },
      { kind: 'heading', text: 'Rules for every message', level: 2 },
      {
        kind: 'bullets',
        items: [
          'Lead with what the client needs to know or decide, then the detail.',
          'Dates and numbers, not adjectives: "2 days late, new date [date]", not "slight delay".',
          'Bad news travels first and by voice; the written notice follows the call.',
          'Every message is logged in [CRM / project tool] on the day it is sent.',
          'If the owner is absent, the backup sends it. A missed update is itself an incident (level 1).',
        ],
      },
      { kind: 'heading', text: '5. Escalation matrix' },
      {
        kind: 'table',
        columns: ['Level', 'Trigger (any of)', 'Who is informed', 'Client told within', 'Who speaks to the client'],
        widths: [0.9, 2.2, 1.3, 1, 1.2],
        rows: [
          [
            '1 Watch',
            'A deliverable at risk of slipping up to [2] days; a minor defect found by us; a missed weekly update',
            'Account owner, delivery lead',
            'Next weekly update',
            'Account owner',
          ],
          [
            '2 Issue',
            'A committed date will slip more than [2] days; a defect found by the client; a complaint; a key person leaving the account',
            'Escalation manager',
            '[1] working day',
            'Account owner with escalation manager',
          ],
          [
            '3 Critical',
            'Service down or data exposed; safety or compliance breach; a contractual milestone missed; a client threatens to end the contract',
            'Executive sponsor, [legal]',
            '[4] hours',
            'Executive sponsor',
          ],
        ],
      },
      {
        kind: 'numbered',
        items: [
          'Whoever spots the trigger tells the account owner at once, by [channel], and logs it in [tool].',
          'The account owner sets the level using the matrix; if in doubt, choose the higher level.',
          'For level 2 and 3, the escalation manager approves the notice before it is sent.',
          'The client is called first, then receives the written notice (template 7.2) the same day.',
          'Updates follow at the interval promised in the notice until the issue is closed.',
          'Every level 2 and 3 issue ends with a short review: cause, fix, and any change to this SOP.',
        ],
      },
      { kind: 'heading', text: '6. Handover procedure' },
      {
        kind: 'checklist',
        items: [
          'Handover notice sent to the client [5] working days before the change (template 7.3)',
          'Handover document completed: contacts, commitments, open issues, dates, sensitivities',
          'Joint call: outgoing and incoming owner with the client',
          'Access to client channels, folders and tools transferred; old access removed',
          'Incoming owner sends the next weekly update; outgoing owner on copy for [2] weeks',
          'Handover logged in [CRM / project tool]',
        ],
      },
      { kind: 'heading', text: '7. Templates' },
      { kind: 'heading', text: '7.1 Weekly update', level: 2 },
      {
        kind: 'table',
        columns: ['Section', 'Content'],
        widths: [1.3, 4],
        rows: [
          ['Subject', '[Client] weekly update, week [n]: [on track / at risk / off track]'],
          ['Headline', 'One sentence: where the engagement stands and anything the client must decide.'],
          ['Done this week', '[Deliverable or milestone, with link]\n[Deliverable or milestone, with link]'],
          ['Next week', '[Planned work, with dates]'],
          ['Risks and issues', '[Risk, impact, what we are doing, what we need from you]'],
          ['Decisions needed', '[Decision, by when, consequence of no decision]'],
          ['Key dates', '[Milestone: date]'],
          ['Sign-off', '[Account owner name, role, phone]'],
        ],
      },
      { kind: 'heading', text: '7.2 Incident notice', level: 2 },
      {
        kind: 'table',
        columns: ['Section', 'Content'],
        widths: [1.3, 4],
        rows: [
          ['Subject', '[Level 2 / 3] [Client]: [short description of the incident]'],
          ['What happened', '[Facts only: what, when, how it was found]'],
          ['Impact', '[What the client and their customers are affected by, and for how long]'],
          ['What we have done', '[Immediate actions taken]'],
          ['What happens next', '[Next actions, owners, times]'],
          ['What we need from you', '[Decisions, access, information, or "nothing at this stage"]'],
          ['Next update', '[Date and time of the next update, and channel]'],
          ['Contact', '[Escalation manager name, phone]; [account owner name, phone]'],
        ],
      },
      { kind: 'heading', text: '7.3 Handover notice', level: 2 },
      {
        kind: 'table',
        columns: ['Section', 'Content'],
        widths: [1.3, 4],
        rows: [
          ['Subject', '[Client]: your account team is changing on [date]'],
          ['What changes', '[Incoming owner] takes over from [outgoing owner] on [date], because [reason].'],
          ['What stays the same', 'Your cadence, deliverables, dates and commercial terms do not change.'],
          ['Introduction', '[Incoming owner: background, relevant experience, contact details]'],
          ['Handover call', 'We propose [date/time] for a joint call with both of us.'],
          ['Open items', '[Open issues and commitments, with owners and dates]'],
        ],
      },
      { kind: 'heading', text: '8. Records and review' },
      {
        kind: 'bullets',
        items: [
          'All client messages and call notes are kept in [CRM / project tool] for [retention period].',
          'The SOP owner checks a sample of [5] accounts each month: were updates sent on time, in the template, logged?',
          'This SOP is reviewed at least every [6] months and after every level 3 escalation.',
        ],
      },
      { kind: 'heading', text: 'Revision history', level: 2 },
      {
        kind: 'table',
        columns: ['Version', 'Date', 'Change', 'By'],
        widths: [0.8, 1, 3.2, 1.2],
        rows: [['[1.0]', '[date]', 'First version, from the template by ' + facts.firm, '[Name]']],
        blankRows: 3,
      },
      {
        kind: 'paragraph',
        text: `Template by ${facts.firm} (${facts.host}). Free to adapt for use inside your own company. Questions: ${facts.email}.`,
      },
    ],
  };
}
