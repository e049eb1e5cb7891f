import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * Client-side checks that mirror the server's zod schemas (server/modules/*\/schemas.ts) message
 * for message, so a person sees the same words whether the browser or the server catches it.
 * The server stays the authority; these only save a round trip.
 */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

// Same pattern zod 4 uses for z.email().
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (email.length > 254) return 'Email must be at most 254 characters';
  if (!EMAIL_PATTERN.test(email)) return 'Email must be a valid e-mail address';
  return undefined;
}

export function checkRequiredText(value: string, options: { label: string; max: number }): string | undefined {
  const text = value.trim();
  if (!text) return `${options.label} is required`;
  if (text.length > options.max) return `${options.label} must be at most ${options.max} characters`;
  return undefined;
}

export function hasErrors<TField extends string>(errors: FieldErrors<TField>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * After a rejected submit, moves focus to the first field marked invalid (once it has rendered),
 * so keyboard and screen-reader users land on the problem.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstError: () => setAttempt((count) => count + 1) };
}

/**
 * The state every checked form shares: values, per-field errors that clear as the field is edited,
 * and a submit handler that runs the client checks, focuses the first problem, or hands the
 * values on.
 */
export function useValidatedForm<TValues extends object, TField extends string>(initial: TValues, validate: (values: TValues) => FieldErrors<TField>) {
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<TField>>({});

  const update = <K extends keyof TValues>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submitWith = (onValid: (values: TValues) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError();
    onValid(values);
  };

  return { formRef, focusFirstError, values, setValues, errors, setErrors, update, submitWith };
}
