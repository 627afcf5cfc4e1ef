import { messages, productMessages } from '@sanchay/domain';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, LinkButton } from '../../ui';
import { PageFallback } from '../shell/page-fallback';
import { isChunkLoadError, isReloadingForNewBuild, reloadForNewBuild } from './stale-chunk-reload';
import './errors.css';

/**
 * Spec 1 §2 / spec 3 §2: the generic error page, "Ooops, Something went wrong", with Explore
 * Mutual Funds. The route error boundary of the app: a page that throws while rendering or
 * a route module that fails to load lands here. A chunk of an older build (after a deploy) reloads
 * the page once instead; the page offers Reload besides Explore, so no error is a dead end.
 */
export function GenericErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const reloading = isReloadingForNewBuild() || (isChunkLoadError(error) && reloadForNewBuild());
  useEffect(() => {
    if (error && !reloading) console.error(error);
  }, [error, reloading]);
  const body = reloading ? (
    <PageFallback />
  ) : (
    <div className="error-page">
      <h1>{messages.shell.genericErrorPage}</h1>
      <p>{messages.generic.somethingWentWrong}</p>
      <div className="error-page__actions">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {productMessages.errorPage.reload}
        </Button>
        <LinkButton to="/home" variant="primary">
          {messages.shell.exploreMutualFunds}
        </LinkButton>
      </div>
    </div>
  );
  return standalone ? <main id="main-content">{body}</main> : body;
}
