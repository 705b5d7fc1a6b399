// Every document the build generates, by the slug of its download in the manifest: a download listed here is written
// from its source and needs no hand-made file; any other pdf or docx download is a hand-made file in downloads/, and
// zip downloads bundle the rest. A map of static imports, so browsers (the editor's check) load it as Node does.
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

export const documentSources: Record<string, (facts: Facts) => DocumentSource> = {
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
