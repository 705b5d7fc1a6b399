import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, radius, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink, buttonRow } from '../../ui/Button.tsx';
import { cardStyle, container } from '../../ui/Section.tsx';

export type ConfirmationProps = OwnFields<BlockOf<'confirmation'>>;

const sectionStyle = css`
  background: ${color.surfaceAlt};
  padding: ${space.section} 0;
`;

const innerStyle = css`
  max-width: 720px;
  display: grid;
  gap: ${space[5]};
`;

// White on color.success and color.success on white both pass AA (about 5:1).
const iconStyle = css`
  width: 3.5rem;
  height: 3.5rem;
  color: ${color.success};
`;

const titleStyle = css`
  font-size: ${text.h1};
  letter-spacing: -0.02em;
`;

const bodyStyle = css`
  font-size: ${text.lg};
  color: ${color.text};
  max-width: 62ch;
`;

const nextStyle = css`
  display: grid;
  gap: ${space[4]};
  h2 {
    font-size: ${text.h3};
  }
`;

const stepsStyle = css`
  list-style: none;
  counter-reset: next;
  display: grid;
  gap: ${space[3]};
  li {
    counter-increment: next;
    position: relative;
    padding-left: 2.5rem;
    min-height: 1.75rem;
  }
  li::before {
    content: counter(next);
    position: absolute;
    left: 0;
    top: 0;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${radius.pill};
    display: grid;
    place-items: center;
    font-size: ${text.xs};
    font-weight: 700;
    background: ${color.success};
    color: ${color.surface};
  }
`;

function SuccessIcon() {
  return (
    <svg css={iconStyle} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path
        d="M14 24.5l7 7 13-15"
        fill="none"
        stroke={color.surface}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function Confirmation({
  heading,
  body,
  nextStepsTitle = 'What happens next',
  nextSteps,
  actions,
}: ConfirmationProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionStyle}>
      <div css={container}>
        <div css={innerStyle}>
          <SuccessIcon />
          <h1 id={titleId} css={titleStyle}>
            {heading}
          </h1>
          <p css={bodyStyle}>{body}</p>
          {nextSteps ? (
            <div css={[cardStyle, nextStyle]}>
              <h2>{nextStepsTitle}</h2>
              <ol role="list" css={stepsStyle}>
                {nextSteps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </div>
          ) : null}
          {actions && actions.length > 0 ? (
            <div css={buttonRow}>
              {actions.map((action, i) => (
                <ButtonLink key={i} href={action.href} variant={i === 0 ? 'primary' : 'secondary'}>
                  {action.text}
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
