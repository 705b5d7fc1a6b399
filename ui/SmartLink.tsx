import type { AnchorHTMLAttributes, ReactNode } from 'react';

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/** A link that follows the site's rule: addresses starting with http open in a new tab; all others stay in the site. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
