import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isModerator, type UserRecord } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useUpdateUserMutation } from '../api/update-user';
import {
  roleOptionsFor,
  toUpdateUserRequest,
  toUserEditValues,
  validateUserEdit,
  type UserEditValues,
} from '../lib/user-edit-form';
import { UserFoldersSelect } from './user-folders-select';

type UserEditFormProps = {
  user: UserRecord;
  /** The folders a user may be given: customer name and label. */
  folders: { value: string; label: string }[];
  /** The signed-in admin edits their own account: the server refuses losing admin rights or disabling it. */
  isSelf: boolean;
};

const SERVER_FIELDS = {
  displayName: 'displayName',
  email: 'email',
  customers: 'customers',
  privilege: 'privilege',
  status: 'enabled',
};

/** An admin changes a user's role, folders, status and details. */
export function UserEditForm({ user, folders, isSelf }: UserEditFormProps) {
  const update = useUpdateUserMutation(user.username);
  const form = useForm<UserEditValues>({
    // Controlled: the folders' hint follows the role as it is chosen.
    mode: 'controlled',
    initialValues: toUserEditValues(user),
    validate: validateUserEdit(user),
  });
  const isStaff = isModerator(Number(form.values.privilege));

  const handleSubmit = form.onSubmit((values) => {
    const changes = toUpdateUserRequest(user, values);
    if (Object.keys(changes).length === 0) {
      showAlert('info', 'Nothing to save', 'The user is as shown.');
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        const next = toUserEditValues(saved);
        form.setValues(next);
        form.resetDirty(next);
        showAlert('success', 'User saved', `The changes to ${saved.username} are saved.`);
      },
      onError: (error) => {
        const refused = serverFieldError(error, SERVER_FIELDS);
        if (refused) form.setFieldError(refused.field, refused.message);
        // The server's own sentence (e.g. why an admin cannot demote themselves) also as the save's answer.
        showSubmitErrorAlert(error, 'User not saved');
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <UnsavedChangesPrompt hasUnsavedChanges={form.isDirty} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Display name" key={form.key('displayName')} {...form.getInputProps('displayName')} />
          <TextInput label="E-mail" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <Select
            label="Role"
            data={roleOptionsFor(user.privilege)}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? 'You cannot remove your own admin rights.' : undefined}
            key={form.key('privilege')}
            {...form.getInputProps('privilege')}
          />
          {user.status !== 'pending' && (
            <Switch
              mt={{ sm: 'xl' }}
              label="Account enabled"
              description={
                isSelf ? 'You cannot disable your own account.' : 'A disabled user cannot sign in; their sessions end.'
              }
              disabled={isSelf}
              key={form.key('enabled')}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
          )}
        </SimpleGrid>
        <UserFoldersSelect
          description={
            isStaff
              ? 'Moderators and admins open every customer; these grants apply if the role becomes Analyst.'
              : 'The customers this analyst may open.'
          }
          analyst={!isStaff}
          data={folders}
          key={form.key('customers')}
          {...form.getInputProps('customers')}
        />
        <Switch
          label="Knowledge graph"
          description="Shows the knowledge-graph views in the navigation."
          key={form.key('knowledgeGraph')}
          {...form.getInputProps('knowledgeGraph', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={update.isPending}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
