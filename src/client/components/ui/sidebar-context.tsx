import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

/** SPEC §2/§9: cookie `sidebar_state` kept 7 days; under 768 px a drawer, closed by default. */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

interface SidebarState {
  isOpen: boolean;
  isMobile: boolean;
  isMobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used within a SidebarProvider.');
  return ctx;
}

function useIsMobile() {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setIsMobile(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [isOpen, setIsOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [isMobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) return setMobileOpen((o) => !o);
    setIsOpen((open) => {
      writeCookie(SIDEBAR_COOKIE, String(!open), SEVEN_DAYS);
      return !open;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(() => ({ isOpen, isMobile, isMobileOpen, setMobileOpen, toggle }), [isOpen, isMobile, isMobileOpen, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
