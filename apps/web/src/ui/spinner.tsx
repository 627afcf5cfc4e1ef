import './ui.css';

/** An inline busy indicator with an accessible name. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />;
}
