import { and, eq } from 'drizzle-orm';
import { UploadStatus } from '../../db/enums.ts';
import { uploads } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { UPLOAD_TARGETS } from '../uploads/index.ts';
import { currentMember, type UsersDependencies, updateMember } from './current-member.ts';

/**
 * Sets the avatar. Only the URL of a user-thumbnail upload of this member that SUCCEEDED is
 * accepted (so the avatar is always an image of our own storage that was checked and re-encoded
 * at upload); "" clears it, and the current URL may be sent again unchanged (docs/accounts.md).
 */
export const updateThumbnail = async (
  deps: UsersDependencies,
  userId: string,
  thumbnailUrl: string,
  now = new Date(),
) => {
  const url = thumbnailUrl.trim();
  const user = await currentMember(deps, userId);
  if (url !== '' && url !== user.thumbnailUrl) {
    const [upload] = await deps.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(
        and(
          eq(uploads.url, url),
          eq(uploads.ownerUserId, userId),
          eq(uploads.fileGroup, UPLOAD_TARGETS.userThumbnail.dir),
          eq(uploads.status, UploadStatus.SUCCEEDED),
        ),
      )
      .limit(1);
    if (!upload) {
      throw invalidArgument(
        'thumbnailUrl must be the url of your own finished upload (GET /v1/upload/state)',
      );
    }
  }
  await updateMember(deps, userId, { thumbnailUrl: url }, now);
};
