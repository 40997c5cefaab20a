import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInButton } from './sign-in-button';

/** The two offers under the hero: free for one person, paid for teams. */
export function LandingPlanCards() {
  return (
    <section aria-label="Plans" className="mx-auto grid max-w-4xl gap-6 px-4 pb-16 md:grid-cols-2">
      <Card className="flex flex-col">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-xl">Free for individuals</h2>
          </CardTitle>
          <CardDescription>$0, free forever</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          Unlimited file queries, deep research reports and the mobile dashboard. You pay Google only for the
          AI you use, on your own key.
        </CardContent>
        <CardFooter>
          <SignInButton label="Get Started Free" className="w-full" />
        </CardFooter>
      </Card>
      <Card className="flex flex-col border-primary">
        <CardHeader>
          <CardTitle asChild>
            <h2 className="text-xl">Teams</h2>
          </CardTitle>
          <CardDescription>$25 per month, cancel anytime</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 text-sm text-muted-foreground">
          Create teams, invite colleagues, and share or schedule reports for them. Team members join free.
        </CardContent>
        <CardFooter>
          <SignInButton label="Start with Teams" variant="outline" className="w-full" />
        </CardFooter>
      </Card>
    </section>
  );
}
