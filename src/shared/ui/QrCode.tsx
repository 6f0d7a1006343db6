import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/** The dark modules of `text` as one SVG path, one unit a module, inside the quiet zone. */
export function qrPath(text: string): { size: number; d: string } {
  // Error correction M: a phone camera reads it through glare; the URI stays a small version.
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return { size: count + 2 * QUIET_ZONE, d: parts.join('') };
}

/**
 * A QR code of `text` (qrcode-generator; docs/decisions/settings.md 'Authenticator setup'), drawn
 * as SVG: sharp at any size, and black on white in the dark theme too, as scanners expect.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-size={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
