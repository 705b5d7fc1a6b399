import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import type { DownloadView } from '../../model/site.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Section, cardStyle, gridStyle } from '../../ui/Section.tsx';
import { pillStyle } from '../../ui/pill.ts';

type DownloadsBlock = BlockOf<'downloads'>;

export interface DownloadsProps extends Omit<OwnFields<DownloadsBlock>, 'items'> {
  files: DownloadView[];
}

const bare = css`
  list-style: none;
`;

const grid = gridStyle('250px');

const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
`;

const titleStyle = css`
  font-size: ${text.h3};
`;

const descriptionStyle = (dark: boolean) => css`
  color: ${dark ? color.onDarkMuted : color.muted};
`;

const linkStyle = css`
  margin-top: auto;
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
      <ul role="list" css={[grid, bare]}>
        {files.map((file) => (
          <li key={file.slug}>
            <article css={[cardStyle, card, dark && darkCard]}>
              <span css={pillStyle}>{file.type.toUpperCase()}</span>
              <h3 css={titleStyle}>{file.title}</h3>
              {file.description ? <p css={descriptionStyle(dark)}>{file.description}</p> : null}
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
