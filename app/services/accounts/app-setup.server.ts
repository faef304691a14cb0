import { type QrCode, qrCode } from "#app/domain/qr-code.ts";
import { otpauthUri } from "./totp.server.ts";

/**
 * What a page shows to set up an authenticator app (ADR 031, 049): the QR code of the secret and the
 * secret itself in groups of four, for typing.
 */
export function appSetup({
  issuer,
  account,
  secret,
}: {
  issuer: string;
  account: string;
  secret: string;
}): { qr: QrCode; key: string } {
  return {
    qr: qrCode(otpauthUri({ issuer, account, secret })),
    key: secret.match(/.{4}/g)?.join(" ") ?? secret,
  };
}
