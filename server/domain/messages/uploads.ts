/** File uploads: receiving and storing them, and opening them for a user who may read them. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getAttachmentByPath, insertAttachment, uploadSpaceUsed } from '../../db/attachments';
import type { UserRow } from '../../db/users';
import { ApiError, badRequest } from '../errors';
import { type Outcome, outcome } from '../notices';
import { SERVER_CONSTANTS } from '../realm';
import type { Services } from '../services';
import { canReadAttachment } from './access';
import { attachmentToApi } from './attachments';

export const MAX_UPLOAD_BYTES = SERVER_CONSTANTS.max_file_upload_size_mib * 1024 * 1024;

export const uploadTooLarge = () =>
  badRequest(
    `File is larger than this server's configured maximum upload size (${SERVER_CONSTANTS.max_file_upload_size_mib} MiB).`,
  );

/** Zulip's sanitize_name: word characters, dots and dashes; whitespace becomes dashes. */
export function sanitizeName(name: string): string {
  const base = path.basename(name.normalize('NFKC'));
  const clean = base
    .replace(/[^\p{L}\p{N}_\s.-]/gu, '')
    .trim()
    .replace(/[-\s]+/g, '-')
    .replace(/^[.-]+/, '');
  return clean || 'uploaded-file';
}

const uploadsDir = (services: Services) => path.join(services.config.dataDir, 'uploads');

/** Where an upload being received is written before it is stored (or thrown away). */
export function uploadTempPath(services: Services): string {
  const dir = path.join(uploadsDir(services), '.incoming');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, randomBytes(12).toString('hex'));
}

/** POST /user_uploads: stores the file under <dataDir>/uploads/<path_id>. */
export function saveUpload(
  services: Services,
  user: UserRow,
  file: { filename: string; data: Buffer },
): Outcome<{ uri: string; url: string; filename: string }> {
  if (file.data.length > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const temp = uploadTempPath(services);
  fs.writeFileSync(temp, file.data);
  return storeUpload(services, user, { filename: file.filename, temp, size: file.data.length });
}

/**
 * Stores a received file (already written to `temp`, within the size limit): moved to
 * <dataDir>/uploads/<path_id> before its row is written, so every attachment row has its file.
 */
export function storeUpload(
  services: Services,
  user: UserRow,
  file: { filename: string; temp: string; size: number },
): Outcome<{ uri: string; url: string; filename: string }> {
  const name = sanitizeName(file.filename);
  const pathId = `1/${randomBytes(1).toString('hex')}/${randomBytes(18).toString('base64url')}/${name}`;
  const target = path.join(uploadsDir(services), pathId);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(file.temp, target);
  const id = insertAttachment(services.db, {
    path_id: pathId,
    name: file.filename.slice(0, 255) || name,
    size: file.size,
    owner_id: user.id,
    create_time: services.now(),
  });
  const row = getAttachmentByPath(services.db, pathId);
  const url = `/user_uploads/${pathId}`;
  return outcome({ uri: url, url, filename: file.filename }, [
    {
      event: {
        type: 'attachment',
        op: 'add',
        attachment: row ? attachmentToApi(services.db, row) : { id },
        upload_space_used: uploadSpaceUsed(services.db),
      },
      users: [user.id],
    },
  ]);
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
};

/**
 * The attachment at `pathId` if `user` may read it; `null` stands for a caller holding a valid
 * temporary URL, which was checked when the URL was made.
 */
export function readableAttachment(services: Services, user: UserRow | null, pathId: string) {
  const a = getAttachmentByPath(services.db, pathId);
  if (!a) throw new ApiError('File not found', 'BAD_REQUEST', 404);
  if (user && !canReadAttachment(services.db, user, a)) {
    throw new ApiError('You are not authorized to view this file.', 'BAD_REQUEST', 403);
  }
  return a;
}

/**
 * GET /user_uploads/{path_id}: the file, for its uploader and for users who may read a
 * message referring to it.
 */
export function openUpload(services: Services, user: UserRow | null, pathId: string) {
  const a = readableAttachment(services, user, pathId);
  const file = path.join(uploadsDir(services), a.path_id);
  if (!file.startsWith(uploadsDir(services) + path.sep) || !fs.existsSync(file)) {
    throw new ApiError('File not found', 'BAD_REQUEST', 404);
  }
  const ext = path.extname(a.path_id).toLowerCase();
  // SVG and HTML could run script in our origin; only known-safe types display inline.
  const type = TYPES[ext] ?? 'application/octet-stream';
  const inline =
    (type.startsWith('image/') && ext !== '.svg') ||
    type === 'application/pdf' ||
    type.startsWith('text/plain') ||
    type.startsWith('video/') ||
    type.startsWith('audio/');
  return {
    stream: fs.createReadStream(file),
    size: a.size,
    contentType: ext === '.svg' ? 'application/octet-stream' : type,
    disposition: `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(a.name)}`,
  };
}
