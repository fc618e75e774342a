import { Select } from '@mantine/core';

interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  /** Names the select; shown above it only with `withLabel` (inside a labelled filter row). */
  label?: string;
  withLabel?: boolean;
}

/** "20 por página": how many items a list page shows. */
export function PageSizeSelect({
  value,
  options,
  onChange,
  label = 'Itens por página',
  withLabel = false,
}: PageSizeSelectProps) {
  return (
    <Select
      {...(withLabel ? { label } : { 'aria-label': label })}
      data={options.map((n) => ({ value: String(n), label: `${n} por página` }))}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={withLabel ? 160 : 150}
    />
  );
}
