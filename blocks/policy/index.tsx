import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import { Section } from '../../ui/Section.tsx';

export interface PolicyProps extends OwnFields<BlockOf<'policy'>> {
  /** The update date as the site's locale writes it. */
  updatedText: string;
}

// Contents beside the text on wide screens (and sticky, for long policies); above it on phones.
const layout = css`
  display: grid;
  gap: ${space[6]};
  ${mq.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${space[8]};
    align-items: start;
  }
`;

const contents = css`
  font-size: ${text.sm};
  ${mq.lg} {
    position: sticky;
    top: calc(64px + ${space[5]});
  }
  h2 {
    font-family: inherit;
    font-size: ${text.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.muted};
    margin-bottom: ${space[3]};
  }
  ol {
    list-style: decimal inside;
    display: grid;
    gap: ${space[2]};
  }
  a {
    color: ${color.navy};
  }
`;

const noteStyle = css`
  margin-bottom: ${space[6]};
  padding: ${space[4]} ${space[5]};
  border-radius: ${radius.md};
  border-left: 4px solid ${color.accent};
  background: ${color.accentSoft};
  color: ${color.ink};
  font-weight: 600;
`;

const article = css`
  max-width: 70ch;
  section + section {
    margin-top: ${space[7]};
  }
  h2 {
    font-size: ${text.h3};
    margin-bottom: ${space[3]};
    scroll-margin-top: 88px;
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: ${space[3]};
  }
  ul {
    padding-left: 1.25rem;
    display: grid;
    gap: ${space[2]};
  }
  li::marker {
    color: ${color.accent};
  }
`;

const meta = css`
  color: ${color.muted};
  font-size: ${text.sm};
  margin-bottom: ${space[5]};
`;

const sectionId = (i: number) => `section-${i + 1}`;

export default function Policy({ updatedText, reviewNote, intro, sections }: PolicyProps) {
  return (
    <Section>
      <div css={layout}>
        <nav css={contents} aria-labelledby="policy-contents">
          <h2 id="policy-contents">Contents</h2>
          <ol>
            {sections.map((section, i) => (
              <li key={i}>
                <a href={`#${sectionId(i)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div css={article}>
          {reviewNote ? (
            <p css={noteStyle} role="note">
              {reviewNote}
            </p>
          ) : null}
          <p css={meta}>Last updated {updatedText}</p>
          {intro ? <p css={css`font-size: ${text.lg}; margin-bottom: ${space[6]};`}>{intro}</p> : null}
          {sections.map((section, i) => (
            <section key={i} aria-labelledby={sectionId(i)}>
              <h2 id={sectionId(i)}>
                {i + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, j) => (
                <p key={j}>{paragraph}</p>
              ))}
              {section.points ? (
                <ul>
                  {section.points.map((point, j) => (
                    <li key={j}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </Section>
  );
}
