import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/logo';
import { Card } from '@/components/ui/card';
import { safeRedirect } from '@/app/guards';
import { ForgotPasswordForm, ResendConfirmationForm, ResetPasswordForm, SignInForm, SignUpForm } from '@/features/auth/auth-forms';
import { SingleSignOn } from '@/features/auth/single-sign-on';
import { cn } from '@/lib/cn';

type Mode = 'sign-in' | 'sign-up' | 'forgot' | 'confirm';

export default function AuthScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const token = params.get('token');
  // A confirmation link that did not work comes back as /auth?confirm=1&error=… (decision 021).
  const confirmLinkError = params.has('confirm') && params.has('error');
  const tokenError = confirmLinkError ? null : params.get('error');
  const asked = params.get('mode');
  const mode: Mode = confirmLinkError ? 'confirm' : asked === 'sign-up' || asked === 'forgot' || asked === 'confirm' ? asked : 'sign-in';
  const target = safeRedirect(params.get('redirect') ?? (location.state as { from?: string } | null)?.from);
  const goOn = () => navigate(target, { replace: true });
  const setMode = (m: Mode) => {
    const next = new URLSearchParams(params);
    next.delete('confirm');
    next.delete('error');
    next.set('mode', m);
    setParams(next, { replace: true });
  };

  const heading = token
    ? t('auth.resetTitle')
    : mode === 'sign-up'
      ? t('auth.signUpTitle')
      : mode === 'forgot'
        ? t('auth.forgotTitle')
        : mode === 'confirm'
          ? t('auth.resendTitle')
          : t('auth.signInTitle');

  useDocumentTitle(heading);

  return (
    <div className="grid min-h-screen grid-cols-1 md:grid-cols-2">
      <div className="relative hidden flex-col justify-between overflow-hidden bg-forest-900 p-10 text-cream-100 md:flex">
        <Link to="/" className="text-cream-50">
          <Logo />
        </Link>
        <div className="relative z-10 max-w-md">
          <p className="font-display text-4xl leading-tight text-cream-50">{t('auth.asideTitle')}</p>
          <p className="mt-4 text-cream-100/80">{t('auth.asideText')}</p>
        </div>
        <p className="relative z-10 text-sm text-cream-100/60">{t('auth.asideFoot')}</p>
        <svg className="absolute -bottom-16 -right-24 w-[32rem] text-forest-700" viewBox="0 0 400 160" aria-hidden>
          <path d="M20 120c10-30 40-42 80-46l50-28c30-16 70-18 110-8l60 30c30 4 50 14 58 40v14H20z" fill="currentColor" />
          <circle cx="100" cy="134" r="22" fill="#152a20" stroke="#d9b25f" strokeWidth="4" />
          <circle cx="310" cy="134" r="22" fill="#152a20" stroke="#d9b25f" strokeWidth="4" />
        </svg>
      </div>
      <div className="flex items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <Link to="/" className="mb-8 inline-block text-forest-900 md:hidden">
            <Logo />
          </Link>
          <h1 className="font-display text-3xl font-semibold text-forest-900">{heading}</h1>
          {!token && (mode === 'sign-in' || mode === 'sign-up') && (
            <div role="tablist" aria-label={t('auth.modes')} className="mt-6 grid grid-cols-2 rounded-lg bg-cream-100 p-1">
              {(['sign-in', 'sign-up'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  aria-selected={mode === m}
                  onClick={() => setMode(m)}
                  className={cn('rounded-md py-2 text-sm font-medium text-forest-700', mode === m && 'bg-white text-forest-900 shadow-sm')}
                >
                  {m === 'sign-in' ? t('auth.signIn') : t('auth.signUp')}
                </button>
              ))}
            </div>
          )}
          <Card className="mt-6 p-6">
            {tokenError === 'INVALID_TOKEN' && !token ? (
              <p role="alert" className="text-sm text-red-800">
                {t('auth.errors.invalidToken')}
              </p>
            ) : token ? (
              <ResetPasswordForm token={token} onDone={() => setParams({}, { replace: true })} />
            ) : mode === 'sign-up' ? (
              <SignUpForm onSignedUp={goOn} onResend={() => setMode('confirm')} />
            ) : mode === 'forgot' ? (
              <ForgotPasswordForm />
            ) : mode === 'confirm' ? (
              <ResendConfirmationForm linkError={confirmLinkError} />
            ) : (
              <SignInForm onSignedIn={goOn} />
            )}
            {!token && (mode === 'sign-in' || mode === 'sign-up') && (
              <SingleSignOn redirect={target} error={tokenError && tokenError !== 'INVALID_TOKEN' ? tokenError : null} />
            )}
          </Card>
          <div className="mt-4 text-center text-sm">
            {mode === 'sign-in' && !token ? (
              <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
                <button type="button" className="text-forest-700 underline-offset-4 hover:underline" onClick={() => setMode('forgot')}>
                  {t('auth.forgotLink')}
                </button>
                <button type="button" className="text-forest-700 underline-offset-4 hover:underline" onClick={() => setMode('confirm')}>
                  {t('auth.resendLink')}
                </button>
              </div>
            ) : (
              (token || mode === 'forgot' || mode === 'confirm' || tokenError) && (
                <button type="button" className="text-forest-700 underline-offset-4 hover:underline" onClick={() => setParams({}, { replace: true })}>
                  {t('auth.backToSignIn')}
                </button>
              )
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
