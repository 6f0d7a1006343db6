/** Grey bars in the shape of the data that is loading (no spinners; DESIGN 9). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="ui-skeleton" aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="ui-skeleton__line" style={{ width: `${92 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
