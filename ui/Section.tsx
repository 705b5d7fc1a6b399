import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, layout, space, text } from './theme/tokens.ts';

export type Tone = 'plain' | 'alt' | 'dark';

const tones: Record<Tone, ReturnType<typeof css>> = {
  plain: css`
    background: ${color.surface};
  `,
  alt: css`
    background: ${color.surfaceAlt};
  `,
  dark: css`
    background: ${color.navy};
    color: ${color.onDark};
    h2,
    h3 {
      color: #fff;
    }
  `,
};

export const container = css`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`;

const headerStyle = css`
  max-width: 760px;
  margin-bottom: ${space[6]};
  h2 {
    font-size: ${text.h2};
    letter-spacing: -0.01em;
  }
`;

export const eyebrowStyle = css`
  display: block;
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.accent};
  margin-bottom: ${space[2]};
`;

const introStyle = (tone: Tone) => css`
  margin-top: ${space[3]};
  font-size: ${text.lg};
  color: ${tone === 'dark' ? color.onDarkMuted : color.muted};
`;

interface SectionProps {
  heading?: string;
  eyebrow?: string;
  intro?: string;
  tone?: Tone;
  children?: ReactNode;
}

/** A full-width band of the page with an optional heading; blocks build on it for consistent rhythm. */
export function Section({ heading, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const headingId = heading ? `h-${slug(heading)}` : undefined;
  return (
    <section
      aria-labelledby={headingId}
      data-tone={tone}
      css={[
        tones[tone],
        css`
          padding: ${space.section} 0;
        `,
      ]}
    >
      <div css={container}>
        {heading || intro ? (
          <header css={headerStyle}>
            {eyebrow ? <span css={[eyebrowStyle, tone === 'dark' && css`color: #fdba74;`]}>{eyebrow}</span> : null}
            {heading ? <h2 id={headingId}>{heading}</h2> : null}
            {intro ? <p css={introStyle(tone)}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
}

export const cardStyle = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: 12px;
  padding: ${space[5]};
`;

/** A picture at the top of a card, bleeding to the card's edges (cancels cardStyle's padding). */
export const cardImageStyle = css`
  margin: -${space[5]} -${space[5]} 0;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 12px 12px 0 0;
  }
`;
