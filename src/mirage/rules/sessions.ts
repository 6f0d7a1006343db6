import type { TokenPair } from '../../shared/domain/auth';
import { BankError } from '../types';
import type { BankView } from './bankView';
import {
  bearerToken,
  revokeSession,
  revokeToken,
  spentRefreshSession,
  verifyToken,
} from './tokens';

/**
 * The next token pair of the session whose refresh token is the bearer of `authorization`
 * (refresh-token, and the deprecated phone login's device/token with `accessTtlS`), or 401
 * INVALID_TOKEN.
 */
export function rotateRefreshToken(
  bank: Pick<BankView, 'allUsers' | 'tokenPair'>,
  authorization: string | undefined,
  accessTtlS?: number,
): TokenPair {
  const token = bearerToken(authorization) ?? '';
  const claims = verifyToken(token, 'refresh');
  const user = claims ? bank.allUsers().find((u) => u.userReferenceID === claims.sub) : undefined;
  if (!claims || !user || user.suspended) {
    // A spent refresh token sent again was copied: whoever holds the session's newer tokens
    // (the thief or the user) loses them too, and the user signs in again.
    const spentIn = spentRefreshSession(token);
    if (spentIn) revokeSession(spentIn);
    throw new BankError(
      401,
      'INVALID_TOKEN',
      'The refresh token is missing, expired or already used. Sign in again.',
    );
  }
  // Rotation: the used refresh token is spent; the session goes on with a new pair.
  revokeToken(claims);
  return bank.tokenPair(user, claims.sid, accessTtlS);
}
