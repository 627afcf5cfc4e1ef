/**
 * Thins a daily series to at most `maxPoints` for drawing: every k-th point counted back from
 * the last one, so the last point (the latest NAV) is always exact, plus the first point, so the
 * chart starts where the range starts. Series that already fit are returned as they are.
 */
export function downsample<T>(points: readonly T[], maxPoints: number): T[] {
  const n = points.length;
  if (n <= maxPoints || maxPoints < 2) return [...points];
  const step = Math.ceil(n / (maxPoints - 1));
  const kept: T[] = [];
  for (let i = n - 1; i >= 0; i -= step) kept.push(points[i]!);
  if ((n - 1) % step !== 0) kept.push(points[0]!);
  return kept.reverse();
}
