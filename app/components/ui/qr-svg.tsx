import type { QrCode } from "#app/domain/qr-code.ts";

/** A QR code drawn on the server (domain/qr-code.ts), black on white whatever the theme, named by `label`. */
export function QrSvg({ qr, label }: { qr: QrCode; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}
