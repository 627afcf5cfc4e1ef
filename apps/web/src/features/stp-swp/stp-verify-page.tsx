import { productMessages } from '@sanchay/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, Skeleton, buttonClassName } from '../../ui';
import { verifyStpLink } from './stp-swp-api';
import './stps.css';

/**
 * /profile/stps/verify?token= (decision 0113): the page the STP's e-mail links to. It confirms the
 * plan (before 3 PM of its day; after, the plan is cancelled) and says which. No sign-in needed:
 * the link's token is the proof, as the e-mail's reader may open it on another device.
 */
export default function StpVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const headingId = useId();
  const answer = useQuery({
    queryKey: ['stp-swp', 'verify', token],
    queryFn: () => verifyStpLink(token),
    enabled: /^[A-Za-z0-9_-]{20,100}$/.test(token),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <section className="stps-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{productMessages.stp.verifyHeading}</h1>
      <Card>
        {answer.isPending && answer.fetchStatus !== 'idle' ? (
          <Skeleton height={40} />
        ) : answer.isError || !answer.data ? (
          <p role="alert">{answer.isError ? failureOf(answer.error).message : productMessages.stp.linkInvalid}</p>
        ) : (
          <p role="status">{answer.data.message}</p>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'small' })} to="/profile/stps">
          My STPs
        </Link>
      </Card>
    </section>
  );
}
