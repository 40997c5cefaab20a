import {
  CreditCard,
  FileText,
  HardDrive,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useProfile } from '@/modules/account/api/get-profile';
import { useTeams } from '@/modules/account/api/get-teams';
import { MAIN_LOG_OUT_TEXTS, useMenuLogOut } from '../hooks/use-menu-log-out';
import { useSubscriptionItem } from '../hooks/use-subscription-item';
import { ComplimentaryAccessDialog } from './complimentary-access-dialog';
import { MenuUserLabel } from './menu-user-label';

function MenuLink({ to, icon: Icon, label }: { to: string; icon: typeof Menu; label: string }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

/** The main (hamburger) menu of the signed-in screens. */
export function MainMenu() {
  const { data: profile } = useProfile();
  const { data: teams } = useTeams();
  const subscription = useSubscriptionItem();
  const { logOut } = useMenuLogOut(MAIN_LOG_OUT_TEXTS);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Main menu">
            <Menu aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <MenuUserLabel />
          <DropdownMenuSeparator />
          <MenuLink to={paths.chatInterface.getHref()} icon={MessageSquare} label="Chat" />
          <MenuLink to={paths.settings.getHref()} icon={Settings} label="Settings" />
          <MenuLink to={paths.googleDrive.getHref()} icon={HardDrive} label="My Google Drive" />
          <MenuLink to={paths.savedReports.getHref()} icon={FileText} label="Reports" />
          <MenuLink to={paths.teams.getHref()} icon={Users} label="Teams" />
          {teams !== undefined && teams.length > 0 && (
            <MenuLink to={paths.teamDashboard.getHref()} icon={LayoutDashboard} label="Team Dashboard" />
          )}
          {profile?.isSysAdmin && (
            <MenuLink to={paths.sysAdmin.getHref()} icon={ShieldCheck} label="Sys Admin" />
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={subscription.pending} onSelect={subscription.select}>
            <CreditCard aria-hidden="true" />
            {subscription.label}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={logOut}>
            <LogOut aria-hidden="true" />
            Log Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ComplimentaryAccessDialog
        open={subscription.complimentaryOpen}
        onOpenChange={subscription.setComplimentaryOpen}
      />
    </>
  );
}
