import { Modal, Stack, TextInput } from '@mantine/core';
import { FAVORITE_MESSAGES } from '@sniperads/contract';
import { useState } from 'react';
import { FormActions } from '@/components/form-actions';
import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { ApiError, errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useCreateFavorite } from '../api/favorite-mutations';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Save an ad by its address (the ad library screen saves with all its fields). */
export function AddFavoriteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const [image, setImage] = useState('');
  const [niche, setNiche] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const create = useCreateFavorite('inline');

  const close = () => {
    setUrl('');
    setImage('');
    setNiche('');
    setError(null);
    setPlanLimit(null);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isHttpUrl(url.trim())) return setError(FAVORITE_MESSAGES.invalidUrl);
    if (image.trim() && !isHttpUrl(image.trim())) return setError('Endereço de mídia inválido');
    create.mutate(
      { url: url.trim(), image: image.trim() || null, niche: niche.trim() || null },
      {
        onSuccess: (body) => {
          toastSuccess(body.message ?? FAVORITE_MESSAGES.created);
          close();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'PLAN_LIMIT') return setPlanLimit(err.message);
          setError(
            err instanceof ApiError && err.errors.url?.[0]
              ? err.errors.url[0]
              : errorMessage(err, 'Erro ao adicionar favorito'),
          );
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Adicionar favorito" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {planLimit && <PlanLimitAlert message={planLimit} />}
          <TextInput
            label="URL do anúncio"
            placeholder="https://www.facebook.com/ads/library/?id=..."
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          <TextInput
            label="Imagem ou vídeo do criativo (opcional)"
            description="Guardamos uma cópia: o favorito continua com a mídia mesmo se o link expirar."
            placeholder="https://..."
            value={image}
            onChange={(e) => setImage(e.currentTarget.value)}
          />
          <TextInput
            label="Nicho (opcional)"
            value={niche}
            onChange={(e) => setNiche(e.currentTarget.value)}
          />
          <FormActions submitLabel="Salvar favorito" loading={create.isPending} onCancel={close} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
