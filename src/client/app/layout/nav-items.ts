import { Car, FileText, Heart, History, ListChecks, MessageSquare, PlusCircle, Share2, type LucideIcon } from 'lucide-react';

/** SPEC §2's signed-in sidebar entries, in order. */
export const navItems: { to: string; labelKey: string; icon: LucideIcon }[] = [
  { to: '/garage', labelKey: 'nav.garage', icon: Car },
  { to: '/previously-owned', labelKey: 'nav.previouslyOwned', icon: History },
  { to: '/shared-vehicles', labelKey: 'nav.sharedVehicles', icon: Share2 },
  { to: '/wishlist', labelKey: 'nav.wishlist', icon: Heart },
  { to: '/documents', labelKey: 'nav.documents', icon: FileText },
  { to: '/tasks', labelKey: 'nav.tasks', icon: ListChecks },
  { to: '/feedback', labelKey: 'nav.feedback', icon: MessageSquare },
  { to: '/add-vehicle', labelKey: 'nav.addVehicle', icon: PlusCircle },
];

/** The active entry is the one whose path prefixes the current path. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
