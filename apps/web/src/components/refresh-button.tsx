import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** "Atualizar": refetches what the page shows; spins while a fetch is under way. */
export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} />} loading={loading} onClick={onClick}>
      Atualizar
    </Button>
  );
}
