import type { PremiumService } from '@sanchay/domain';

/** Each service's picture (spec 1 §3 "icon"; the detail page's "image"): a small drawing, decorative. */
export function ServiceIcon({ service, size = 56 }: { service: PremiumService['key']; size?: number }) {
  return (
    <svg className="premium-icon" width={size} height={size} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <rect width="56" height="56" rx="14" fill="#e3f2ee" />
      {service === 'postRetirement' ? (
        <>
          <circle cx="28" cy="22" r="8" fill="none" stroke="#0b5d4b" strokeWidth="3" />
          <path d="M14 44c2-8 8-12 14-12s12 4 14 12" fill="none" stroke="#0b5d4b" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : service === 'customPortfolio' ? (
        <>
          <path d="M28 12v16h16A16 16 0 1 1 28 12z" fill="#0b5d4b" />
          <path d="M32 8a16 16 0 0 1 16 16H32z" fill="#5fa893" />
        </>
      ) : (
        <>
          <rect x="14" y="18" width="28" height="26" rx="2" fill="none" stroke="#0b5d4b" strokeWidth="3" />
          <path d="M22 18v-6h12v6M20 28h16M20 35h16" stroke="#0b5d4b" strokeWidth="3" fill="none" />
        </>
      )}
    </svg>
  );
}
