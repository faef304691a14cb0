import { type QrCode, qrCode } from "#app/domain/qr-code.ts";
import { otpauthUri } from "./totp.server.ts";

/**
 * What a page shows to set up an authenticator app (ADR 031, 049): the QR code of the secret and the
 * secret itself in groups of four, for typing.
 */
export function appSetup(account: Parameters<typeof otpauthUri>[0]): { qr: QrCode; key: string } {
  const { secret } = account;
  return { qr: qrCode(otpauthUri(account)), key: secret.match(/.{4}/g)?.join(" ") ?? secret };
}
