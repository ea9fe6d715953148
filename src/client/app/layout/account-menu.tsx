import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useSession } from '@/features/auth/auth-api';
import { useSignOut } from '@/features/auth/use-sign-out';

export default function AccountMenu({ trigger, align = 'end', side }: { trigger?: ReactNode; align?: 'start' | 'end'; side?: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { session } = useSession();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {trigger ?? (
          <Button variant="outline" size="sm">
            <UserRound aria-hidden />
            {t('header.myAccount')}
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} side={side}>
        <p className="truncate px-3 py-2 text-xs text-stone-500">{session?.user.email}</p>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <Settings aria-hidden />
          {t('header.profileSettings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
