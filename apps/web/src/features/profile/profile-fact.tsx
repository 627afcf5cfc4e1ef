/** One row of a tab's read-only facts (a `dl.profile-facts`): its label, its value or a dash. */
export function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="profile-facts__row">
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </div>
  );
}
