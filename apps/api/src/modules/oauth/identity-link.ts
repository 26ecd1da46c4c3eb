/**
 * Which member a provider's subject signs in as: the member linked to it; else, once, the member with
 * the same verified e-mail (only when the provider vouches for it) or a new member, then linked.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { UserType } from '../../db/enums.ts';
import { userIdentities, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { normaliseEmail } from '../auth/index.ts';
import type { OAuthClaims } from './code-exchange.ts';
import { createOAuthMember } from './oauth-account.ts';
import { LABEL, type OAuthProfile, type OAuthProviderName, PROVIDER_TYPE } from './provider.ts';

export const memberOfIdentity = async (
  db: Database,
  providerName: OAuthProviderName,
  claims: OAuthClaims,
  profile: OAuthProfile,
  now: Date,
): Promise<string> => {
  const providerType = PROVIDER_TYPE[providerName];
  const subject = claims.sub;
  const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
  const emailVerified = claims.email_verified === true;

  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: users.id })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.providerType, providerType),
          eq(userIdentities.subject, subject),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (linked) return linked.id;
    if (email === '') {
      throw new DomainError('FailedPrecondition', `${LABEL[providerName]} did not share an e-mail address`);
    }
    // Stale link of a deleted member: the subject may sign up afresh.
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.providerType, providerType), eq(userIdentities.subject, subject)));

    const [sameEmail] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, UserType.MEMBER),
          eq(users.email, email),
          isNotNull(users.verifiedAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    let memberId: string;
    if (sameEmail) {
      // Only an address the provider vouches for may attach to an existing account.
      if (!emailVerified) throw new DomainError('AlreadyExists', 'email is already in use');
      memberId = sameEmail.id;
    } else {
      memberId = await createOAuthMember(tx, { providerType, email, profile, claims }, now);
    }
    await tx
      .insert(userIdentities)
      .values({ userId: memberId, providerType, subject, email, createdAt: now });
    return memberId;
  });
};
