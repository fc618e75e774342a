import { Anchor, Breadcrumbs, Card, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FieldErrors, KEYWORD_MESSAGES } from '@sniperads/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { Field } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-error';
import { formatLongDateTime } from '@/lib/format';
import { adminFailure, toastRequestError, toastSuccess } from '@/lib/toast';
import { useCreateKeyword, useUpdateKeyword } from '../../api/admin-keywords';
import { useKeyword } from '../../api/get-keyword';
import type { AdminKeywordsSearch } from '../../model/keywords-search';
import { usesLabel } from '../keyword-format';
import { formValuesOf, KeywordForm } from './keyword-form';

/**
 * A saved keyword goes back to the list; a refused one shows the server's field errors (the
 * write's own toast says why).
 */
const saveOutcome = (
  navigate: ReturnType<typeof useNavigate>,
  back: AdminKeywordsSearch,
  saved: string,
  showFieldErrors: (errors: FieldErrors) => void,
) => ({
  onSuccess: () => {
    toastSuccess(saved, 'Sucesso');
    // Back to the page and search the admin left, so the edited row is still in view.
    void navigate({ to: '/admin/palavras-chave', search: back });
  },
  onError: (error: unknown) => {
    if (error instanceof ApiError) showFieldErrors(error.errors);
  },
});

function EditorShell({
  title,
  current,
  back,
  children,
}: {
  title: string;
  current: string;
  back: AdminKeywordsSearch;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" maw={860}>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin">
          Admin
        </Anchor>
        <Anchor renderRoot={(props) => <Link to="/admin/palavras-chave" search={back} {...props} />}>
          Palavras-chave
        </Anchor>
        <Text>{current}</Text>
      </Breadcrumbs>
      <PageHeader title={title} />
      {children}
    </Stack>
  );
}

export function KeywordCreatePage({ back }: { back: AdminKeywordsSearch }) {
  const navigate = useNavigate();
  const create = useCreateKeyword(adminFailure('Erro ao criar palavra-chave'));
  return (
    <EditorShell title="Nova Palavra-chave" current="Nova" back={back}>
      <KeywordForm
        initial={formValuesOf()}
        submitLabel="Criar Palavra-chave"
        cancelLabel="Cancelar"
        back={back}
        submitting={create.isPending}
        onSubmit={(payload, showFieldErrors) =>
          create.mutate(payload, saveOutcome(navigate, back, KEYWORD_MESSAGES.created, showFieldErrors))
        }
      />
    </EditorShell>
  );
}

export function KeywordEditPage({ id, back }: { id: string; back: AdminKeywordsSearch }) {
  const navigate = useNavigate();
  const keyword = useKeyword(id);
  const update = useUpdateKeyword(adminFailure('Erro ao atualizar palavra-chave'));

  useEffect(() => {
    if (!keyword.error) return;
    const missing = keyword.error instanceof ApiError && [400, 404].includes(keyword.error.status);
    toastRequestError(
      keyword.error,
      'Tente novamente em instantes.',
      missing ? KEYWORD_MESSAGES.notFound : 'Erro ao carregar dados da palavra-chave',
    );
    void navigate({ to: '/admin/palavras-chave', search: back });
  }, [keyword.error, navigate, back]);

  return (
    <EditorShell title="Editar Palavra-chave" current="Editar" back={back}>
      {!keyword.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <>
          <Card withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Field label="ID">
                <Text inherit ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {keyword.data.id}
                </Text>
              </Field>
              <Field label="Uso total">{usesLabel(keyword.data.usage_count)}</Field>
              <Field label="Criada em">{formatLongDateTime(keyword.data.created_at)}</Field>
            </SimpleGrid>
          </Card>
          <KeywordForm
            key={keyword.data.id}
            initial={formValuesOf(keyword.data)}
            submitLabel="Salvar Alterações"
            cancelLabel="Voltar"
            back={back}
            submitting={update.isPending}
            onSubmit={(body, showFieldErrors) =>
              update.mutate(
                { id, body },
                saveOutcome(navigate, back, KEYWORD_MESSAGES.updated, showFieldErrors),
              )
            }
          />
        </>
      )}
    </EditorShell>
  );
}
