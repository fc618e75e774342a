import type { FolderIcon as FolderIconName } from '@sniperads/contract';
import {
  IconBolt,
  IconBookmark,
  IconFlame,
  IconFolder,
  IconHeart,
  IconRocket,
  IconStar,
  IconTarget,
  type TablerIcon,
} from '@tabler/icons-react';

export const FOLDER_ICON_COMPONENTS: Record<FolderIconName, { icon: TablerIcon; label: string }> = {
  folder: { icon: IconFolder, label: 'Pasta' },
  star: { icon: IconStar, label: 'Estrela' },
  heart: { icon: IconHeart, label: 'Coração' },
  bolt: { icon: IconBolt, label: 'Raio' },
  target: { icon: IconTarget, label: 'Alvo' },
  flame: { icon: IconFlame, label: 'Chama' },
  bookmark: { icon: IconBookmark, label: 'Marcador' },
  rocket: { icon: IconRocket, label: 'Foguete' },
};

export function FolderIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = FOLDER_ICON_COMPONENTS[name as FolderIconName]?.icon ?? IconFolder;
  return <Icon size={size} />;
}
