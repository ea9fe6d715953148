import Car from 'lucide-react/icons/car';
import LogIn from 'lucide-react/icons/log-in';
import Plus from 'lucide-react/icons/plus';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from '../links';
import { useSession } from '@/features/auth/auth-api';
import { lazyComponent } from '@/lib/lazy-component';
const AccountMenu = lazyComponent(() => import('./account-menu'));

const itemClass = 'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-forest-700';

/** SPEC §2: on phones, Garage, a round + to /add-vehicle when signed in, and Profile or Sign In. */
export function BottomBar() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-16 items-stretch border-t border-cream-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <NavLink to="/garage" className={itemClass}>
        <Car className="size-5" aria-hidden />
        {t('bottomBar.garage')}
      </NavLink>
      {session && (
        <div className="flex flex-1 items-center justify-center">
          <Link
            to="/add-vehicle"
            aria-label={t('nav.addVehicle')}
            className="-mt-6 flex size-14 items-center justify-center rounded-full bg-brass-400 text-forest-900 shadow-lg ring-4 ring-cream-50"
          >
            <Plus className="size-7" aria-hidden />
          </Link>
        </div>
      )}
      {session ? (
        <AccountMenu
          fallback={<span className={itemClass} />}
          side="top"
          trigger={
            <button type="button" className={itemClass}>
              <UserRound className="size-5" aria-hidden />
              {t('bottomBar.profile')}
            </button>
          }
        />
      ) : (
        <NavLink to="/auth" className={itemClass}>
          <LogIn className="size-5" aria-hidden />
          {t('header.signIn')}
        </NavLink>
      )}
    </nav>
  );
}
