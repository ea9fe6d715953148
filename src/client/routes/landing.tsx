import Car from 'lucide-react/icons/car';
import FileSearch from 'lucide-react/icons/file-search';
import HardDrive from 'lucide-react/icons/hard-drive';
import Languages from 'lucide-react/icons/languages';
import LineChart from 'lucide-react/icons/chart-line';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from '@/app/links';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/auth-api';
import { DocumentMock } from '@/features/marketing/document-mock';
import { FeatureGrid } from '@/features/marketing/feature-grid';

export default function LandingScreen() {
  const { t } = useTranslation();
  const { session } = useSession();
  useDocumentTitle(t('header.forCollectors'));
  const features = [
    { icon: FileSearch, title: t('landing.f1.title'), text: t('landing.f1.text') },
    { icon: Car, title: t('landing.f2.title'), text: t('landing.f2.text') },
    { icon: LineChart, title: t('landing.f3.title'), text: t('landing.f3.text') },
    { icon: ShieldCheck, title: t('landing.f4.title'), text: t('landing.f4.text') },
    { icon: HardDrive, title: t('landing.f5.title'), text: t('landing.f5.text') },
    { icon: Languages, title: t('landing.f6.title'), text: t('landing.f6.text') },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <section className="grid grid-cols-1 items-center gap-12 py-6 md:grid-cols-2 md:py-12">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">{t('landing.eyebrow')}</p>
          <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-forest-900 md:text-5xl">{t('landing.title')}</h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-700">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={session ? '/garage' : '/auth?mode=sign-up'}>{session ? t('landing.ctaGarage') : t('landing.ctaSignUp')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/quick-add">{t('landing.ctaQuickAdd')}</Link>
            </Button>
          </div>
        </div>
        <DocumentMock />
      </section>
      <section className="py-12" aria-labelledby="landing-features">
        <h2 id="landing-features" className="mb-8 font-display text-3xl text-forest-900">
          {t('landing.featuresTitle')}
        </h2>
        <FeatureGrid items={features} />
      </section>
      <section className="my-12 rounded-2xl bg-forest-900 px-6 py-12 text-center text-cream-50 md:px-12">
        <h2 className="font-display text-3xl">{t('landing.closingTitle')}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-cream-100/80">{t('landing.closingText')}</p>
        <Button asChild size="lg" variant="brass" className="mt-8">
          <Link to={session ? '/add-vehicle' : '/auth?mode=sign-up'}>{t('landing.closingCta')}</Link>
        </Button>
      </section>
    </div>
  );
}
