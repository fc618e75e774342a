import { SegmentedControl } from '@mantine/core';

export type FolderLayout = 'grid' | 'list';

/** Grade or Lista, for the folders and for the items of a folder. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: FolderLayout;
  onChange: (next: FolderLayout) => void;
}) {
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v as FolderLayout)}
      data={[
        { value: 'grid', label: 'Grade' },
        { value: 'list', label: 'Lista' },
      ]}
      aria-label="Visualização"
    />
  );
}
