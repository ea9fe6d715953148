import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { notify as toast } from '@/lib/notify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n';
import { authApi, refreshSession } from './auth-api';
import { authErrorKey } from './auth-error-key';
import { fieldMessage, newPassword, weakPasswordKeys } from './password-feedback';

// Messages are translation keys; the form shows t(key).
const email = z.string().trim().min(1, 'auth.validation.emailRequired').email('auth.validation.emailInvalid');

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function FormError({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t(messageKey)}
    </p>
  );
}

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(z.object({ email, password: z.string().min(1, 'auth.validation.passwordRequired') })),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.signIn(v.email, v.password);
      await refreshSession();
      onSignedIn();
    } catch (error) {
      setErrorKey(authErrorKey(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError messageKey={errorKey} />
      <Field id="signin-email" label={t('auth.email')} error={errors.email && t(errors.email.message!)}>
        <Input id="signin-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Field id="signin-password" label={t('auth.password')} error={errors.password && t(errors.password.message!)}>
        <Input id="signin-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}

export function SignUpForm({ onSignedUp, onResend }: { onSignedUp: () => void; onResend: () => void }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(z.object({ name: z.string().trim().min(1, 'auth.validation.nameRequired').max(120), email, password: newPassword })),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.signUp(v.name, v.email, v.password);
    } catch (error) {
      const weak = weakPasswordKeys(error);
      if (weak) form.setError('password', { type: 'server', message: weak.join(' ') }, { shouldFocus: true });
      else setErrorKey(authErrorKey(error));
      return;
    }
    // Sign-up answers every address alike (decision 021). Signing in works at once only for the
    // first account of a new instance (or an owner who typed their own password); everyone else
    // opens the account through the mailed link.
    try {
      await authApi.signIn(v.email, v.password);
      await refreshSession();
      onSignedUp();
    } catch (error) {
      const key = authErrorKey(error);
      if (key === 'auth.errors.invalidCredentials') setSentTo(v.email.trim());
      else setErrorKey(key);
    }
  });
  if (sentTo) return <CheckMail email={sentTo} onResend={onResend} />;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError messageKey={errorKey} />
      <Field id="signup-name" label={t('auth.fullName')} error={errors.name && t(errors.name.message!)}>
        <Input id="signup-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
      </Field>
      <Field id="signup-email" label={t('auth.email')} error={errors.email && t(errors.email.message!)}>
        <Input id="signup-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Field id="signup-password" label={t('auth.password')} error={fieldMessage(t, errors.password?.message)}>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby="signup-password-hint"
          {...form.register('password')}
        />
        <p id="signup-password-hint" className="text-xs text-stone-500">
          {t('auth.passwordHint')}
        </p>
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(z.object({ email })), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.requestPasswordReset(v.email);
      setSent(true);
      toast.success(t('auth.resetSent'));
    } catch (error) {
      setErrorKey(authErrorKey(error));
    }
  });
  if (sent) return <p className="rounded-md bg-forest-50 px-4 py-3 text-sm text-forest-800">{t('auth.resetSentLong')}</p>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">{t('auth.forgotIntro')}</p>
      <FormError messageKey={errorKey} />
      <Field id="forgot-email" label={t('auth.email')} error={errors.email && t(errors.email.message!)}>
        <Input id="forgot-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}

/** After sign-up: the link is on its way (or the owner of a taken address was told); nothing says which. */
function CheckMail({ email, onResend }: { email: string; onResend: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <h2 className="font-display text-xl font-semibold text-forest-900">{t('auth.checkMailTitle')}</h2>
      <p className="break-words text-sm text-stone-700">{t('auth.checkMailText', { email })}</p>
      <button type="button" className="text-sm text-forest-700 underline underline-offset-4" onClick={onResend}>
        {t('auth.resendLink')}
      </button>
    </div>
  );
}

/** "Send the link again": answered alike whether or not an account waits for confirmation. */
export function ResendConfirmationForm({ linkError }: { linkError: boolean }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(linkError ? 'auth.errors.confirmLinkInvalid' : null);
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(z.object({ email })), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.resendConfirmation(v.email);
      setSent(true);
    } catch (error) {
      setErrorKey(authErrorKey(error));
    }
  });
  if (sent)
    return (
      <p role="status" className="rounded-md bg-forest-50 px-4 py-3 text-sm text-forest-800">
        {t('auth.resendSent')}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError messageKey={errorKey} />
      <p className="text-sm text-stone-600">{t('auth.resendIntro')}</p>
      <Field id="resend-email" label={t('auth.email')} error={errors.email && t(errors.email.message!)}>
        <Input id="resend-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('auth.resendButton')}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(z.object({ password: newPassword })), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setErrorKey(null);
    try {
      await authApi.resetPassword(token, v.password);
      toast.success(t('auth.passwordReset'));
      onDone();
    } catch (error) {
      const weak = weakPasswordKeys(error);
      if (weak) form.setError('password', { type: 'server', message: weak.join(' ') }, { shouldFocus: true });
      else setErrorKey(authErrorKey(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError messageKey={errorKey} />
      <Field id="reset-password" label={t('auth.newPassword')} error={fieldMessage(t, errors.password?.message)}>
        <Input id="reset-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {t('auth.setNewPassword')}
      </Button>
    </form>
  );
}
