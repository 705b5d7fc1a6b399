// The focus cards' choices: pressing one selects its service in the book page's contact form (ui/selected-service.ts,
// shared with the form's island). They wake when they scroll into view; a press before that is kept and replayed.
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { setSelectedService, useSelectedService } from '../../ui/selected-service.ts';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { fitGrid } from '../../ui/grid.ts';
import { defineIsland } from '../../ui/island.tsx';
import type { FocusCardView } from './index.tsx';

const cardStyle = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[2]};
  width: 100%;
  height: 100%;
  padding: ${space[3]};
  text-align: left;
  ${mq.md} {
    padding: ${space[5]};
  }
  background: ${color.surface};
  color: ${color.text};
  border: 2px solid ${color.border};
  border-radius: ${radius.md};
  cursor: pointer;
  transition: border-color 0.15s ease, box-shadow 0.15s ease, background-color 0.15s ease;
  &:hover {
    border-color: ${color.accent};
    box-shadow: ${shadow.card};
  }
  &[aria-pressed='true'] {
    border-color: ${color.accent};
    background: ${color.accentSoft};
    box-shadow: ${shadow.card};
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const nameStyle = css`
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${color.accent};
`;

const textStyle = css`
  font-size: ${text.base};
  ${mq.md} {
    font-size: ${text.lg};
  }
  font-weight: 700;
  line-height: 1.3;
  color: ${color.ink};
`;

const stateStyle = css`
  display: none;
  margin-top: auto;
  padding-top: ${space[2]};
  ${mq.md} {
    display: inline-flex;
  }
  align-items: center;
  gap: ${space[2]};
  font-size: ${text.sm};
  font-weight: 650;
  color: ${color.muted};
  [aria-pressed='true'] > & {
    color: ${color.accent};
  }
`;

const markStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 2px solid currentColor;
  [aria-pressed='true'] > * > & {
    background: ${color.accent};
    border-color: ${color.accent};
    color: #fff;
  }
`;

function Choices({ items }: { items: FocusCardView[] }) {
  const selected = useSelectedService();
  // The choice belongs to this visit of the page: leaving it clears the choice.
  useEffect(() => () => setSelectedService(''), []);
  // Two compact columns even on phones, so the form is reached within two screens.
  return (
    <ul role="list" css={fitGrid(items.length, { gap: space[3], phoneColumns: 2 })}>
      {items.map((item) => {
        const pressed = selected === item.service;
        return (
          <li key={item.service}>
            <button
              type="button"
              css={cardStyle}
              aria-pressed={pressed}
              data-service={item.service}
              onClick={() => setSelectedService(pressed ? '' : item.service)}
            >
              <span css={nameStyle}>{item.name}</span>
              <span css={textStyle}>{item.text}</span>
              <span css={stateStyle} aria-hidden="true">
                <span css={markStyle}>
                  {pressed ? (
                    <svg
                      width="12"
                      height="12"
                      viewBox="0 0 12 12"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d="M2.5 6.2 5 8.5l4.5-5" />
                    </svg>
                  ) : null}
                </span>
                {pressed ? 'Selected' : 'Select'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default defineIsland(Choices, 'visible');
