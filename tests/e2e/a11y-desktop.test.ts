// axe at a desktop width (1280 px): tests/e2e/axe-suite.ts.
import { useTabs, WIDTHS } from './a11y-tabs.ts';
import { axeSuite } from './axe-suite.ts';

useTabs();
axeSuite(WIDTHS[1]);
