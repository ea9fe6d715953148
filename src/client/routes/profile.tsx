import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify as toast } from '@/lib/notify';
import { z } from 'zod';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { authApi, refreshSession } from '@/features/auth/auth-api';
import { authErrorKey } from '@/features/auth/auth-error-key';
import { Field } from '@/features/auth/auth-forms';
import { fieldMessage, newPassword, weakPasswordKeys } from '@/features/auth/password-feedback';
import { profileQuery, updateProfile } from '@/lib/profile-api';
import { TaskSettingsCard } from '@/features/tasks/components/task-settings-card';
import { setLanguage, translate, useTranslation, type Language } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

const ExportImportCard = lazy(() => import('@/features/export/export-import-card').then((m) => ({ default: m.ExportImportCard })));

const profileForm = z.object({ fullName: z.string().trim().max(120, 'profile.validation.nameMax'), language: z.enum(['en', 'de']) });

function ProfileForm({ email, fullName, language }: { email: string; fullName: string; language: Language }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm({ resolver: zodResolver(profileForm), defaultValues: { fullName, language } });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      qc.setQueryData(profileQuery.queryKey, profile);
      void refreshSession();
      form.reset({ fullName: profile.fullName, language: profile.language });
      // Confirm in the language just chosen.
      void setLanguage(profile.language).then(() =>
        toast.success(translate(profile.language, 'profile.successTitle'), { description: translate(profile.language, 'profile.updated') }),
      );
    },
    onError: () => toast.error(t('profile.updateError')),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((v) => mutation.mutate(v))} noValidate className="space-y-5">
      <Field id="profile-email" label={t('profile.email')}>
        <Input id="profile-email" value={email} readOnly disabled aria-readonly />
      </Field>
      <Field id="profile-name" label={t('profile.fullName')} error={errors.fullName && t(errors.fullName.message!)}>
        <Input id="profile-name" autoComplete="name" {...form.register('fullName')} />
      </Field>
      <Field id="profile-language" label={t('profile.language')}>
        <select id="profile-language" className="flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm" {...form.register('language')}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(z.object({ currentPassword: z.string().min(1, 'auth.validation.passwordRequired'), newPassword })),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.changePassword(v.currentPassword, v.newPassword);
      form.reset();
      toast.success(t('profile.passwordChanged'));
    } catch (error) {
      const weak = weakPasswordKeys(error);
      if (weak) return form.setError('newPassword', { type: 'server', message: weak.join(' ') }, { shouldFocus: true });
      const key = authErrorKey(error);
      setErrorKey(key === 'auth.errors.invalidCredentials' || key === 'auth.errors.generic' ? 'profile.wrongCurrentPassword' : key);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errorKey && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(errorKey)}
        </p>
      )}
      <Field id="current-password" label={t('profile.currentPassword')} error={errors.currentPassword && t(errors.currentPassword.message!)}>
        <Input id="current-password" type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field id="new-password" label={t('profile.newPassword')} error={fieldMessage(t, errors.newPassword?.message)}>
        <Input id="new-password" type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {t('profile.changePassword')}
      </Button>
    </form>
  );
}

export default function ProfileScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const query = useQuery(profileQuery);
  useEffect(() => {
    if (query.isError) toast.error(t('profile.fetchError'));
  }, [query.isError, t]);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {query.isLoading ? (
        <LoadingBlock />
      ) : query.isError || !query.data ? (
        <ErrorBlock title={t('profile.fetchError')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-8">
          <Card className="p-6">
            <ProfileForm {...query.data} />
          </Card>
          <Card className="p-6">
            <h2 className="mb-4 font-display text-xl text-forest-900">{t('profile.passwordTitle')}</h2>
            <ChangePasswordForm />
          </Card>
          <TaskSettingsCard />
          <Suspense fallback={null}>
            <ExportImportCard />
          </Suspense>
        </div>
      )}
    </div>
  );
}
