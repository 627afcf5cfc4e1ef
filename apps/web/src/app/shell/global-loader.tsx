import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { onApiEvent } from '../api-client';

/**
 * Spec 1 §4: a loader while the count of in-flight requests is above zero; also while a lazy
 * route loads. A thin bar at the top, never a blocking overlay.
 */
export function GlobalLoader() {
  const [inflight, setInflight] = useState(0);
  const navigation = useNavigation();
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'inflight') setInflight(event.count);
      }),
    [],
  );
  const busy = inflight > 0 || navigation.state !== 'idle';
  if (!busy) return null;
  return (
    <div className="global-loader" role="progressbar" aria-label="Loading" aria-busy="true">
      <span className="global-loader__bar" />
    </div>
  );
}
