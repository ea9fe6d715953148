import type { ReactNode } from 'react';
import { useSidebar } from '@/components/ui/sidebar-context';
import { useSession } from '@/features/auth/auth-api';
import { BulkUploadPanelMount } from '@/features/bulk-upload/components/bulk-upload-panel-mount';
import { cn } from '@/lib/cn';
import { lazyComponent } from '@/lib/lazy-component';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
// Only signed-in users have a sidebar: keep it (and its drawer) out of the first load. Without
// Suspense (lazy-component.tsx): React revealed it up to 300 ms after its code was here.
const AppSidebar = lazyComponent(() => import('./app-sidebar'));

/**
 * Header on top; the sidebar for signed-in users; the bottom bar on phones. Knows nothing of the
 * router: the landing page is painted in it before the router has loaded (first-screen.tsx).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { isOpen, isMobile } = useSidebar();
  const withSidebar = Boolean(session) && !isMobile;
  return (
    <div className="min-h-screen">
      <Header />
      {session && <AppSidebar fallback={null} />}
      <main
        className={cn(
          'px-4 pb-24 pt-24 transition-[padding] duration-200 md:px-8 md:pb-12',
          withSidebar && (isOpen ? 'md:pl-[calc(16rem+2rem)]' : 'md:pl-[calc(3rem+2rem)]'),
        )}
      >
        {children}
      </main>
      <BottomBar />
      <BulkUploadPanelMount />
    </div>
  );
}
