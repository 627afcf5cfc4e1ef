import type { HTMLAttributes } from 'react';
import './ui.css';

/** A white card with generous spacing; `as` picks the landmark-friendly element. */
export function Card({
  as: Tag = 'div',
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'aside' }) {
  return <Tag className={className ? `card ${className}` : 'card'} {...rest} />;
}
