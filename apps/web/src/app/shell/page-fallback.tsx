import { Skeleton, VisuallyHidden } from '../../ui';

/** What a lazily loaded page shows while its code arrives: a calm outline, not a spinner. */
export function PageFallback() {
  return (
    <div className="page-fallback" aria-busy="true">
      <VisuallyHidden>Loading page</VisuallyHidden>
      <Skeleton width="55%" height="2rem" />
      <Skeleton height="7rem" radius="var(--radius-l)" />
      <Skeleton height="7rem" radius="var(--radius-l)" />
    </div>
  );
}
