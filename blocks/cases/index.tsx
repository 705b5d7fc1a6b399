import { css } from "@emotion/react";
import type { BlockOf, OwnFields } from "../block.ts";
import { color, space, text } from "../../ui/theme/tokens.ts";
import { Section, cardStyle, gridStyle } from "../../ui/Section.tsx";
import { neutralPillStyle } from '../../ui/pill.ts';

export type CasesProps = OwnFields<BlockOf<"cases">>;

const caseStyle = css`
  ${cardStyle};
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  color: ${color.text};
`;


const resultStyle = css`
  margin-top: auto;
  padding-top: ${space[4]};
  border-top: 1px solid ${color.border};
  color: ${color.ink};
  font-weight: 650;
  > span {
    display: block;
    margin-bottom: ${space[1]};
    color: ${color.accent};
    font-size: ${text.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export default function Cases({
  eyebrow,
  heading,
  intro,
  tone,
  items,
}: CasesProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul
        css={[
          gridStyle("280px"),
          css`
            list-style: none;
          `,
        ]}
      >
        {items.map((item, i) => (
          <li key={i} css={caseStyle}>
            <span css={neutralPillStyle}>{item.badge}</span>
            <p>{item.description}</p>
            <p css={resultStyle}>
              <span>
                Result <span aria-hidden="true">{"\u2192"}</span>
              </span>
              {item.result}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
