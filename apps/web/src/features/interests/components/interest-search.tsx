import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { INTEREST_MESSAGES, type Interest } from '@sniperads/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Pagination } from '@/components/pagination/pagination';
import { errorMessage } from '@/lib/api-error';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useInterestSearch } from '../api/search-interests';
import { type InterestsSearch, toInterestSearch } from '../model/interests-search';
import { InterestResults, InterestSearchHint } from './interest-results';
import { InterestSearchForm } from './interest-search-form';
import { SelectionBar } from './selection-bar';
import { useInterestActions } from './use-interest-actions';

/** The hidden-interests page debounces its search by 300 ms (docs/product-rules.md, Constants and limits). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Term, language, 'Só ocultos' and the result page live in the URL; the term is written once the
 * user pauses, and a new term, language or filter starts again at page 1.
 */
export function InterestSearch({
  params,
  onParams,
}: {
  params: InterestsSearch;
  onParams: SearchChange<InterestsSearch>;
}) {
  const [term, setTerm] = useSearchText(
    params.q,
    (q) => onParams({ q, page: 1 }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const { q: debounced, lang: language, hidden: onlyHidden } = params;
  const search = useInterestSearch(toInterestSearch(params));
  const actions = useInterestActions();
  // A page past the end (an old link, fewer matches now) goes to the last page there is.
  const meta = search.data?.meta;
  useEffect(() => {
    if (meta && meta.total > 0 && meta.current_page > meta.last_page) {
      onParams({ page: meta.last_page }, { replace: true });
    }
  }, [meta, onParams]);
  // Selection survives new searches so a buyer can collect interests from several terms.
  const [selected, setSelected] = useState<Map<string, Interest>>(new Map());

  const toggle = (i: Interest) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(i.id)) next.delete(i.id);
      else next.set(i.id, i);
      return next;
    });

  const typed = term.trim();
  const items = search.data?.items ?? [];
  const showResults = debounced.length >= 2 && typed.length >= 2;

  return (
    <Stack gap="md">
      <InterestSearchForm
        term={term}
        onTerm={setTerm}
        searching={search.isFetching}
        language={language}
        onLanguage={(lang) => onParams({ lang, page: 1 }, { replace: true })}
        onlyHidden={onlyHidden}
        onOnlyHidden={(hidden) => onParams({ hidden, page: 1 }, { replace: true })}
      />

      <SelectionBar
        selected={[...selected.values()]}
        visible={items}
        term={debounced}
        onSelectAll={() => setSelected((prev) => new Map([...prev, ...items.map((i) => [i.id, i] as const)]))}
        onClear={() => setSelected(new Map())}
      />

      {typed.length === 0 && <InterestSearchHint />}
      {typed.length === 1 && (
        <Text c="dimmed" size="sm" role="status">
          {INTEREST_MESSAGES.minChars}
        </Text>
      )}

      {showResults && search.isError && (
        <Alert color="red" icon={<IconAlertCircle />} title={INTEREST_MESSAGES.searchFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(search.error, 'Tente novamente em instantes.')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void search.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      )}

      {showResults && search.isPending && !search.isError && (
        <Stack gap="xs" aria-busy="true" aria-label="Buscando interesses">
          {[0, 1, 2, 3].map((k) => (
            <Skeleton key={k} height={64} radius="md" />
          ))}
        </Stack>
      )}

      {showResults && search.data && !search.isError && (
        <>
          <InterestResults
            result={search.data}
            onlyHidden={onlyHidden}
            isSelected={(interest) => selected.has(interest.id)}
            onToggle={toggle}
            actions={actions}
          />
          <Pagination
            page={search.data.meta.current_page}
            lastPage={search.data.meta.last_page}
            onChange={(page) => onParams({ page })}
            withPageCount
          />
        </>
      )}
    </Stack>
  );
}
