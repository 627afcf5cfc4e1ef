import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignIn } from '../features/session';

/** /login: opens the sign-in dialog over home (the query string is kept: agentCode, source). */
export function LoginRoute() {
  const { open } = useSignIn();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    open();
    navigate(`/home${search}`, { replace: true });
  }, [open, navigate, search]);
  return null;
}
