import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

export const Route = createFileRoute('/_guest/cadastro')({
  staticData: { title: 'Criar conta' },
  component: () => (
    <AuthLayout title="Criar conta grátis" subtitle="Comece agora seu teste grátis de 7 dias.">
      <RegisterForm />
    </AuthLayout>
  ),
});
