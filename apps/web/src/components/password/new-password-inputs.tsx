import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type NewPasswordInputsProps = {
  form: Pick<UseFormReturnType<{ confirmPassword: string }>, 'key' | 'getInputProps'>;
  /** The form's field of the new password; the repeat is always `confirmPassword`, which `confirmPasswordError` checks. */
  field: string;
  label: string;
  repeatLabel: string;
  description?: string;
  autoFocus?: boolean;
};

/** A new password and its repeat, as every form that sets a password asks for them. */
export function NewPasswordInputs({ form, field, label, repeatLabel, description, autoFocus }: NewPasswordInputsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        description={description}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        key={form.key(field)}
        {...form.getInputProps(field)}
      />
      <PasswordInput
        label={repeatLabel}
        autoComplete="new-password"
        required
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
