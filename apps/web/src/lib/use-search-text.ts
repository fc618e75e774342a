import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box whose text lives in the URL. Typing is local and instant; the trimmed text is
 * written to the URL once the user pauses (`commit`, which should replace the history entry, so
 * 'Voltar' does not step through every keystroke). When the URL changes on its own ('Voltar', a
 * link), the box follows it and drops typing not yet written.
 */
export const useSearchText = (urlText: string, commit: (text: string) => void, delayMs = 300) => {
  const [text, setText] = useState(urlText);
  const seenUrl = useRef(urlText);
  /** The text this box last wrote, until the URL shows it. */
  const written = useRef<string | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // Only typing starts the pause, never the URL moving the box: a pause after a link's text,
  // ending while 'Voltar' was being drawn, wrote that link's text over the address gone back to.
  const writeAfterPause = useDebouncedCallback((typed: string) => {
    if (typed === seenUrl.current) return;
    written.current = typed;
    commitRef.current(typed);
  }, delayMs);

  useEffect(() => {
    if (urlText === seenUrl.current) return;
    seenUrl.current = urlText;
    // Our own write coming back: the box may already hold newer typing.
    if (urlText === written.current) written.current = null;
    else {
      writeAfterPause.cancel();
      setText(urlText);
    }
  }, [urlText, writeAfterPause]);

  const type = useCallback(
    (typed: string) => {
      setText(typed);
      writeAfterPause(typed.trim());
    },
    [writeAfterPause],
  );

  return [text, type] as const;
};
