/** Whether a nav link is the current page: exact match, and any path under /services for the services menu. */
export function isCurrent(href: string, path: string): boolean {
  const target = href.split('#')[0] || '/';
  return target === path;
}

export function isInSection(sectionHref: string, path: string): boolean {
  return path === sectionHref || path.startsWith(`${sectionHref}/`);
}
