import { type Label as LabelPrimitive, Slot } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useEffect, useId, useState } from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** shadcn's form pattern over react-hook-form: `<Form {...form}>` provides the form to its fields. */
export const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);

type FormItemContextValue = {
  id: string;
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
};
const FormItemContext = createContext<FormItemContextValue | null>(null);

/** One controlled field: the render prop receives react-hook-form's field and its state. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** The ids that tie a field's label, control, description and message together, and its error. */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  if (!field || !item) throw new Error('useFormField is used inside <FormField> and <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const { error, invalid } = getFieldState(field.name, formState);
  return {
    name: field.name,
    error,
    invalid,
    hasDescription: item.hasDescription,
    formItemId: `${item.id}-form-item`,
    formLabelId: `${item.id}-form-item-label`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('flex flex-col gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId, formLabelId } = useFormField();
  return (
    <Label
      id={formLabelId}
      htmlFor={formItemId}
      data-error={error !== undefined}
      className={cn('data-[error=true]:text-destructive', className)}
      {...props}
    />
  );
}

/**
 * Lends the control its id (the label's target), aria-invalid, and aria-describedby naming the
 * description (when there is one) and the error message (while there is one).
 */
export function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, hasDescription, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error !== undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  const item = useContext(FormItemContext);
  const setHasDescription = item?.setHasDescription;
  useEffect(() => {
    setHasDescription?.(true);
    return () => setHasDescription?.(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's error (or the children when valid), announced when it appears. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error?.message ?? children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      role={error ? 'alert' : undefined}
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
