import { NativeSelect } from '@mantine/core';

interface PageSizeSelectProps {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
  /** Names the select; shown above it only with `withLabel` (inside a labelled filter row). */
  label?: string;
  withLabel?: boolean;
}

/**
 * "20 por página": how many items a list page shows. The browser's own select (drawn like the
 * other inputs): it sits in the first view of the lists, where Mantine's Select (a combobox with
 * its floating dropdown) cost several renders while the page opened; a phone shows its own picker.
 */
export function PageSizeSelect({
  value,
  options,
  onChange,
  label = 'Itens por página',
  withLabel = false,
}: PageSizeSelectProps) {
  return (
    <NativeSelect
      {...(withLabel ? { label } : { 'aria-label': label })}
      data={options.map((n) => ({ value: String(n), label: `${n} por página` }))}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={withLabel ? 160 : 150}
    />
  );
}
