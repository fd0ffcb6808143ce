import { ActionIcon, Button, Card, Group, Stack, TagsInput, Text, TextInput, Title, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import classes from './discoveries-editor.module.css';
import { newDiscovery, newSearchTerm, type CustomerFormValues } from '../lib/customer-form';

/**
 * Keeps Enter in an empty keywords box from submitting the form. Only there: TagsInput turns typed text into a keyword
 * on Enter unless the event was already prevented.
 */
function preventSubmitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter' && event.currentTarget.value.trim() === '') event.preventDefault();
}

/** The customer's discoveries, each a named set of search terms with the keywords each term matches. */
export function DiscoveriesEditor({ form }: { form: UseFormReturnType<CustomerFormValues> }) {
  const { discoveries } = form.values;
  const listError = form.errors.discoveries;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} size="h4">
            Discoveries
          </Title>
          <Text size="sm" c="dimmed">
            Media searches of the Discovery feature: each search term finds mentions by its keywords.
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('discoveries', newDiscovery())}
        >
          Add discovery
        </Button>
      </Group>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {discoveries.length === 0 && (
        <Text size="sm" c="dimmed">
          No discoveries yet.
        </Text>
      )}
      {discoveries.map((discovery, index) => {
        const path = `discoveries.${index}`;
        const termsError = form.errors[`${path}.searchTerms`];
        return (
          <Card key={discovery.key} withBorder radius="md" padding="md" data-testid="discovery">
            <Stack gap="sm">
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  label="Discovery name"
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${path}.name`)}
                />
                <Tooltip label="Remove this discovery">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={`Remove discovery ${discovery.name || index + 1}`}
                    onClick={() => form.removeListItem('discoveries', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              {discovery.searchTerms.map((searchTerm, termIndex) => {
                const termPath = `${path}.searchTerms.${termIndex}`;
                return (
                  <Group key={searchTerm.key} align="flex-start" gap="sm" wrap="wrap" className={classes.searchTerm}>
                    <TextInput
                      label="Search term"
                      required
                      w={{ base: '100%', sm: 200 }}
                      {...form.getInputProps(`${termPath}.term`)}
                    />
                    <TagsInput
                      label="Keywords"
                      description={termIndex === 0 ? 'Enter or comma after each keyword' : undefined}
                      inputWrapperOrder={HINT_BELOW_INPUT}
                      splitChars={[',']}
                      clearable
                      style={{ flex: 1, minWidth: 220 }}
                      {...form.getInputProps(`${termPath}.keywords`)}
                      // Enter ends a keyword, as the hint says; in an empty box (a second Enter, or after a pasted
                      // list became keywords) it would otherwise submit the whole customer.
                      onKeyDown={preventSubmitOnEnter}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={{ base: 0, sm: 28 }}
                      aria-label={`Remove search term ${searchTerm.term || termIndex + 1}`}
                      onClick={() => form.removeListItem(`${path}.searchTerms`, termIndex)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                );
              })}
              {termsError && (
                <Text size="sm" c="red" role="alert">
                  {termsError}
                </Text>
              )}
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem(`${path}.searchTerms`, newSearchTerm())}
                >
                  Add search term
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
