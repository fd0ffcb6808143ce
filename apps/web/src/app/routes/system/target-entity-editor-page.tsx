import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EditorLoadError } from '../../../components/layout/editor-load-error';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { referenceListQueryOptions } from '../../../features/reference-lists/api/get-reference-list';
import { targetEntityQueryOptions } from '../../../features/target-entities/api/get-target-entity';
import { TargetEntityForm } from '../../../features/target-entities/components/target-entity-form';
import {
  EMPTY_TARGET_ENTITY,
  toDuplicateFormValues,
  toTargetEntityFormValues,
} from '../../../features/target-entities/lib/target-entity-form';
import { useAdminListsLoaded } from '../../../shared/state/loading-flags-store';
import { useRouteHandle } from '../../route-handle';
import { BackLink } from '../../../components/layout/back-link';
import { paths } from '../../../lib/paths';

const back = <BackLink to={paths.targetEntities}>All target entities</BackLink>;

/** Suggestions for the type and industry fields: the reference lists the start-up loads (labels, as stored). */
function useEntitySuggestions() {
  const loaded = useAdminListsLoaded();
  const entityTypes = useQuery({ ...referenceListQueryOptions('entity-types'), enabled: loaded });
  const industries = useQuery({ ...referenceListQueryOptions('industries'), enabled: loaded });
  return useMemo(
    () => ({
      entityTypes: (entityTypes.data ?? []).map((item) => item.label),
      industries: (industries.data ?? []).map((item) => item.label),
    }),
    [entityTypes.data, industries.data],
  );
}

/** /system/target-entities/new, /duplicate/:id and /edit/:id; the route's handle names the mode. */
export default function TargetEntityEditorPage() {
  const { id } = useParams();
  const { page } = useRouteHandle();
  const navigate = useNavigate();
  const suggestions = useEntitySuggestions();
  const { options: customers } = useCustomerOptions();
  const entity = useQuery({ ...targetEntityQueryOptions(id ?? ''), enabled: Boolean(id) });
  const duplicate = page === 'Duplicate Target Entity';

  if (id && entity.isPending) return back;
  if (id && entity.isError) {
    return <EditorLoadError error={entity.error} what="target entity" backTo={paths.targetEntities} />;
  }
  const source = id ? entity.data : undefined;
  const title = !source ? 'New Target Entity' : duplicate ? `Duplicate ${source.name}` : source.name;
  return (
    <Stack gap="lg" maw={1000}>
      {back}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <TargetEntityForm
          // A new form for each mode and record, so that going from a duplicate to its copy starts afresh.
          key={`${page}:${source?.id ?? 'new'}`}
          entity={duplicate ? undefined : source}
          initialValues={
            !source ? EMPTY_TARGET_ENTITY : duplicate ? toDuplicateFormValues(source) : toTargetEntityFormValues(source)
          }
          entityTypes={suggestions.entityTypes}
          industries={suggestions.industries}
          customers={customers}
          submitLabel={source && !duplicate ? 'Save changes' : 'Create target entity'}
          onSaved={(saved) => {
            if (!source || duplicate) void navigate(paths.editTargetEntity(saved.id));
          }}
        />
      </Paper>
    </Stack>
  );
}
