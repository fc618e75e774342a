import { z } from 'zod';

/** The 8 named folder colours (docs/product-rules.md, Entities). */
export const FOLDER_COLORS = [
  { name: 'Azul', hex: '#3B82F6' },
  { name: 'Verde', hex: '#10B981' },
  { name: 'Roxo', hex: '#8B5CF6' },
  { name: 'Rosa', hex: '#EC4899' },
  { name: 'Laranja', hex: '#F59E0B' },
  { name: 'Vermelho', hex: '#EF4444' },
  { name: 'Amarelo', hex: '#EAB308' },
  { name: 'Cinza', hex: '#6B7280' },
] as const;
export const FOLDER_COLOR_HEXES = FOLDER_COLORS.map((c) => c.hex) as [string, ...string[]];

export const FOLDER_ICONS = [
  'folder',
  'star',
  'heart',
  'bolt',
  'target',
  'flame',
  'bookmark',
  'rocket',
] as const;
export type FolderIcon = (typeof FOLDER_ICONS)[number];

/** A colour of the 8, chosen by the given random source (defaults to Math.random). */
export const randomFolderColor = (random: () => number = Math.random) =>
  FOLDER_COLOR_HEXES[Math.floor(random() * FOLDER_COLOR_HEXES.length) % FOLDER_COLOR_HEXES.length]!;

export const FOLDER_IMPORT_INVALID = 'Formato de arquivo de pastas inválido.';

/** One folder in an export file; favorites travel by URL so they re-attach on import. */
export const FolderExportItemSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).nullish(),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .nullish(),
  icon: z.enum(FOLDER_ICONS).nullish(),
  is_public: z.boolean().optional(),
  favorite_urls: z.array(z.string().max(2048)).max(10_000).optional(),
});
export type FolderExportItem = z.infer<typeof FolderExportItemSchema>;
export const FolderImportSchema = z.array(FolderExportItemSchema).min(1).max(500);

/** Parses an import file's text: a JSON array of folders, or the pt-BR error. */
export const parseFolderImport = (
  text: string,
): { ok: true; folders: FolderExportItem[] } | { ok: false; message: string } => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: FOLDER_IMPORT_INVALID };
  }
  // Accept both the older local form (nome/descricao/cor/icone) and ours.
  if (!Array.isArray(data)) return { ok: false, message: FOLDER_IMPORT_INVALID };
  const normalised = data.map((item) =>
    item && typeof item === 'object' && 'nome' in item
      ? {
          name: (item as { nome?: unknown }).nome,
          description: (item as { descricao?: unknown }).descricao ?? null,
          color: (item as { cor?: unknown }).cor ?? null,
          icon: null,
        }
      : item,
  );
  const parsed = FolderImportSchema.safeParse(normalised);
  return parsed.success ? { ok: true, folders: parsed.data } : { ok: false, message: FOLDER_IMPORT_INVALID };
};

/** A folder's page: items per page and the orders offered. */
export const FOLDER_DETAIL_PAGE_SIZE = 6;
export const FOLDER_SORTS = ['data', 'titulo', 'preco'] as const;
