import { Alert, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreatedApiToken,
  CreateTokenSchema,
  EXTENSION_TOKEN_ABILITIES,
  TOKEN_MESSAGES,
} from '@sniperads/contract';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { contractValidator } from '@/lib/form';
import { toastSuccess } from '@/lib/toast';
import { useCreateToken } from '../api/token-mutations';

interface Props {
  limitReached: boolean;
  onCreated: (token: CreatedApiToken) => void;
}

export function CreateTokenForm({ limitReached, onCreated }: Props) {
  const create = useCreateToken({ title: 'Erro ao gerar token', fallback: 'Tente novamente.' });
  const form = useForm({ initialValues: { name: '' }, validate: contractValidator(CreateTokenSchema) });
  const submit = form.onSubmit(({ name }) =>
    create.mutate(
      { name, abilities: [...EXTENSION_TOKEN_ABILITIES] },
      {
        onSuccess: (token) => {
          form.reset();
          onCreated(token);
          toastSuccess('Copie o token antes de sair.', TOKEN_MESSAGES.created);
        },
      },
    ),
  );
  return (
    <Card p="lg">
      <Title order={3} fz="lg" mb={4}>
        Novo token
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Cada conta pode ter 1 token ativo. Ele permite à extensão ler a biblioteca, enviar os anúncios que
        você vê na Biblioteca de Anúncios da Meta e salvar favoritos.
      </Text>
      {limitReached ? (
        <Alert color="yellow" icon={<IconAlertTriangle />} title={TOKEN_MESSAGES.limit}>
          {TOKEN_MESSAGES.limitDetail}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start">
            <TextInput
              label="Nome do token"
              placeholder="Ex.: Meu notebook"
              style={{ flex: 1, minWidth: 200 }}
              maxLength={60}
              {...form.getInputProps('name')}
            />
            <Button type="submit" mt={25} loading={create.isPending} leftSection={<IconPlus size={16} />}>
              Gerar token
            </Button>
          </Group>
        </form>
      )}
    </Card>
  );
}
