import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function FaqContactPrompt() {
  return (
    <section
      aria-labelledby="faq-contact-heading"
      className="mt-12 rounded-lg border bg-muted/40 p-6 text-center"
    >
      <h2 id="faq-contact-heading" className="text-xl font-semibold">
        Still have questions?
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">Send us a message and we'll get back to you.</p>
      <Button asChild className="mt-4">
        <Link to={paths.contactUs.getHref()}>Contact Us</Link>
      </Button>
    </section>
  );
}
