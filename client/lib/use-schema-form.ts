import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useErrorText } from './error-text.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, splitFieldErrors, type FieldErrors } from './form-errors.ts';

type FieldName<Values> = keyof Values & string;

export type SchemaFormOptions<Values extends Record<string, unknown>, Data> = {
  /** The shared schema the values must pass before anything is sent (spec §5). */
  schema: z.ZodType<Data>;
  initialValues: Values | (() => Values);
  /**
   * The fields that show a message of their own. A problem with any other field becomes the
   * form's problem, so it is still shown instead of lost. A one-field form that shows the form's
   * problem under its only field leaves this out.
   */
  shownFields?: readonly FieldName<Values>[];
  /** What the schema checks, when that is more or other than the values as typed. */
  toInput?: (values: Values) => unknown;
  /**
   * Sends the checked data. What it throws is shown: the field problems it carries under their
   * fields, anything else as the form's problem.
   */
  onValid: (data: Data) => Promise<void> | void;
  /** The field problems a failed call carries; by default the issues of a 400 answer. */
  fieldErrorsOf?: (error: unknown) => FieldErrors | null;
  /** Runs when a submit ends with a problem shown, e.g. to move focus to it. */
  onProblem?: () => void;
};

/**
 * The state of a form checked with a shared schema: the values, a problem per shown field, and a
 * problem for the whole form. A submit first checks the values, then calls `onValid`; problems
 * from either step land on the field they belong to when the form shows it.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Data>({
  schema,
  initialValues,
  shownFields = [],
  toInput,
  onValid,
  fieldErrorsOf = fieldErrorsFromApi,
  onProblem,
}: SchemaFormOptions<Values, Data>) {
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);

  const show = (found: FieldErrors) => {
    const { fields, other } = splitFieldErrors(found, shownFields);
    setErrors(fields);
    setProblem(other);
  };

  /** Checks and sends the current values; resolves to whether `onValid` went through. */
  const submit = async (): Promise<boolean> => {
    setProblem(null);
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success) {
      show(fieldErrorsFromZod(parsed.error));
      onProblem?.();
      return false;
    }
    // Earlier problems were about earlier values; what the call answers replaces them.
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(parsed.data);
      return true;
    } catch (error) {
      const found = fieldErrorsOf(error);
      if (found) show(found);
      else setProblem(error);
      onProblem?.();
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    /** Changes one value; that field's problem goes with the old value. */
    set: <K extends keyof Values>(name: K, value: Values[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    clearError: (name: FieldName<Values>) => setErrors((current) => ({ ...current, [name]: undefined })),
    /** The field's problem in the person's language, or `undefined` when it has none. */
    fieldError: (name: FieldName<Values>): string | undefined => {
      const fieldProblem = errors[name];
      return fieldProblem ? errorText(fieldProblem) : undefined;
    },
    /** The form's problem: a field error without a place of its own, or what a call threw. */
    problem,
    problemText: problem ? errorText(problem) : undefined,
    setProblem,
    submitting,
    submit,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
  };
}
