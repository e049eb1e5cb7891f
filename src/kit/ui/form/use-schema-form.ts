import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { get, useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { appCodeOf, fieldErrorsFrom, messageFor, type AppCode } from '../../lib/errors';

/** Which field a refusal belongs on, by its code (each form names its own). */
export type RefusalFields<TInput extends FieldValues> = Partial<Record<AppCode, Path<TInput>>>;

type SchemaFormOptions<TInput extends FieldValues, TOutput> = Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> & {
  refusalFields?: RefusalFields<TInput>;
};

/**
 * A react-hook-form form checked by a zod schema, normally the server's own (same rule, same words).
 * Errors show on submit and a field's error goes once it is edited: a half-typed value is no error.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(schema: StandardSchemaV1<TInput, TOutput>, options: SchemaFormOptions<TInput, TOutput> = {}) {
  const { refusalFields = {}, ...formOptions } = options;
  const form = useForm<TInput, unknown, TOutput>({ resolver: standardSchemaResolver(schema), mode: 'onSubmit', reValidateMode: 'onSubmit', ...formOptions });

  /** What a field component needs: the registration plus its current error text. */
  const field = (name: Path<TInput>) => ({ ...form.register(name, { onChange: () => form.clearErrors(name) }), error: fieldError(name) });

  const fieldError = (name: Path<TInput>): string | undefined => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;

  /** Puts a refusal under its field (by the code → field table, else a validation failure's paths); false: no field. */
  const placeRefusal = (error: unknown): boolean => {
    const code = appCodeOf(error);
    const target = code ? refusalFields[code] : undefined;
    if (target) {
      form.setError(target, { type: 'server', message: messageFor(error) }, { shouldFocus: true });
      return true;
    }
    const known = Object.entries(fieldErrorsFrom(error)).filter(([path]) => path in form.getValues());
    known.forEach(([path, message], index) => form.setError(path as Path<TInput>, { type: 'server', message }, { shouldFocus: index === 0 }));
    return known.length > 0;
  };

  /** Shows a refusal on its field, or else as the form's error (`<FormError>`), cleared on the next submit. */
  const showRefusal = (error: unknown, fallback?: string) => {
    if (!placeRefusal(error)) setFormError(messageFor(error, fallback));
  };

  const setFormError = (message: string) => form.setError('root.server', { type: 'server', message });

  return { ...form, field, fieldError, placeRefusal, showRefusal, setFormError, formError: form.formState.errors.root?.server?.message };
}

export type SchemaForm<TInput extends FieldValues, TOutput> = ReturnType<typeof useSchemaForm<TInput, TOutput>>;
