import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatLongDate } from '@/lib/format-date';
import { type GrantList, useGrantAccess, useRemoveGrant } from '../api/admin-mutations';
import { useAccessGrants } from '../api/admin-queries';

const TITLES: Record<GrantList, { title: string; add: string }> = {
  complimentary: { title: 'Complimentary Access Users', add: 'Grant Access' },
  authorized: { title: 'Authorized Users', add: 'Authorize' },
};

/**
 * Free access to the Teams features (spec part 3 section 2). The complimentary-access users and
 * the authorized users are one list (docs/architecture/administration.md): both cards show it, each with its own words.
 */
export function AccessGrantsCard({ list }: { list: GrantList }) {
  const grants = useAccessGrants();
  const grant = useGrantAccess(list);
  const remove = useRemoveGrant(list);
  const [email, setEmail] = useState('');
  const names = TITLES[list];
  const inputId = `grant-${list}`;

  return (
    <Card role="group" aria-label={names.title}>
      <CardHeader>
        <CardTitle className="text-lg">{names.title}</CardTitle>
        <CardDescription>
          They get the Teams features without paying. Complimentary access and authorized users are the same
          list.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            grant.mutate(email, { onSuccess: () => setEmail('') });
          }}
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={inputId}>E-mail</Label>
            <Input
              id={inputId}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!email.trim() || grant.isPending}>
            {grant.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {names.add}
          </Button>
        </form>
        {grants.data?.length === 0 && (
          <p className="text-muted-foreground text-sm">Nobody has free access yet.</p>
        )}
        <ul aria-label={names.title} className="flex flex-col gap-1">
          {grants.data?.map((user) => (
            <li
              key={user.id}
              className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 break-all">
                {user.email}
                <span className="block text-muted-foreground text-xs">
                  Since {formatLongDate(user.grantedAt)}
                </span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${user.email}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(user.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
