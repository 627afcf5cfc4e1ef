import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { SessionWatcher, SignInDialog } from '../../features/session';
import { FlashBar, useIsMobile, lazyComponent } from '../../ui';
import { currentHandle } from '../route-handle';
import { Header } from './header';
import { DEFAULT_HEADER_PRESET, headerPresets } from './header-presets';
import { GlobalLoader } from './global-loader';
import { MobileTabs } from './mobile-tabs';
import { PageFallback } from './page-fallback';
import './shell.css';

export const MAIN_CONTENT_ID = 'main-content';

// The footer is below the first screen (the main area is at least a screen tall), so it loads
// after the entry: its date formatting (date-fns) stays out of the first load.
const SiteFooter = lazyComponent('shell/SiteFooter', async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** The frame around every screen: landmarks, header preset, flash bar, footer, dialogs. */
export function RootLayout() {
  const matches = useMatches();
  const handle = currentHandle(matches);
  const isMobile = useIsMobile();
  const presetName = handle.header ?? DEFAULT_HEADER_PRESET;
  const showTabs = isMobile && handle.mobileTabs !== false;

  useDocumentTitle(handle.title);

  return (
    <div className={showTabs ? 'app-frame app-frame--tabs' : 'app-frame'}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <GlobalLoader />
      <Header parts={headerPresets[presetName]} isMobile={isMobile} backTo={presetName === 'showBackToHomeCTA' ? 'home' : 'history'} />
      <FlashBar />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        {/* Feature pages exported as React.lazy components suspend here while their chunk loads. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {showTabs ? <MobileTabs /> : null}
      <SignInDialog />
      {/* Spec 1 §4: 401 → sign in, tab visible → re-sync, idle → logout. */}
      <SessionWatcher />
      <ScrollRestoration />
    </div>
  );
}

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Sanchay`;
  }, [title]);
}
