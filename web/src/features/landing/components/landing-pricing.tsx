import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const tiers = [
  {
    name: 'Single User',
    price: 'Free forever',
    items: ['Unlimited file queries', 'Deep research reports', 'Create and save your own reports'],
  },
  {
    name: 'Teams',
    price: '$25 per month, cancel anytime',
    items: ['Create and manage teams', 'Invite colleagues', 'Share and schedule reports'],
  },
];

export function LandingPricing() {
  return (
    <section id="pricing" className="scroll-mt-16 border-t px-4 py-16">
      <div className="mx-auto max-w-4xl">
        <h2 className="text-center text-3xl font-bold tracking-tight">Pricing</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {tiers.map((tier) => (
            <Card key={tier.name}>
              <CardHeader>
                <CardTitle asChild>
                  <h3>{tier.name}</h3>
                </CardTitle>
                <CardDescription>{tier.price}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {tier.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
