import { newId } from '../../lib/ids';

/** Thumbnails live in their own namespace of the media storage, served under this prefix. */
export const THUMBNAIL_URL_PREFIX = '/api/media/thumbs/';
export const THUMBNAIL_FILE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const newThumbnailKey = () => `thumbs/${newId()}.webp`;
export const isThumbnailKey = (key: string) =>
  key.startsWith('thumbs/') && THUMBNAIL_FILE_PATTERN.test(key.slice('thumbs/'.length));
/** `thumbs/<uuid>.webp` -> `/api/media/thumbs/<uuid>.webp` */
export const thumbnailUrl = (key: string) => `${THUMBNAIL_URL_PREFIX}${key.slice('thumbs/'.length)}`;
