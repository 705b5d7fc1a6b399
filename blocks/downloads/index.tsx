import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import type { DownloadView } from '../../model/site.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Section, cardStyle } from '../../ui/Section.tsx';
import { fitGrid, subgridCards } from '../../ui/grid.ts';
import { pillStyle } from '../../ui/pill.ts';

type DownloadsBlock = BlockOf<'downloads'>;

export interface DownloadsProps extends Omit<OwnFields<DownloadsBlock>, 'items'> {
  files: DownloadView[];
}



const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

// A single download is a feature: words on the left, the button on the right from tablets up.
const featureCard = css`
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: auto auto 1fr;
    column-gap: ${space[7]};
    > * {
      grid-column: 1;
    }
    > a {
      grid-column: 2;
      grid-row: 1 / -1;
      align-self: center;
    }
  }
`;


const titleStyle = css`
  font-size: ${text.h3};
`;

const descriptionStyle = (dark: boolean) => css`
  color: ${dark ? color.onDarkMuted : color.muted};
`;

const linkStyle = css`
  align-self: end;
  width: 100%;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function Downloads({ eyebrow, heading, intro, tone = 'plain', buttonText = 'Download', files }: DownloadsProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul role="list" css={[fitGrid(files.length), files.length > 1 && subgridCards(4)]}>
        {files.map((file) => (
          <li key={file.slug}>
            <article css={[cardStyle, css`display: grid; gap: ${space[3]};`, dark && darkCard, files.length === 1 && featureCard]}>
              <span>
                <span css={pillStyle}>{file.type.toUpperCase()}</span>
              </span>
              <h3 css={titleStyle}>{file.title}</h3>
              <p css={descriptionStyle(dark)}>{file.description}</p>
              <a href={file.href} download css={[buttonStyles[dark ? 'onDark' : 'secondary'], linkStyle]}>
                <DownloadIcon />
                {buttonText}
                <span className="visually-hidden">
                  {' '}
                  {file.title} ({file.type.toUpperCase()})
                </span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
