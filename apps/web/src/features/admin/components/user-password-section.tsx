import { Button, Group, PasswordInput } from '@mantine/core';
import { type AdminUser, SetUserPasswordSchema } from '@sniperads/contract';
import { useState } from 'react';
import { toastSuccess } from '@/lib/toast';
import { useSetUserPassword } from '../api/admin-user-mutations';

/** An admin sets a user's password, checked by the contract's rule before it is sent. */
export function UserPasswordSection({ user }: { user: AdminUser }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useSetUserPassword({
    title: 'Erro ao alterar senha',
    fallback: 'Erro ao alterar senha do usuário',
  });
  const submit = () => {
    const parsed = SetUserPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    change.mutate(
      { id: user.id, password },
      {
        onSuccess: (res) => {
          setPassword('');
          toastSuccess(res.message, 'Senha alterada');
        },
      },
    );
  };
  return (
    <Group align="flex-start">
      <PasswordInput
        label="Nova senha"
        style={{ flex: 1 }}
        value={password}
        error={error}
        autoComplete="new-password"
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          setError(null);
        }}
      />
      <Button mt={25} onClick={submit} loading={change.isPending}>
        Alterar senha
      </Button>
    </Group>
  );
}
