import { Link } from 'react-router';

/** The wordmark; leads home (spec 1 §2). */
export function Logo() {
  return (
    <Link to="/home" className="logo" aria-label="Sanchay home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
        <path
          d="M9 21c2.5 2 9.5 2.5 12-.5 2.2-2.7-.6-4.8-4.5-5.3-3.6-.5-6.6-1.8-5-4.8 1.8-3.2 8-2.5 10 .1"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__word" aria-hidden="true">
        Sanchay
      </span>
    </Link>
  );
}
