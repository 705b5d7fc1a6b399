import { css } from '@emotion/react';
import type { Chrome } from '../../model/chrome.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { container } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';

const footerStyle = css`
  background: ${color.navyDeep};
  color: ${color.onDarkMuted};
  padding: ${space[8]} 0 ${space[6]};
  font-size: ${text.sm};
  a {
    color: ${color.onDark};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    color: #fff;
    font-size: ${text.base};
    margin-bottom: ${space[3]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space[2]};
  }
`;

const columns = css`
  display: grid;
  gap: ${space[6]};
  grid-template-columns: 1fr;
  @media (min-width: 800px) {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const bottom = css`
  margin-top: ${space[7]};
  padding-top: ${space[5]};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  justify-content: space-between;
`;

const placeholder = css`
  color: ${color.onDarkMuted};
  cursor: not-allowed;
  text-decoration: underline dotted;
`;

export function Footer({ chrome }: { chrome: Chrome }) {
  const { footer } = chrome;
  return (
    <footer css={footerStyle}>
      <div css={container}>
        <div css={columns}>
          <div>
            <h2>{chrome.firmName}</h2>
            <p css={css`max-width: 420px;`}>{footer.description}</p>
            <ul
              css={css`margin-top: ${space[4]}; display: flex !important; gap: ${space[4]} !important;`}
              aria-label="Social profiles"
            >
              {footer.social.map((s) => (
                <li key={s.text}>
                  {s.href ? (
                    <SmartLink href={s.href}>{s.text}</SmartLink>
                  ) : (
                    <span css={placeholder} title="Coming soon">
                      {s.text} <span className="visually-hidden">(coming soon)</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={footer.servicesTitle}>
            <h2>{footer.servicesTitle}</h2>
            <ul>
              {footer.services.map((l) => (
                <li key={l.href}>
                  <SmartLink href={l.href}>{l.text}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={footer.companyTitle}>
            <h2>{footer.companyTitle}</h2>
            <ul>
              {footer.company.map((l) => (
                <li key={l.href}>
                  <SmartLink href={l.href}>{l.text}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div css={bottom}>
          <p>{footer.copyright}</p>
          <ul css={css`display: flex !important; flex-wrap: wrap; gap: ${space[4]} !important;`} aria-label="Legal">
            {footer.legal.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href}>{l.text}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
