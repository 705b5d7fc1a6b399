// The FAQ's questions and answers: the one part of the block that moves (Radix accordion, one answer open at a time,
// arrow keys between questions). It wakes when it scrolls into view; until then, and without JavaScript, it is the
// same HTML with every answer in it.
import { css } from '@emotion/react';
import * as Accordion from '@radix-ui/react-accordion';
import { defineIsland } from '../../ui/island.tsx';
import { color, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import type { FaqProps } from './index.tsx';

interface AnswersProps {
  items: FaqProps['items'];
  dark: boolean;
}

const rootStyle = (dark: boolean) => css`
  max-width: 860px;
  border-top: 1px solid ${dark ? `color-mix(in srgb, ${color.onDark} 22%, transparent)` : color.border};
`;

const itemStyle = (dark: boolean) => css`
  border-bottom: 1px solid ${dark ? `color-mix(in srgb, ${color.onDark} 22%, transparent)` : color.border};
`;

const triggerStyle = (dark: boolean) => css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  padding: ${space[4]} 0;
  min-height: 48px;
  background: none;
  border: 0;
  border-radius: ${radius.sm};
  color: ${dark ? color.onDark : color.ink};
  font-size: ${text.lg};
  font-weight: 650;
  line-height: 1.35;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${dark ? color.onDark : color.accent};
  }
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: ${dark ? color.onDark : color.accent};
    transition: transform 0.2s ease;
  }
  &[data-state='open'] svg {
    transform: rotate(45deg);
  }
  ${mq.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

// The answers are always in the HTML (forceMount), for search engines and visitors without JavaScript;
// CSS hides the closed ones, except where the browser says scripting is off and nothing could open them.
const contentStyle = (dark: boolean) => css`
  padding: 0 ${space[7]} ${space[5]} 0;
  color: ${dark ? color.onDarkMuted : color.muted};
  max-width: 72ch;
  &[data-state='closed'] {
    display: none;
  }
  @media (scripting: none) {
    &[data-state='closed'] {
      display: block;
    }
  }
`;

const headerStyle = css`
  margin: 0;
  font-size: inherit;
`;

function Plus() {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Answers({ items, dark }: AnswersProps) {
  return (
    <Accordion.Root type="single" collapsible css={rootStyle(dark)}>
      {items.map((item, i) => (
        <Accordion.Item key={i} value={`q${i}`} css={itemStyle(dark)}>
          <Accordion.Header css={headerStyle}>
            <Accordion.Trigger css={triggerStyle(dark)}>
              <span>{item.question}</span>
              <Plus />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount css={contentStyle(dark)}>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export default defineIsland(Answers, 'visible');
