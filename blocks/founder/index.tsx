import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { Section, eyebrowStyle } from '../../ui/Section.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Monogram } from '../../ui/Artwork.tsx';

export interface FounderProps extends OwnFields<BlockOf<'founder'>> {
  founder: NonNullable<SiteManifest['founder']>;
}

// Portrait beside the words from tablets up; on phones the portrait sits above, not full width.
const layout = css`
  display: grid;
  gap: ${space[6]};
  align-items: center;
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space[8]};
  }
`;

const portraitStyle = css`
  margin: 0;
  max-width: 360px;
  img,
  svg {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${radius.lg};
    box-shadow: ${shadow.raised};
  }
  figcaption {
    margin-top: ${space[4]};
    display: grid;
    strong {
      font-family: inherit;
      font-size: ${text.lg};
      color: ${color.ink};
    }
    span {
      color: ${color.muted};
      font-size: ${text.sm};
    }
  }
`;

const bodyStyle = css`
  h2 {
    font-size: ${text.h2};
    margin-bottom: ${space[5]};
  }
  p + p {
    margin-top: ${space[4]};
  }
  p {
    font-size: ${text.lg};
    color: ${color.text};
    max-width: 62ch;
  }
`;

export default function Founder({ eyebrow, heading, paragraphs, tone, founder }: FounderProps) {
  return (
    <Section tone={tone}>
      <div css={layout}>
        <figure css={portraitStyle}>
          {founder.portrait ? (
            <Picture image={founder.portrait} sizes="(min-width: 800px) 360px, 90vw" />
          ) : (
            <Monogram name={founder.name} />
          )}
          <figcaption>
            <strong>{founder.name}</strong>
            <span>{founder.role}</span>
          </figcaption>
        </figure>
        <div css={bodyStyle}>
          {eyebrow ? <span css={eyebrowStyle}>{eyebrow}</span> : null}
          <h2>{heading}</h2>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
