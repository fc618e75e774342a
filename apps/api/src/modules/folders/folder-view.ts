import type { Folder } from '@sniperads/contract';
import type { FolderWithCount } from './folders.repo';

export const toFolder = (row: FolderWithCount): Folder => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  parent_id: row.parentId,
  color: row.color,
  icon: row.icon,
  is_public: row.isPublic,
  share_token: row.isPublic ? row.shareToken : null,
  sort_order: row.sortOrder,
  favorites_count: row.favoritesCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
