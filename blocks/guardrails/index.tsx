import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { Section, cardStyle } from '../../ui/Section.tsx';

export type GuardrailsProps = OwnFields<BlockOf<'guardrails'>>;

const columns = css`
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

const columnStyle = (accent: string) => css`
  ${cardStyle};
  border-top: 4px solid ${accent};
  color: ${color.text};
  && h3 {
    font-size: ${text.h3};
    color: ${color.ink};
    margin-bottom: ${space[4]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space[3]};
  }
  li {
    display: flex;
    gap: ${space[3]};
    align-items: flex-start;
  }
`;

const iconStyle = (tint: string) => css`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin-top: 0.05rem;
  padding: 0.25rem;
  border-radius: 50%;
  color: #fff;
  background: ${tint};
`;

function Mark({ included }: { included: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      css={iconStyle(included ? color.success : color.danger)}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={included ? 'M5 12.5l4.5 4.5L19 7.5' : 'M7 7l10 10M17 7L7 17'} />
    </svg>
  );
}

function Column({ title, items, included }: { title: string; items: string[]; included: boolean }) {
  return (
    <div css={columnStyle(included ? color.success : color.danger)}>
      <h3>{title}</h3>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            <Mark included={included} />
            <span>
              <span className="visually-hidden">{included ? 'Included: ' : 'Not included: '}</span>
              {item}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Guardrails({
  eyebrow,
  heading,
  intro,
  tone,
  inScopeTitle = 'What we do',
  inScope,
  outOfScopeTitle = "What we don't do",
  outOfScope,
}: GuardrailsProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <div css={columns}>
        <Column title={inScopeTitle} items={inScope} included />
        <Column title={outOfScopeTitle} items={outOfScope} included={false} />
      </div>
    </Section>
  );
}
