import { css } from "@emotion/react";
import type { BlockOf, OwnFields } from "../block.ts";
import type { ResolveContext, ServiceView } from "../../renderer/site/site.ts";
import { color, space, text } from "../../renderer/theme/tokens.ts";
import { ButtonLink } from "../../renderer/ui/Button.tsx";
import { SmartLink } from "../../renderer/ui/SmartLink.tsx";
import { Section, cardStyle } from "../../renderer/ui/Section.tsx";

type CrossLinksBlock = BlockOf<"cross-links">;

export interface CrossLink {
  name: string;
  tagline: string;
  price: string;
  href: string;
}

export interface CrossLinksProps extends Omit<
  OwnFields<CrossLinksBlock>,
  "services" | "heading"
> {
  heading?: string;
  services: CrossLink[];
}

export function resolve(
  block: CrossLinksBlock,
  ctx: ResolveContext,
): CrossLinksProps {
  const { type: _type, anchor: _anchor, services, ...rest } = block;
  const links = services
    .map((id, i) => ctx.service(id, `/services/${i}`))
    .filter((service): service is ServiceView => service !== undefined)
    .map((service) => ({
      name: service.name,
      tagline: service.tagline,
      price: service.headline.text,
      href: service.href,
    }));
  return { ...rest, services: links };
}

// Two or three cards share the row without stretching across a wide screen.
const linksGrid = (count: number) => css`
  list-style: none;
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  max-width: ${count * 400}px;
`;

// The whole card is clickable: the heading's link stretches over it, so there is one link per card.
const linkCard = css`
  ${cardStyle};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  color: ${color.text};
  transition: border-color 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${color.accent};
  }
  && h3 {
    font-size: ${text.h3};
    color: ${color.ink};
  }
  h3 a {
    text-decoration: none;
    &::after {
      content: "";
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
  &:hover h3 a {
    text-decoration: underline;
  }
`;

const taglineStyle = css`
  color: ${color.muted};
  font-size: ${text.sm};
`;

const priceStyle = css`
  margin-top: auto;
  padding-top: ${space[2]};
  color: ${color.navy};
  font-weight: 700;
`;

export default function CrossLinks({
  heading = "Not sure if this is the right fit?",
  intro,
  services,
  cta,
}: CrossLinksProps) {
  return (
    <Section heading={heading} intro={intro} tone="alt">
      <ul css={linksGrid(services.length)}>
        {services.map((service, i) => (
          <li key={i} css={linkCard}>
            <h3>
              <SmartLink href={service.href}>
                {service.name}
                <span aria-hidden="true">{"\u00a0\u2192"}</span>
              </SmartLink>
            </h3>
            <p css={taglineStyle}>{service.tagline}</p>
            <p css={priceStyle}>{service.price}</p>
          </li>
        ))}
      </ul>
      {cta ? (
        <div
          css={css`
            margin-top: ${space[6]};
          `}
        >
          <ButtonLink href={cta.href}>{cta.text}</ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
