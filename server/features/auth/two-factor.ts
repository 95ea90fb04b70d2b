/**
 * Two-factor sign-in with time-based codes (TOTP, RFC 6238, via otplib) and single-use
 * recovery codes (docs/security/two-factor.md). The TOTP secret is stored encrypted
 * (AES-256-GCM, key derived from SESSION_SECRET); recovery codes are stored as keyed hashes.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '#server/lib/clock.ts';
import { hashToken } from '#server/lib/tokens.ts';
import type { TwoFactorRepo } from './two-factor.repo.ts';

const RECOVERY_CODE_COUNT = 10;
/** One period either side: a phone clock 30 s off still works. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The same URI as a QR code image (PNG data URL). */
  qrCode: string;
}

function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createTwoFactor({ repo, clock, secret, issuer }: { repo: TwoFactorRepo; clock: Clock; secret: string; issuer: string }) {
  const key = createHmac('sha256', secret).update('two-factor-secret-key').digest();
  const seal = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  };
  const open = (sealed: string): string | undefined => {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined; // another SESSION_SECRET: docs/security/two-factor.md
    }
  };
  const recoveryHash = (userId: string, code: string) => hashToken(secret, `recovery:${userId}:${normalizeRecoveryCode(code)}`);

  /** True for a valid code whose time step was not used before (it is recorded as used). */
  async function useTotp(userId: string, sealed: string, code: string, enable: boolean): Promise<boolean> {
    const plain = open(sealed);
    if (!plain || !/^\d{6}$/.test(code)) return false;
    const result = await verify({ secret: plain, token: code, epoch: Math.floor(clock.now().getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
    if (!result.valid || !('timeStep' in result)) return false;
    return repo.useStep(userId, result.timeStep, enable ? { at: clock.now() } : undefined);
  }

  return {
    async status(userId: string): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const row = await repo.find(userId);
      const enabled = Boolean(row?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await repo.countRecoveryCodes(userId) : 0 };
    },

    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await repo.find(userId))?.enabledAt);
    },

    /** A new secret awaiting confirmation; undefined when two-factor is already on. */
    async begin(userId: string, label: string): Promise<TwoFactorSetup | undefined> {
      const plain = generateSecret();
      if (!(await repo.savePending(userId, seal(plain), clock.now()))) return undefined;
      const otpauthUri = generateURI({ issuer, label, secret: plain });
      return { secret: plain, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 224 }) };
    },

    /** Turns two-factor on with a first valid code; returns the recovery codes (shown once). */
    async confirm(userId: string, code: string): Promise<string[] | undefined> {
      const row = await repo.find(userId);
      if (!row || row.enabledAt || !(await useTotp(userId, row.secret, code.trim(), true))) return undefined;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repo.replaceRecoveryCodes(userId, codes.map((c) => recoveryHash(userId, c)));
      return codes;
    },

    /** A current code from the app, or one unused recovery code (then used up). */
    async check(userId: string, code: string): Promise<boolean> {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return false;
      const trimmed = code.replace(/\s+/g, '');
      if (/^\d{6}$/.test(trimmed)) return useTotp(userId, row.secret, trimmed, false);
      return normalizeRecoveryCode(trimmed).length === 10 && repo.consumeRecoveryCode(userId, recoveryHash(userId, trimmed));
    },

    async disable(userId: string): Promise<void> {
      await repo.remove(userId);
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
