export function onPageTransitionEnd(): void {
  document.documentElement.style.removeProperty('scroll-behavior');
}
