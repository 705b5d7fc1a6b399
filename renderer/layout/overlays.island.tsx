// The parts that float over every page (the scroll-to-top button, the cookie banner and the toasts) are one island
// that wakes once the page has loaded and the browser is idle: none of them shows before that anyway (the banner
// waits 2 seconds, the button a scroll, the toasts an action).
import { defineIsland } from '../../ui/island.tsx';
import { Toaster } from '../../ui/toasts/Toaster.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

function Overlays() {
  return (
    <>
      <ScrollToTop />
      <CookieBanner />
      <Toaster />
    </>
  );
}

export default defineIsland(Overlays, 'idle');
