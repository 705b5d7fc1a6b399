import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { space } from '../../ui/theme/tokens.ts';
import { ButtonLink, buttonRow } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';

export type CtaProps = OwnFields<BlockOf<'cta'>>;

const actionsStyle = css`
  margin-top: -${space[2]};
`;

export default function Cta({ eyebrow, heading, body, tone = 'dark', actions }: CtaProps) {
  const secondary = tone === 'dark' ? 'onDark' : 'secondary';
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={body} tone={tone}>
      <div css={[buttonRow, actionsStyle]}>
        {actions.map((action, i) => (
          <ButtonLink key={i} href={action.href} variant={i === 0 ? 'primary' : secondary}>
            {action.text}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
