import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import { Section, cardStyle } from '../../ui/Section.tsx';

export type ListsProps = OwnFields<BlockOf<'lists'>>;

const groupsStyle = css`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

const titleStyle = css`
  font-size: ${text.h3};
  margin-bottom: ${space[4]};
`;

const listStyle = (dark: boolean) => css`
  list-style: none;
  display: grid;
  gap: ${space[3]};
  li {
    position: relative;
    padding-left: 2.25rem;
    color: ${dark ? color.onDarkMuted : color.text};
  }
`;

const checkStyle = (dark: boolean) => css`
  position: absolute;
  left: 0;
  top: 0.2em;
  width: 1.25rem;
  height: 1.25rem;
  color: ${dark ? color.onDark : color.teal};
`;

const numberedStyle = (dark: boolean) => css`
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0.05em;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: ${radius.pill};
    display: grid;
    place-items: center;
    font-size: ${text.xs};
    font-weight: 700;
    background: ${dark ? color.onDark : color.navy};
    color: ${dark ? color.navy : color.onDark};
  }
`;

function Check({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function Lists({ eyebrow, heading, intro, tone = 'plain', groups }: ListsProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <div css={groupsStyle}>
        {groups.map((group, g) => {
          const List = group.ordered ? 'ol' : 'ul';
          return (
            <div key={g} css={[cardStyle, dark && darkCard]}>
              <h3 css={titleStyle}>{group.title}</h3>
              {/* role="list": Safari drops list semantics from lists styled without bullets. */}
              <List role="list" css={[listStyle(dark), group.ordered && numberedStyle(dark)]}>
                {group.items.map((item, i) => (
                  <li key={i}>
                    {group.ordered ? null : <Check css={checkStyle(dark)} />}
                    {item}
                  </li>
                ))}
              </List>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
