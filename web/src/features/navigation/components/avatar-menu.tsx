import { Crown, FileText, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useProfile } from '@/modules/account/api/get-profile';
import { AVATAR_LOG_OUT_TEXTS, useMenuLogOut } from '../hooks/use-menu-log-out';
import { MenuUserLabel } from './menu-user-label';
import { UserAvatar } from './user-avatar';

/** The avatar (account) menu at the right of the header. */
export function AvatarMenu() {
  const { data: profile } = useProfile();
  const { logOut, pending } = useMenuLogOut(AVATAR_LOG_OUT_TEXTS);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserAvatar name={profile?.name ?? ''} email={profile?.email ?? ''} picture={profile?.picture} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <MenuUserLabel />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.settings.getHref()}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.savedReports.getHref()}>
            <FileText aria-hidden="true" />
            My Reports
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.upgrade.getHref()}>
            <Crown aria-hidden="true" />
            Upgrade
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={pending}
          onSelect={(event) => {
            // Stay open so 'Logging out...' can be seen until the call ends.
            event.preventDefault();
            logOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {pending ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
