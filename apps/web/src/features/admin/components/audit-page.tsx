import { Select, Stack } from '@mantine/core';
import { AUDIT_ACTION_LABEL, AUDIT_ACTIONS, type AuditAction } from '@sniperads/contract';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import type { SearchChange } from '@/lib/search-params';
import { useSearchText } from '@/lib/use-search-text';
import { useAudit } from '../api/get-audit';
import type { AuditSearch } from '../model/audit-search';
import { AdminListCard } from './admin-list-card';
import { AuditRow } from './audit-row';

export function AuditPage({
  params,
  onParams,
}: {
  params: AuditSearch;
  onParams: SearchChange<AuditSearch>;
}) {
  const audit = useAudit(params);
  // A new search term starts again from page 1.
  const [search, setSearch] = useSearchText(
    params.search,
    (text) => onParams({ search: text, page: 1 }, { replace: true }),
    500,
  );
  const rows = audit.data?.data ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Auditoria"
        description="Quem fez o quê, com quem e quando na área administrativa."
        actions={<RefreshButton loading={audit.isFetching} onClick={() => void audit.refetch()} />}
      />
      <AdminListCard
        list={audit}
        errorTitle="Erro ao carregar auditoria"
        errorFallback="Tente novamente."
        rowHeight={40}
        onPage={(page) => onParams({ page })}
        filters={
          <>
            <SearchInput
              label="Buscar na auditoria"
              placeholder="Buscar por email do admin ou do usuário..."
              value={search}
              onChange={setSearch}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Select
              aria-label="Filtrar por ação"
              w={220}
              clearable
              placeholder="Todas as ações"
              value={params.action}
              onChange={(value) => onParams({ action: (value as AuditAction | null) ?? null, page: 1 })}
              data={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABEL[a] }))}
            />
          </>
        }
      >
        <DataTable
          columns={['Quando', 'Administrador', 'Ação', 'Usuário afetado', 'Detalhes']}
          minWidth={820}
          emptyMessage={rows.length === 0 && 'Nenhuma ação registrada'}
        >
          {rows.map((e) => (
            <AuditRow key={e.id} entry={e} />
          ))}
        </DataTable>
      </AdminListCard>
    </Stack>
  );
}
