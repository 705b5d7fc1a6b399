// Smooth scrolling is for in-page jumps; a new page must start at its top at once, not scroll there visibly.
export function onPageTransitionStart(): void {
  document.documentElement.style.scrollBehavior = 'auto';
}
