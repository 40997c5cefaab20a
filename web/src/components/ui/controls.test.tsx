import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { Switch } from './switch';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

describe('UI kit controls', () => {
  it('when a switch and a checkbox have labels, then they are named by them and toggle from the label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch id="alerts" />
        <Label htmlFor="alerts">E-mail alerts</Label>
        <Checkbox id="terms" />
        <Label htmlFor="terms">I agree</Label>
      </>,
    );
    const alerts = screen.getByRole('switch', { name: 'E-mail alerts' });
    expect(alerts.getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('E-mail alerts'));
    expect(alerts.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.getByRole('checkbox', { name: 'I agree' }).getAttribute('aria-checked')).toBe('true');
  });

  it('when the trigger gets keyboard focus, then the tooltip shows and describes it, without a provider around it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button>Run</Button>
        </TooltipTrigger>
        <TooltipContent>Runs the report in the background</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Runs the report in the background');
    expect(screen.getByRole('button', { name: 'Run' }).getAttribute('aria-describedby')).toBe(tip.id);
  });
});
