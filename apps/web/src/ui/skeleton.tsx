import type { CSSProperties } from 'react';
import './ui.css';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', radius }: { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius'] }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}
