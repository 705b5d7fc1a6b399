/** @jsxImportSource @emotion/react */
// What the preview shows in place of a part that cannot be rendered yet (a draft in the middle of an edit): a
// friendly note in the page where the part would be, while the rest of the page shows as usual. Error boundaries
// catch a block or the navigation and footer that throw while rendering.
import { css } from '@emotion/react';
import { Component, type ReactNode } from 'react';
import { options } from 'preact';
import { color, space, text } from '../../ui/theme/tokens.ts';

// Preact's server renderer honours error boundaries only when asked to (this bundle's own copy of Preact).
(options as { errorBoundaries?: boolean }).errorBoundaries = true;

const placeholderStyle = css`
  margin: ${space[5]} auto;
  max-width: 960px;
  padding: ${space[5]};
  border: 2px dashed ${color.fieldBorder};
  border-radius: 8px;
  background: ${color.surfaceAlt};
  color: ${color.text};
  font-size: ${text.base};
  text-align: center;
`;

/** A note in the page: "This block can't be shown yet: the link has no address." */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div role="note" css={placeholderStyle} data-editor-placeholder="">
      {children}
    </div>
  );
}

interface BoundaryProps {
  /** What to show when the part throws. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Renders its children, or `fallback` when they throw. */
export class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
