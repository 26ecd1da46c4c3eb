import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { UploadStatus } from '../../db/enums.ts';
import { uploads } from '../../db/schema/index.ts';
import { invalidArgument } from '../../lib/domain-error.ts';
import { UPLOAD_TARGETS } from '../uploads/index.ts';

/**
 * Throws 400 naming the field unless every URL is either one the entity already has (`kept`) or a
 * succeeded console upload (`POST /v1/console/uploads/media`): a picture this deployment checked
 * and re-encoded, never an address on another site.
 */
export const assertConsoleMedia = async (
  db: Executor,
  fields: { field: string; url: string }[],
  kept: ReadonlySet<string>,
): Promise<void> => {
  const fresh = fields.filter(({ url }) => url !== '' && !kept.has(url));
  if (fresh.length === 0) return;
  const found = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        inArray(
          uploads.url,
          fresh.map(({ url }) => url),
        ),
        eq(uploads.status, UploadStatus.SUCCEEDED),
        eq(uploads.fileGroup, UPLOAD_TARGETS.consoleMedia.dir),
      ),
    );
  const uploaded = new Set(found.map((row) => row.url));
  const stranger = fresh.find(({ url }) => !uploaded.has(url));
  if (stranger) {
    throw invalidArgument(
      `${stranger.field} must be a picture uploaded through POST /v1/console/uploads/media`,
    );
  }
};
