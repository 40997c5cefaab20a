import { paths } from '@/config/paths';
import { FooterLinks } from './footer-links';

const links = [
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Contact Us', href: paths.contactUs.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
];

export function PublicFooter() {
  return (
    <footer className="border-t px-4 py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 sm:flex-row">
        <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Quarry</p>
        <FooterLinks links={links} />
      </div>
    </footer>
  );
}
