import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { Sheet } from '@/components/ui/sheet';
import { useSidebar } from '@/components/ui/sidebar-context';
import { cn } from '@/lib/cn';
import { OverdueBadge } from '@/features/tasks/components/overdue-badge';
import { isActivePath, navItems } from './nav-items';

function NavList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1 p-2">
      {navItems.map(({ to, labelKey, icon: Icon }) => {
        const active = isActivePath(to, pathname);
        const label = t(labelKey);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={collapsed ? label : undefined}
              aria-label={collapsed ? label : undefined}
              data-active={active}
              className={cn(
                'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-cream-100/85 transition-colors hover:bg-forest-700 hover:text-white',
                active && 'bg-forest-700 text-white shadow-inner ring-1 ring-brass-400/40',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className={cn('size-[18px] shrink-0', active && 'text-brass-300')} aria-hidden />
              {!collapsed && <span className="truncate">{label}</span>}
              {to === '/tasks' && <OverdueBadge compact className={collapsed ? 'absolute right-0.5 top-0.5 min-w-4 px-1 text-[10px] leading-4' : 'ml-auto'} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §2/§9: 16rem expanded, 3rem icons only, an 18rem drawer under 768 px. */
export default function AppSidebar() {
  const { t } = useTranslation();
  const { isOpen, isMobile, isMobileOpen, setMobileOpen, toggle } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={isMobileOpen} onOpenChange={setMobileOpen} title={t('sidebar.title')} className="w-[18rem]" data-testid="sidebar-drawer">
        <nav aria-label={t('sidebar.title')} className="mt-4">
          <NavList collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </nav>
      </Sheet>
    );
  }

  return (
    <aside
      data-testid="sidebar"
      data-state={isOpen ? 'expanded' : 'collapsed'}
      className={cn(
        'fixed bottom-0 left-0 top-16 z-20 flex flex-col overflow-hidden bg-forest-900 transition-[width] duration-200',
        isOpen ? 'w-[16rem]' : 'w-[3rem]',
      )}
    >
      <nav aria-label={t('sidebar.title')} className="flex-1 overflow-y-auto">
        <NavList collapsed={!isOpen} />
      </nav>
      <button
        type="button"
        onClick={toggle}
        // Open, its visible word is its name (a different aria-label fails WCAG 2.5.3 "label in name").
        aria-label={isOpen ? undefined : t('sidebar.toggle')}
        aria-expanded={isOpen}
        title={`${t('sidebar.toggle')} (Ctrl/⌘+B)`}
        className={cn(
          'm-2 flex h-9 items-center gap-2 rounded-md px-2 text-xs text-cream-100/70 hover:bg-forest-700 hover:text-white',
          !isOpen && 'justify-center px-0',
        )}
      >
        {isOpen ? <PanelLeftClose className="size-4" aria-hidden /> : <PanelLeftOpen className="size-4" aria-hidden />}
        {isOpen && <span>{t('sidebar.collapse')}</span>}
      </button>
    </aside>
  );
}
