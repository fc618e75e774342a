import { Anchor, Breadcrumbs, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { KEYWORD_MESSAGES } from '@sniperads/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { useCreateKeyword, useUpdateKeyword } from '../../api/admin-keywords';
import { useKeyword } from '../../api/get-keyword';
import { formatLongDateTime, usesLabel } from '../keyword-format';
import { formValuesOf, KeywordForm } from './keyword-form';
import { toastError, toastSuccess } from './toasts';

function EditorShell({ title, current, children }: { title: string; current: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={860}>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin">
          Admin
        </Anchor>
        <Anchor component={Link} to="/admin/palavras-chave">
          Palavras-chave
        </Anchor>
        <Text>{current}</Text>
      </Breadcrumbs>
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function KeywordCreatePage() {
  const navigate = useNavigate();
  const create = useCreateKeyword();
  return (
    <EditorShell title="Nova Palavra-chave" current="Nova">
      <KeywordForm
        initial={formValuesOf()}
        submitLabel="Criar Palavra-chave"
        cancelLabel="Cancelar"
        submitting={create.isPending}
        onSubmit={(payload, showFieldErrors) =>
          create.mutate(payload, {
            onSuccess: () => {
              toastSuccess(KEYWORD_MESSAGES.created);
              void navigate({ to: '/admin/palavras-chave' });
            },
            onError: (error) => {
              if (error instanceof ApiError) showFieldErrors(error.errors);
              toastError('Erro ao criar palavra-chave', error);
            },
          })
        }
      />
    </EditorShell>
  );
}

export function KeywordEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const keyword = useKeyword(id);
  const update = useUpdateKeyword();

  useEffect(() => {
    if (!keyword.error) return;
    const missing = keyword.error instanceof ApiError && [400, 404].includes(keyword.error.status);
    toastError(
      missing ? KEYWORD_MESSAGES.notFound : 'Erro ao carregar dados da palavra-chave',
      keyword.error,
    );
    void navigate({ to: '/admin/palavras-chave' });
  }, [keyword.error, navigate]);

  return (
    <EditorShell title="Editar Palavra-chave" current="Editar">
      {!keyword.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <Card withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  ID
                </Text>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {keyword.data.id}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Uso total
                </Text>
                <Text size="sm">{usesLabel(keyword.data.usage_count)}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Criada em
                </Text>
                <Text size="sm">{formatLongDateTime(keyword.data.created_at)}</Text>
              </div>
            </SimpleGrid>
          </Card>
          <KeywordForm
            key={keyword.data.id}
            initial={formValuesOf(keyword.data)}
            submitLabel="Salvar Alterações"
            cancelLabel="Voltar"
            submitting={update.isPending}
            onSubmit={(body, showFieldErrors) =>
              update.mutate(
                { id, body },
                {
                  onSuccess: () => {
                    toastSuccess(KEYWORD_MESSAGES.updated);
                    void navigate({ to: '/admin/palavras-chave' });
                  },
                  onError: (error) => {
                    if (error instanceof ApiError) showFieldErrors(error.errors);
                    toastError('Erro ao atualizar palavra-chave', error);
                  },
                },
              )
            }
          />
        </>
      )}
    </EditorShell>
  );
}
