// The navigation bar is an island that wakes when a visitor reaches for it (a pointer over it, a touch, or focus):
// its links work as plain links before that, and its menus (Radix NavigationMenu) need its code only then.
import { defineIsland } from '../../ui/island.tsx';
import { NavBar } from './NavBar.tsx';

export default defineIsland(NavBar, 'interaction');
