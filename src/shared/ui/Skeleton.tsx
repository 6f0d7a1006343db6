import './Skeleton.css';

export interface SkeletonProps {
  /** Text lines (default 3); ignored for a block. */
  lines?: number;
  /** 'text': lines of varying width; 'block': one shape (a chart, a card, an avatar row). */
  variant?: 'text' | 'block';
  /** CSS height of a block, e.g. '8rem'. */
  height?: string;
  className?: string;
}

// Varying widths read as text; identical bars read as a table.
const WIDTHS = ['92%', '78%', '86%', '64%', '72%', '55%'];

/** Grey shapes of the data that is loading (no spinners where a shape can be shown; docs/architecture.md §9). */
export function Skeleton({ lines = 3, variant = 'text', height, className }: SkeletonProps) {
  const classes = ['ui-skeleton', `ui-skeleton--${variant}`, className].filter(Boolean).join(' ');
  if (variant === 'block') {
    return (
      <span
        className={`${classes} ui-skeleton__shape`}
        style={height ? { height } : undefined}
        aria-hidden
      />
    );
  }
  return (
    <span className={classes} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className="ui-skeleton__shape ui-skeleton__line"
          style={{ width: WIDTHS[i % WIDTHS.length] }}
        />
      ))}
    </span>
  );
}
