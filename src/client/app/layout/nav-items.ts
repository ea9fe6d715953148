import type { LucideIcon } from 'lucide-react';
import Car from 'lucide-react/icons/car';
import FileText from 'lucide-react/icons/file-text';
import Heart from 'lucide-react/icons/heart';
import History from 'lucide-react/icons/rotate-ccw-clock';
import ListChecks from 'lucide-react/icons/list-checks';
import MessageSquare from 'lucide-react/icons/message-square';
import PlusCircle from 'lucide-react/icons/circle-plus';
import Share2 from 'lucide-react/icons/share-2';

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
