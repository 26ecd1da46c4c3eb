/**
 * A new member from a first OpenID Connect sign-in: verified at once (the provider vouched for the
 * address), with the profile the client sent, else what the provider shared, else defaults.
 */
import type { Executor } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { newId } from '../../db/id.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { accountIdTaken } from '../auth/index.ts';
import type { OAuthClaims } from './code-exchange.ts';
import type { OAuthProfile } from './provider.ts';

export const createOAuthMember = async (
  tx: Executor,
  account: { providerType: number; email: string; profile: OAuthProfile; claims: OAuthClaims },
  now: Date,
): Promise<string> => {
  const { providerType, email, profile, claims } = account;
  let accountId = profile.accountId?.trim() || `user_${newId().slice(0, 12)}`;
  if (await accountIdTaken(tx, accountId)) {
    if (profile.accountId) throw new DomainError('AlreadyExists', 'accountId is already in use');
    accountId = `user_${newId().slice(0, 12)}`;
  }
  const [created] = await tx
    .insert(users)
    .values({
      type: UserType.MEMBER,
      providerType,
      email,
      accountId,
      username:
        profile.username?.trim() || (typeof claims.name === 'string' ? claims.name : '') || '名無しさん',
      lastname:
        profile.lastname?.trim() || (typeof claims.family_name === 'string' ? claims.family_name : ''),
      firstname:
        profile.firstname?.trim() || (typeof claims.given_name === 'string' ? claims.given_name : ''),
      lastnameKana: profile.lastnameKana ?? '',
      firstnameKana: profile.firstnameKana ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      thumbnailUrl: typeof claims.picture === 'string' ? claims.picture : '',
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned no row');
  return created.id;
};
