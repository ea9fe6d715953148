import Plus from 'lucide-react/icons/plus';
import Zap from 'lucide-react/icons/zap';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { VehiclePlaceholder } from './vehicle-cover';

export function EmptyGarage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-4xl items-center overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm md:grid-cols-2">
      <VehiclePlaceholder label="" className="aspect-[4/3] md:aspect-auto md:h-full md:min-h-80" />
      <div className="p-8">
        <h2 className="font-display text-3xl font-semibold text-forest-900">{t('vehicles.garage.emptyTitle')}</h2>
        <p className="mt-3 leading-relaxed text-stone-600">{t('vehicles.garage.emptyText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/add-vehicle">
              <Plus aria-hidden />
              {t('vehicles.garage.emptyCta')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <Link to="/quick-add">
              <Zap aria-hidden />
              {t('vehicles.garage.emptyQuick')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
