import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A search box whose text lives in the URL. Typing is local and instant; the trimmed text is
 * written to the URL once the user pauses (`commit`, which should replace the history entry, so
 * 'Voltar' does not step through every keystroke). When the URL changes on its own ('Voltar', a
 * link), the box follows it.
 */
export const useSearchText = (urlText: string, commit: (text: string) => void, delayMs = 300) => {
  const [text, setText] = useState(urlText);
  const [debounced] = useDebouncedValue(text.trim(), delayMs);
  const seenUrl = useRef(urlText);
  /** The text this box last wrote, until the URL shows it. */
  const written = useRef<string | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (urlText === seenUrl.current) return;
    seenUrl.current = urlText;
    // Our own write coming back: the box may already hold newer typing.
    if (urlText === written.current) written.current = null;
    else setText(urlText);
  }, [urlText]);

  // Only a new pause in typing writes: the URL moving under the box is not written back.
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced === seenUrl.current) return;
    written.current = debounced;
    commitRef.current(debounced);
  }, [debounced]);

  return [text, setText] as const;
};
