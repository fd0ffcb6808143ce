import type { UseFormReturnType } from '@mantine/form';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { PREFERENCE_FIELD_OF_PATH } from '../lib/preferences-form';

/** A refused save: the server's message under the field it names, or in an alert when it names none of the form's. */
export function showPreferencesRefusal<Values>(error: unknown, form: UseFormReturnType<Values>): void {
  const refused = serverFieldError(error, PREFERENCE_FIELD_OF_PATH);
  if (refused && refused.field in (form.getValues() as object)) form.setFieldError(refused.field, refused.message);
  else showSubmitErrorAlert(error, 'Settings Error');
}
