import type { UIMatch } from 'react-router';
import type { HeaderPresetName } from './shell/header-presets';

/** Who may see a screen: anyone, or a signed-in user (signed out → the not-authorized panel). */
export type ScreenAccess = 'public' | 'account';

/** What a route tells the shell about itself, in its `handle`. */
export interface RouteHandle {
  /** Header preset (spec 1 §2); default visibleLogo. */
  header?: HeaderPresetName;
  /** Page title: the document title and, on placeholder screens, the <h1>. */
  title?: string;
  /** One line on what the screen is for (placeholder screens). */
  purpose?: string;
  access?: ScreenAccess;
  /** Signed out: open the sign-in dialog on entry as well (portfolio, profile, mandates). */
  openSignInOnEntry?: boolean;
  /** Show the account sidebar beside the page on desktop. */
  sidebar?: boolean;
  /** Mobile only (premium services): desktop goes to /home?error=404. */
  mobileOnly?: boolean;
  /** Show the mobile footer tabs (default true); off in checkout and full-screen tasks. */
  mobileTabs?: boolean;
}

/** The handle of the deepest route that has one. */
export function currentHandle(matches: UIMatch[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
