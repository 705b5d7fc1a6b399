import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import { Section } from '../../ui/Section.tsx';

export type TextProps = OwnFields<BlockOf<'text'>>;

const layoutStyle = (withPoints: boolean) => css`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${withPoints ? `${mq.md} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: ${space[7]}; }` : ''}
`;

const proseStyle = (dark: boolean) => css`
  display: grid;
  gap: ${space[4]};
  max-width: 68ch;
  font-size: ${text.lg};
  color: ${dark ? color.onDarkMuted : color.text};
`;

const panelStyle = (dark: boolean) => css`
  list-style: none;
  display: grid;
  gap: ${space[3]};
  padding: ${space[5]};
  border-radius: ${radius.md};
  border-left: 4px solid ${dark ? color.onDark : color.accent};
  background: ${dark ? `color-mix(in srgb, ${color.onDark} 8%, transparent)` : color.accentSoft};
  color: ${dark ? color.onDark : color.ink};
  font-weight: 600;
  li {
    position: relative;
    padding-left: 2rem;
  }
  svg {
    position: absolute;
    left: 0;
    top: 0.2em;
    width: 1.25rem;
    height: 1.25rem;
    color: ${dark ? color.onDark : color.accent};
  }
`;

function Check() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function Prose({ eyebrow, heading, tone = 'plain', paragraphs, points }: TextProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} tone={tone}>
      <div css={layoutStyle(Boolean(points))}>
        <div css={proseStyle(dark)}>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        {points ? (
          <ul role="list" css={panelStyle(dark)}>
            {points.map((point, i) => (
              <li key={i}>
                <Check />
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
