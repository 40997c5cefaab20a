import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from './button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Input } from './input';

const Schema = z.object({ city: z.string().trim().min(1, 'City is required') });

function CityForm({
  withDescription,
  onValid,
}: {
  withDescription: boolean;
  onValid: (city: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(Schema), defaultValues: { city: '' } });
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(({ city }) => onValid(city))(event)}>
        <FormField
          control={form.control}
          name="city"
          render={({ field }) => (
            <FormItem>
              <FormLabel>City</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              {withDescription && <FormDescription>Where the office is.</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

describe('Form', () => {
  it('when the form shows, then the label names the control and the description describes it', () => {
    render(<CityForm withDescription onValid={() => {}} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Where the office is.',
    );
  });

  it('when there is no description and no error, then the control points at no missing element', () => {
    render(<CityForm withDescription={false} onValid={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'City' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('when the schema refuses the value, then the message is announced, the control is invalid and described by it', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CityForm withDescription onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe('City is required');
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(city.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('when the value is fixed, then the message goes and the parsed (trimmed) value is submitted', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CityForm withDescription={false} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    await user.type(screen.getByRole('textbox', { name: 'City' }), ' Lyon ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith('Lyon');
  });
});
