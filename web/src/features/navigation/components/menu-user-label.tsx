import { DropdownMenuLabel } from '@/components/ui/dropdown-menu';
import { useProfile } from '@/modules/account/api/get-profile';

/** Who is signed in, at the top of both menus. */
export function MenuUserLabel() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  return (
    <DropdownMenuLabel className="flex flex-col">
      <span className="truncate font-medium">{profile.name}</span>
      <span className="truncate text-xs font-normal text-muted-foreground">{profile.email}</span>
    </DropdownMenuLabel>
  );
}
