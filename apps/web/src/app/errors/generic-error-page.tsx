import { messages } from '@sanchay/domain';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LinkButton } from '../../ui';
import './errors.css';

/**
 * Spec 1 §2 / spec 3 §2: the generic error page, "Ooops, Something went wrong", with Explore
 * Mutual Funds. The route error boundary of the app: a page that throws while rendering or
 * a route module that fails to load lands here.
 */
export function GenericErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const body = (
    <div className="error-page">
      <h1>{messages.shell.genericErrorPage}</h1>
      <p>{messages.generic.somethingWentWrong}</p>
      <LinkButton to="/home" variant="primary">
        {messages.shell.exploreMutualFunds}
      </LinkButton>
    </div>
  );
  return standalone ? <main id="main-content">{body}</main> : body;
}
