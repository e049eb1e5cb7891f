import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Shown by the authenticator app above the account. */
export const TOTP_ISSUER = 'Honest Rewards admin';
/** RFC 6238 defaults, as every app reads them; one step either side for a phone clock a little off. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolmentView(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step the code belongs to, or null when it matches none near `now` (the server's clock). */
export async function matchTotpCode(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  // verify() is typed for HOTP and TOTP alike; a TOTP result names its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
