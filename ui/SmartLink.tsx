import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * A link that follows the site's rule: addresses starting with http open in a new tab; all others stay in the site.
 * It hands its ref to the <a>, so a Radix primitive can wrap it (asChild) and focus it.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ href, children, ...rest }, ref) {
  if (isExternal(href)) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
