import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

function renderMenu() {
  render(
    <div>
      <DropdownMenu>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>First</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Open' }) };
}

function LabelledMenu({ label }: { label: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>{label}</DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label}>
        <DropdownMenuItem>One</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('dropdown menu', () => {
  it('when open, then no part of the page that holds focusable controls is hidden with aria-hidden', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menuitem', { name: 'First' });
    expect(trigger.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Elsewhere').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('when Escape is pressed, then it closes and focus returns to its trigger', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('when the page outside is clicked, then it closes', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('when its trigger is in the main landmark, then the open menu is placed inside it (axe: region)', async () => {
    render(
      <main>
        <LabelledMenu label="Export" />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('menu')).closest('main')).not.toBeNull();
  });

  it('when its trigger is in the header, then the open menu stays out of the header, in the body', async () => {
    render(
      <header>
        <LabelledMenu label="Account" />
      </header>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect((await screen.findByRole('menu')).closest('header')).toBeNull();
  });
});
