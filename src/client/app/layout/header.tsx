import Menu from 'lucide-react/icons/menu';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from '../links';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useSidebar } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { lazyComponent } from '@/lib/lazy-component';
// The account menu (Radix menus, floating UI) is only needed once signed in.
const AccountMenu = lazyComponent(() => import('./account-menu'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'text-forest-900 bg-forest-50' : 'text-forest-700 hover:text-forest-900'}`;

export function Header() {
  const { t } = useTranslation();
  const { session } = useSession();
  const sidebar = useSidebar();
  return (
    <header className="fixed inset-x-0 top-0 z-30 h-16 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <div className="flex h-full items-center gap-2 px-4 md:px-6">
        {session && (
          <Button variant="ghost" size="icon" aria-label={t('sidebar.toggle')} onClick={sidebar.toggle} className="-ml-2">
            <Menu aria-hidden />
          </Button>
        )}
        <Link to={session ? '/garage' : '/'} className="text-forest-900" aria-label="Patina">
          <Logo />
        </Link>
        <nav aria-label={t('header.navLabel')} className="ml-auto hidden items-center gap-1 md:flex">
          <NavLink to="/dealers" className={linkClass}>
            {t('header.forDealers')}
          </NavLink>
          <NavLink to="/" end className={linkClass}>
            {t('header.forCollectors')}
          </NavLink>
          <span className="ml-2">
            {session ? (
              <AccountMenu fallback={null} />
            ) : (
              <Button asChild size="sm">
                <Link to="/auth">{t('header.signIn')}</Link>
              </Button>
            )}
          </span>
        </nav>
      </div>
    </header>
  );
}
