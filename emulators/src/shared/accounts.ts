/**
 * The sample Google accounts of the invented organisation, Northwind Outfitters (an outdoor-gear
 * maker). Each has a folder of real files under the drive root named by its e-mail; any other
 * e-mail typed on the sign-in page works too, with an empty drive unless a folder exists for it.
 */
export interface SampleAccount {
  email: string;
  name: string;
  picture?: string;
  role: string;
}

export const SAMPLE_ACCOUNTS: SampleAccount[] = [
  { email: 'maya.chen@northwind.test', name: 'Maya Chen', role: 'Chief Operating Officer (creator)' },
  { email: 'sam.rivera@northwind.test', name: 'Sam Rivera', role: 'Head of Sales (creator, team leader)' },
  { email: 'leo.okafor@northwind.test', name: 'Leo Okafor', role: 'Analyst (team member)' },
  { email: 'admin@northwind.test', name: 'Quarry Admin', role: 'System administrator' },
];

export function displayNameFor(email: string): string {
  const known = SAMPLE_ACCOUNTS.find((a) => a.email === email.toLowerCase());
  if (known) return known.name;
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}
