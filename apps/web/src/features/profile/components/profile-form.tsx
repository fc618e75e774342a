import { Button, Card, Group, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROFILE_MESSAGES, type Profile, UpdateProfileSchema } from '@sniperads/contract';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-error';
import { contractValidator, serverFieldErrors } from '@/lib/form';
import { toastSuccess } from '@/lib/toast';
import { useUpdateProfile } from '../api/profile-mutations';

const valuesOf = (p: Profile) => ({
  name: p.name,
  email: p.email,
  bio: p.bio ?? '',
  company: p.company ?? '',
  website: p.website ?? '',
});

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile({ title: 'Erro ao salvar perfil. Tente novamente.', fallback: '' });
  const form = useForm({
    initialValues: valuesOf(profile),
    validate: contractValidator(UpdateProfileSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await update.mutateAsync(values);
      form.setValues(valuesOf(res.data));
      form.resetDirty(valuesOf(res.data));
      toastSuccess('Suas informações foram salvas.', PROFILE_MESSAGES.saved);
    } catch (error) {
      // The toast is the write's own; the fields the server refused are marked here.
      if (error instanceof ApiError) form.setErrors(serverFieldErrors(error.errors));
    }
  });
  return (
    <Card p="lg" component="form" onSubmit={submit} noValidate>
      <Title order={3} fz="lg" mb="md">
        Informações pessoais
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nome" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput label="Empresa" autoComplete="organization" {...form.getInputProps('company')} />
        <TextInput
          label="Website"
          placeholder="https://"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
      </SimpleGrid>
      <Textarea label="Bio" mt="md" autosize minRows={3} maxLength={500} {...form.getInputProps('bio')} />
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={16} />}>
          Salvar alterações
        </Button>
      </Group>
    </Card>
  );
}
