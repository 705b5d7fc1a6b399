// Every download's content, by manifest slug. A download of type pdf or docx must have an entry here;
// downloads of type zip bundle the others and need none.
import type { DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import servicesOverview from './services-overview.ts';
import rfpPack from './rfp-pack.ts';
import sopChecklist from './sop-checklist.ts';
import opsAudit from './ops-audit.ts';
import clientComms from './client-comms.ts';
import vendorPrep from './vendor-prep.ts';
import compliancePack from './compliance-pack.ts';
import strategicOperatorOutline from './strategic-operator-outline.ts';
import strategicOperatorEngagement from './strategic-operator-engagement.ts';
import strategicOperatorIntake from './strategic-operator-intake.ts';
import opsosSample from './opsos-sample.ts';
import opsosSampleToolkit from './opsos-sample-toolkit.ts';
import opsosLicenseTerms from './opsos-license-terms.ts';

export const contents: Record<string, (facts: Facts) => DocumentSource> = {
  'services-overview': servicesOverview,
  'rfp-pack': rfpPack,
  'sop-checklist': sopChecklist,
  'ops-audit': opsAudit,
  'client-comms': clientComms,
  'vendor-prep': vendorPrep,
  'compliance-pack': compliancePack,
  'strategic-operator-outline': strategicOperatorOutline,
  'strategic-operator-engagement': strategicOperatorEngagement,
  'strategic-operator-intake': strategicOperatorIntake,
  'opsos-sample': opsosSample,
  'opsos-sample-toolkit': opsosSampleToolkit,
  'opsos-license-terms': opsosLicenseTerms,
};
