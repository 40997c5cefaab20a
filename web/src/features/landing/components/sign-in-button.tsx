import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useStartSignIn } from '../hooks/use-start-sign-in';

type SignInButtonProps = Omit<ButtonProps, 'onClick' | 'asChild' | 'children'> & { label: string };

/** Every sign-in button of the landing page: each starts Google sign-in. */
export function SignInButton({ label, disabled, ...props }: SignInButtonProps) {
  const { startSignIn, pending } = useStartSignIn();
  return (
    <Button {...props} disabled={disabled || pending} aria-busy={pending} onClick={() => void startSignIn()}>
      {/* The label stays the accessible name while the browser leaves for Google. */}
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {label}
    </Button>
  );
}
