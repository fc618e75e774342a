import type { Keyword } from '@sniperads/contract';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '@/lib/toast';
import { useRecordKeywordUsage } from '../api/record-keyword-usage';

const FEEDBACK_MS = 2000;

/** Copies a keyword's text, records the use on the server, and shows a check for 2 s. */
export const useCopyKeyword = () => {
  const usage = useRecordKeywordUsage();
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (keyword: Pick<Keyword, 'id' | 'keyword'>) => {
    try {
      await navigator.clipboard.writeText(keyword.keyword);
    } catch {
      toastError('Não foi possível copiar a palavra-chave.', 'Erro');
      return;
    }
    setCopiedId(keyword.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedId(null), FEEDBACK_MS);
    // The copy already happened; a failed count must not bother the user.
    usage.mutate(keyword.id);
  };

  return { copy, copiedId };
};
