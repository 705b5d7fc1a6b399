import { css } from "@emotion/react";
import type { BlockOf, OwnFields } from "../block.ts";
import type { ClaimView } from "../../model/site.ts";
import { color, space, text } from "../../ui/theme/tokens.ts";
import { Section, cardStyle, type Tone } from "../../ui/Section.tsx";

type StatsBlock = BlockOf<"stats">;

export interface StatsProps extends Omit<OwnFields<StatsBlock>, "claims"> {
  claims: ClaimView[];
}

// auto-fit (not auto-fill) so four tiles share the full width instead of leaving an empty track.
const tilesStyle = (count: number) => css`
  list-style: none;
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  max-width: ${count * 320}px;
`;

const tileStyle = (tone: Tone) => css`
  ${cardStyle};
  border-top: 3px solid ${color.accent};
  ${tone === "dark" ? `background: rgba(255, 255, 255, 0.06); border-color: rgba(255, 255, 255, 0.16); border-top-color: ${color.accent};` : ""}
`;

const valueStyle = (tone: Tone) => css`
  display: block;
  font-size: ${text.h2};
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: ${tone === "dark" ? "#fff" : color.navy};
`;

const labelStyle = (tone: Tone) => css`
  display: block;
  margin-top: ${space[2]};
  font-size: ${text.sm};
  color: ${tone === "dark" ? color.onDarkMuted : color.muted};
`;

export default function Stats({
  eyebrow,
  heading,
  intro,
  tone = "plain",
  claims,
}: StatsProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul css={tilesStyle(claims.length)}>
        {claims.map((claim, i) => (
          <li key={i} css={tileStyle(tone)}>
            <span css={valueStyle(tone)}>{claim.value}</span>
            <span css={labelStyle(tone)}>{claim.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
