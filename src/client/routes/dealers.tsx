import BadgeCheck from 'lucide-react/icons/badge-check';
import FolderArchive from 'lucide-react/icons/folder-archive';
import Handshake from 'lucide-react/icons/handshake';
import Printer from 'lucide-react/icons/printer';
import Search from 'lucide-react/icons/search';
import Users from 'lucide-react/icons/users';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FeatureGrid } from '@/features/marketing/feature-grid';

export default function DealersScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('header.forDealers'));
  const features = [
    { icon: FolderArchive, title: t('dealers.f1.title'), text: t('dealers.f1.text') },
    { icon: BadgeCheck, title: t('dealers.f2.title'), text: t('dealers.f2.text') },
    { icon: Handshake, title: t('dealers.f3.title'), text: t('dealers.f3.text') },
    { icon: Search, title: t('dealers.f4.title'), text: t('dealers.f4.text') },
    { icon: Users, title: t('dealers.f5.title'), text: t('dealers.f5.text') },
    { icon: Printer, title: t('dealers.f6.title'), text: t('dealers.f6.text') },
  ];
  const steps = [t('dealers.step1'), t('dealers.step2'), t('dealers.step3')];
  return (
    <div className="mx-auto max-w-6xl">
      <section className="rounded-2xl bg-forest-900 px-6 py-14 text-cream-50 md:px-12">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-300">{t('dealers.eyebrow')}</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold leading-tight md:text-5xl">{t('dealers.title')}</h1>
        <p className="mt-5 max-w-2xl text-lg text-cream-100/85">{t('dealers.lead')}</p>
        <Button asChild size="lg" variant="brass" className="mt-8">
          <Link to="/auth?mode=sign-up">{t('dealers.cta')}</Link>
        </Button>
      </section>
      <section className="py-12" aria-labelledby="dealer-features">
        <h2 id="dealer-features" className="mb-8 font-display text-3xl text-forest-900">
          {t('dealers.featuresTitle')}
        </h2>
        <FeatureGrid items={features} />
      </section>
      <section className="pb-12" aria-labelledby="dealer-steps">
        <h2 id="dealer-steps" className="mb-6 font-display text-3xl text-forest-900">
          {t('dealers.stepsTitle')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s} className="flex gap-4 rounded-xl border border-cream-200 bg-white p-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-400 font-display text-lg text-forest-900">{i + 1}</span>
              <p className="text-sm leading-relaxed text-stone-700">{s}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
