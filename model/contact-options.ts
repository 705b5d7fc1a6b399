import type { SiteManifest } from '../schema/site.types.ts';

export interface ContactOption {
  code: string;
  label: string;
  /** Where the visitor lands after a successful inquiry about this service, if it has its own thank-you page. */
  thankYouPath?: string;
}

export const OTHER_CODE = 'other';

/** The contact form's service choices: every service with a form label, then "other". */
export function contactOptions(manifest: SiteManifest): ContactOption[] {
  return [
    ...manifest.services.flatMap((s) =>
      s.formLabel ? [{ code: s.id, label: s.formLabel, thankYouPath: s.thankYouRoute }] : [],
    ),
    { code: OTHER_CODE, label: manifest.site.contactOther ?? 'Other / General Inquiry' },
  ];
}
