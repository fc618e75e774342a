import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { PasswordRequirements } from './password-requirements';

/** The email box of the auth screens. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="seu@email.com"
      leftSection={<IconAt size={16} />}
      {...props}
    />
  );
}

/** A password box with the lock icon. */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput leftSection={<IconLock size={16} />} {...props} />;
}

const NEW_PASSWORD_COPY = {
  signup: {
    password: { label: 'Senha', placeholder: 'Crie uma senha' },
    confirmation: { label: 'Confirmar senha', placeholder: 'Repita a senha' },
  },
  reset: {
    password: { label: 'Nova senha', placeholder: 'Crie uma nova senha' },
    confirmation: { label: 'Confirmar nova senha', placeholder: 'Repita a nova senha' },
  },
} as const;

interface NewPasswordFieldsProps {
  /** Sign-up asks for a "senha", a reset for a "nova senha". */
  purpose: keyof typeof NEW_PASSWORD_COPY;
  /** `form.getInputProps('password')` and `form.getInputProps('password_confirmation')`. */
  password: PasswordInputProps & { value?: string };
  confirmation: PasswordInputProps;
  disabled: boolean;
}

/** A new password, its confirmation and the checklist of the password rules. */
export function NewPasswordFields({ purpose, password, confirmation, disabled }: NewPasswordFieldsProps) {
  const copy = NEW_PASSWORD_COPY[purpose];
  return (
    <>
      <PasswordField autoComplete="new-password" {...copy.password} disabled={disabled} {...password} />
      <PasswordField
        autoComplete="new-password"
        {...copy.confirmation}
        disabled={disabled}
        {...confirmation}
      />
      <PasswordRequirements value={password.value ?? ''} />
    </>
  );
}
