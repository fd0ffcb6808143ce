import { isModerator } from '@argus/contract';
import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateUserMutation } from '../api/create-user';
import {
  EMPTY_NEW_USER,
  ROLE_OPTIONS,
  toCreateUserRequest,
  validateNewUser,
  type NewUserValues,
} from '../lib/new-user-form';
import { UserFoldersSelect } from './user-folders-select';

type NewUserFormProps = {
  /** The folders a user may be given: customer name and label. */
  folders: { value: string; label: string }[];
  onCreated: (username: string) => void;
};

/** An admin creates an account with a role and the folders it may open. */
export function NewUserForm({ folders, onCreated }: NewUserFormProps) {
  const create = useCreateUserMutation();
  const form = useForm<NewUserValues>({
    // Controlled: the folders' warning follows the role and the folders as they are chosen.
    mode: 'controlled',
    initialValues: EMPTY_NEW_USER,
    validate: validateNewUser,
  });

  const handleSubmit = form.onSubmit((values) => {
    create.mutate(toCreateUserRequest(values), {
      onSuccess: (user) => {
        showAlert('success', 'User created', `${user.username} can sign in now.`);
        onCreated(user.username);
      },
      onError: (error) => {
        const refused = serverFieldError(error, { username: 'username', email: 'email', customers: 'customers' });
        if (refused) form.setFieldError(refused.field, refused.message);
        else showSubmitErrorAlert(error, 'User Error');
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            required
            autoComplete="off"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput label="Display name" key={form.key('displayName')} {...form.getInputProps('displayName')} />
          <TextInput label="E-mail" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters; the user can change it in their settings."
            required
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            key={form.key('privilege')}
            {...form.getInputProps('privilege')}
          />
        </SimpleGrid>
        <UserFoldersSelect
          description="The customers an analyst may open; moderators and admins see every customer."
          analyst={!isModerator(Number(form.values.privilege))}
          data={folders}
          key={form.key('customers')}
          {...form.getInputProps('customers')}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
