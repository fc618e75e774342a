// CSV files themselves are written by the contract's toCsv (rules/csv.ts), which neutralises
// formula-like cells.

/** Saves text as a file through a temporary link (works in every browser without a library). */
export const downloadText = (filename: string, content: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
