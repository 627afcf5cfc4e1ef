import type { CSSProperties } from 'react';
import './ui.css';

/**
 * A grey placeholder block while content loads; hidden from assistive technology. `still`: no
 * shimmer, for a place kept for content that is not loading yet (the shimmer repaints the page
 * on every frame).
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  still = false,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  still?: boolean;
}) {
  return <span className={still ? 'skeleton skeleton--still' : 'skeleton'} aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
