import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type MouseEvent } from 'react';

/**
 * Links of the screen painted before the router has loaded — the landing page and its frame
 * (header, bottom bar) — so that the first paint of `/` needs none of React Router (decision 025).
 * Once the router runs it provides its own `Link` and `NavLink` here (router-app.tsx); before, the
 * first screen provides anchors that hand the click over to the router (first-screen.tsx).
 * Every other screen imports React Router's links directly.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: React.Ref<HTMLAnchorElement> };
export type NavLinkProps = Omit<LinkProps, 'className'> & { end?: boolean; className?: string | ((state: { isActive: boolean }) => string) };
export type Links = { Link: ComponentType<LinkProps>; NavLink: ComponentType<NavLinkProps> };

const LinksContext = createContext<Links | null>(null);
export const LinksProvider = LinksContext.Provider;

function useLinks(): Links {
  const links = useContext(LinksContext);
  if (!links) throw new Error('Link outside a LinksProvider');
  return links;
}

export function Link(props: LinkProps) {
  const { Link: Impl } = useLinks();
  return <Impl {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Impl } = useLinks();
  return <Impl {...props} />;
}

/** Whether `to` is the current path, decided as React Router's NavLink does (case-insensitive; `end`: not for deeper paths). */
export function isActiveLink(to: string, pathname: string, end = false): boolean {
  const target = to.split(/[?#]/)[0].toLowerCase();
  const current = pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

/** A plain left click that the page may handle itself (not a new tab, window or download). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}
