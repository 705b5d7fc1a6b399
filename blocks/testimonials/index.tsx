import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, font, space, text } from '../../ui/theme/tokens.ts';
import { fitGrid } from '../../ui/grid.ts';
import { Picture } from '../../ui/Picture.tsx';
import { Section, cardStyle } from '../../ui/Section.tsx';

export type TestimonialsProps = OwnFields<BlockOf<'testimonials'>>;

const photoStyle = css`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  object-fit: cover;
`;

const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

const figureStyle = css`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${space[5]};
  border-top: 4px solid ${color.accent};
`;

// The opening mark hangs into the margin so the lines of the quote stay aligned.
const quoteStyle = (dark: boolean) => css`
  margin: 0;
  font-family: ${font.heading};
  font-size: ${text.xl};
  line-height: 1.45;
  color: ${dark ? color.onDark : color.ink};
  p {
    text-indent: -0.45em;
  }
`;

const captionStyle = (dark: boolean) => css`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  font-size: ${text.sm};
  strong {
    color: ${dark ? color.onDark : color.ink};
  }
  span {
    color: ${dark ? color.onDarkMuted : color.muted};
  }
`;

export default function Testimonials({ eyebrow, heading, tone = 'plain', items }: TestimonialsProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} tone={tone}>
      <ul role="list" css={fitGrid(items.length, { max: 3 })}>
        {items.map((item, i) => (
          <li key={i}>
            <figure css={[cardStyle, figureStyle, dark && darkCard]}>
              <blockquote css={quoteStyle(dark)}>
                <p>{`\u201C${item.quote}\u201D`}</p>
              </blockquote>
              <figcaption css={captionStyle(dark)}>
                {item.photo ? <Picture image={item.photo} sizes="56px" css={photoStyle} /> : null}
                <strong>{item.name}</strong>
                {item.role ? <span>{item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
