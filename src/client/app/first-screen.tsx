import { useEffect, useMemo, type ComponentType, type MouseEvent } from 'react';
import { useSession } from '@/features/auth/auth-api';
import { analytics } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { AppFrame } from './layout/app-frame';
import { isActiveLink, isPlainClick, LinksProvider, type LinkProps, type Links, type NavLinkProps } from './links';

/**
 * The landing page as a visitor first sees it, painted before React Router has loaded (it is a
 * third of the JavaScript a first visit would otherwise fetch before anything shows; decision 025).
 * Its links are anchors: a plain click hands over to the router, which goes there as it goes
 * between any two screens (`onNavigate`); a signed-in session hands over at once (the sidebar and
 * account menu need the router).
 */
export function FirstScreen({ Landing, onNavigate }: { Landing: ComponentType; onNavigate: (to?: string) => void }) {
  const { session } = useSession();
  useEffect(() => {
    if (session) onNavigate();
  }, [session, onNavigate]);
  useEffect(() => analytics.pageView(window.location), []);
  const links = useMemo(() => firstScreenLinks(onNavigate), [onNavigate]);
  return (
    <LinksProvider value={links}>
      <AppFrame>
        <Landing />
      </AppFrame>
    </LinksProvider>
  );
}

function firstScreenLinks(onNavigate: (to: string) => void): Links {
  const follow = (to: string, onClick?: (e: MouseEvent<HTMLAnchorElement>) => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(to);
  };
  const Link = ({ to, onClick, ...props }: LinkProps) => <a href={to} onClick={follow(to, onClick)} {...props} />;
  const NavLink = ({ to, end, className, onClick, ...props }: NavLinkProps) => {
    const isActive = isActiveLink(to, window.location.pathname, end);
    return (
      <a
        href={to}
        onClick={follow(to, onClick)}
        aria-current={isActive ? 'page' : undefined}
        className={typeof className === 'function' ? className({ isActive }) : cn(className, isActive && 'active')}
        {...props}
      />
    );
  };
  return { Link, NavLink };
}
