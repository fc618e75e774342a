import { type ExtensionSession, INGEST_MAX_BATCH } from '@sniperads/contract';
import type { Config } from '../../config';
import type { UserRow } from '../../db/schema';
import type { FoldersService } from '../folders/folders.service';
import type { TokensService } from './tokens.service';

export interface ExtensionInfoDeps {
  tokens: Pick<TokensService, 'get'>;
  folders: Pick<FoldersService, 'list'>;
  ingest: Config['ingest'];
}

/** What the Chrome extension learns about its user on start: token, folders, ingest limits. */
export const createExtensionInfo = ({ tokens, folders, ingest }: ExtensionInfoDeps) => ({
  async describe(user: UserRow, tokenId: string | null): Promise<ExtensionSession> {
    const token = tokenId ? await tokens.get(user.id, tokenId) : null;
    const canUseFolders = user.isTest || user.isAdmin;
    const list = canUseFolders ? await folders.list(user.id) : [];
    return {
      user: { id: user.id, name: user.name, email: user.email },
      token,
      can_use_folders: canUseFolders,
      folders: list.map((f) => ({ id: f.id, name: f.name, color: f.color })),
      ingest: {
        max_batch: INGEST_MAX_BATCH,
        max_body_bytes: ingest.bodyLimit,
        ads_per_minute: ingest.adsPerMinute,
      },
    };
  },
});
