/**
 * Screens narrow enough for the menu button instead of the four links. Matches the breakpoint the
 * header's styles switch at (src/layout/headerControl.module.css, Header.module.css); the build
 * reads it too (the boot script prefetches the menu panel there).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99rem)';

/** The menu panel's source module: its chunks are what the boot script prefetches. */
export const MENU_PANEL_SOURCE = 'src/layout/MobileMenu/MobileMenuPanel.tsx';
