import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { FormErrors } from './form';

/**
 * Text fields' values and errors for the sign-in screen, the first thing a visitor downloads:
 * @mantine/form's `useForm` weighs ~5 kB brotli there, against a 150 kB budget for the whole page.
 * The same behaviour as the login form had with it: the contract's validator runs on submit, a
 * field's message goes when the field changes, and the server's per-field messages are set by name.
 * Every other form keeps @mantine/form (they load with their screens).
 */
export const useFormFields = <Values extends Record<string, string>>({
  initialValues,
  validate,
}: {
  initialValues: Values;
  validate: (values: Values) => FormErrors;
}) => {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  return {
    setErrors,
    getInputProps: (name: keyof Values & string) => ({
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _cleared, ...others }) => others);
      },
    }),
    /** The form's submit handler: `handler` gets the values only when they pass `validate`. */
    onSubmit: (handler: (values: Values) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length === 0) handler(values);
    },
  };
};
