import { css } from '@emotion/react';
import { ButtonLink, buttonRow } from '../../ui/Button.tsx';
import { usePageData } from '../page-context.tsx';
import { container } from '../../ui/Section.tsx';
import { color, space, text } from '../../ui/theme/tokens.ts';

const style = css`
  padding: clamp(4rem, 3rem + 6vw, 8rem) 0;
  h1 {
    font-size: ${text.h1};
    margin-bottom: ${space[4]};
  }
  p {
    color: ${color.muted};
    font-size: ${text.lg};
    max-width: 640px;
    margin-bottom: ${space[5]};
  }
  code {
    background: ${color.surfaceAlt};
    padding: 0 0.3em;
    border-radius: 4px;
  }
`;

export default function NotFoundPage() {
  // The services menu's first entry is "All Services": its address comes from the manifest like every other link.
  const allServices = usePageData().chrome.nav.services[0];
  return (
    <section css={style}>
      <div css={container}>
        <h1>404 Page Not Found</h1>
        <p>
          The link may be out of date, or the address mistyped. Everything we offer is one step away: start from the
          home page or see all services.
        </p>
        {import.meta.env.DEV ? (
          <p>
            Developer note: if you just added this page, check that its route is in <code>site.manifest.json</code>.
          </p>
        ) : null}
        <div css={buttonRow}>
          <ButtonLink href="/">Go to the home page</ButtonLink>
          {allServices ? (
            <ButtonLink href={allServices.href} variant="secondary">
              {allServices.text}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
