import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export const Route = createFileRoute('/_guest/esqueci-senha')({
  staticData: { title: 'Esqueci minha senha' },
  component: () => (
    <AuthLayout
      title="Esqueci minha senha"
      subtitle="Informe seu email e enviaremos um link para criar uma nova senha."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  ),
});
