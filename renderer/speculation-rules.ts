// Moving between pages is a full page load, made instant: Chromium prerenders a page of the site when a pointer rests
// on a link to it (200 ms) or presses it (the rules' "moderate" eagerness). The API and downloads are left alone. The
// CSP allows this inline script by its own keyword ('inline-speculation-rules', model/serving.ts), no other. Browsers
// without speculation rules prefetch on the same signs instead (renderer/islands/prefetch.ts).
const RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export const speculationRulesScript = `<script type="speculationrules">${JSON.stringify(RULES)}</script>`;
