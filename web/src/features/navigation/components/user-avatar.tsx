import { useState } from 'react';
import { cn } from '@/lib/utils';
import { initials } from '../utils/initials';

type UserAvatarProps = { name: string; email: string; picture?: string; className?: string };

/** The profile picture, or the user's initials when there is none or it does not load. */
export function UserAvatar({ name, email, picture, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | undefined>();
  const showPicture = picture !== undefined && picture !== '' && failed !== picture;
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-sm font-medium',
        className,
      )}
    >
      {showPicture ? (
        <img
          src={picture}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(picture)}
        />
      ) : (
        <span aria-hidden="true">{initials(name, email)}</span>
      )}
    </span>
  );
}
