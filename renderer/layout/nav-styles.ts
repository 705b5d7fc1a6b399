// The navigation bar's styles: the bar, its links and call to action, the Services menu and the phone's menu panel.
import { css } from '@emotion/react';
import { color, layout, mq, radius, space, text } from '../../ui/theme/tokens.ts';

/** Below this width the links move into the hamburger menu. */
export const DESKTOP_MIN_WIDTH = 1100;
const DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;
/** Just above the breakpoint every link and the call to action must still fit on one line: tighter spacing. */
const NARROW_DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px) and (max-width: 1279.98px)`;

// The bar's translucent background lives on a pseudo-element: a backdrop-filter on the header itself would make it
// the containing block of the fixed mobile panel inside it, shrinking the panel to nothing.
export const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.navHeight};
  border-bottom: 1px solid ${color.border};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(255, 255, 255, 0.97);
    backdrop-filter: saturate(1.4) blur(8px);
  }
`;

export const inner = css`
  max-width: 1280px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${layout.gutter};
  display: flex;
  align-items: center;
  gap: ${space[4]};
  ${NARROW_DESKTOP} {
    gap: ${space[3]};
  }
`;

export const brand = css`
  font-weight: 800;
  font-size: 1.15rem;
  letter-spacing: -0.01em;
  color: ${color.navy};
  text-decoration: none;
  margin-right: auto;
  white-space: nowrap;
`;

export const linkStyle = css`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.5rem 0.6rem;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${text.sm};
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${color.accent};
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: ${color.accent};
    box-shadow: inset 0 -2px 0 ${color.accent};
  }
  ${NARROW_DESKTOP} {
    padding: 0.5rem 0.4rem;
    font-size: 0.875rem;
  }
`;

export const ctaStyle = css`
  min-height: 40px;
  padding: 0.5rem 1rem;
  white-space: nowrap;
  ${NARROW_DESKTOP} {
    padding: 0.5rem 0.7rem;
    font-size: 0.875rem;
  }
`;

export const desktopOnly = css`
  display: none;
  ${DESKTOP} {
    display: flex;
  }
`;

export const list = css`
  list-style: none;
  flex: none;
  align-items: center;
  gap: ${space[1]};
`;

export const caret = css`
  flex: none;
  transition: transform 0.15s ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

// The ::before bridge covers the gap between the button and the menu, so the pointer crossing it stays "inside".
export const dropdown = css`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  min-width: 290px;
  list-style: none;
  padding: ${space[2]};
  background: #fff;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.14);
  &::before {
    content: '';
    position: absolute;
    inset: -8px 0 auto 0;
    height: 8px;
  }
  a {
    padding: 0.55rem 0.75rem;
  }
  a:hover,
  a:focus-visible {
    background: ${color.surfaceAlt};
  }
  a[aria-current='page'] {
    background: ${color.accentSoft};
    box-shadow: none;
  }
  li:first-of-type {
    border-bottom: 1px solid ${color.border};
    margin-bottom: ${space[1]};
    padding-bottom: ${space[1]};
  }
`;

export const menuButton = css`
  ${DESKTOP} {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: #fff;
  color: ${color.navy};
  cursor: pointer;
`;

export const mobilePanel = css`
  position: fixed;
  top: ${layout.navHeight};
  inset-inline: 0;
  bottom: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: #fff;
  border-top: 1px solid ${color.border};
  padding: ${space[3]} ${layout.gutter} ${space[7]};
  ${DESKTOP} {
    display: none;
  }
  ul {
    list-style: none;
  }
  a:not([data-cta]) {
    padding: 0.7rem 0.5rem;
    font-size: ${text.base};
  }
  a[aria-current='page'] {
    background: ${color.accentSoft};
    box-shadow: none;
  }
`;

export const groupLabel = css`
  margin: ${space[4]} 0 ${space[1]};
  padding: 0 0.5rem;
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
`;

export const navFill = css`height: 100%;`;

export const servicesEntry = css`position: relative;`;

export const mobileCtaParagraph = css`margin-top: ${space[5]};`;

export const fullWidth = css`width: 100%;`;
