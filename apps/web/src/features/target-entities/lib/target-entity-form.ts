import {
  createTargetEntityRequestSchema,
  updateTargetEntityRequestSchema,
  type CreateTargetEntityRequest,
  type TargetEntityRecord,
  type UpdateTargetEntityRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

export type TargetEntityFormValues = {
  name: string;
  dunsId: string;
  entityType: string;
  industry: string;
  /** ISO 3166-1 alpha-2, or empty. */
  country: string;
  city: string;
  /** NumberInput values: a number, or '' when empty. */
  latitude: number | string;
  longitude: number | string;
  website: string;
  aliases: string[];
  customers: string[];
};

export const EMPTY_TARGET_ENTITY: TargetEntityFormValues = {
  name: '',
  dunsId: '',
  entityType: '',
  industry: '',
  country: '',
  city: '',
  latitude: '',
  longitude: '',
  website: '',
  aliases: [],
  customers: [],
};

export function toTargetEntityFormValues(entity: TargetEntityRecord): TargetEntityFormValues {
  return {
    name: entity.name,
    dunsId: entity.dunsId ?? '',
    entityType: entity.entityType ?? '',
    industry: entity.industry ?? '',
    country: entity.country ?? '',
    city: entity.city ?? '',
    latitude: entity.latitude ?? '',
    longitude: entity.longitude ?? '',
    website: entity.website ?? '',
    aliases: entity.aliases,
    customers: entity.customers,
  };
}

/** A copy to adjust before saving: everything but the DUNS id (it names one company), named "<name> (copy)". */
export function toDuplicateFormValues(entity: TargetEntityRecord): TargetEntityFormValues {
  return { ...toTargetEntityFormValues(entity), name: `${entity.name} (copy)`.slice(0, 200), dunsId: '' };
}

const textOrNull = (value: string) => value.trim() || null;
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** Every field as the API takes it (empty texts as null), for a new entity. */
export function toCreateTargetEntityRequest(values: TargetEntityFormValues): CreateTargetEntityRequest {
  return {
    name: values.name.trim(),
    dunsId: textOrNull(values.dunsId),
    entityType: textOrNull(values.entityType),
    industry: textOrNull(values.industry),
    country: (textOrNull(values.country) as CreateTargetEntityRequest['country']) ?? null,
    city: textOrNull(values.city),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    website: textOrNull(values.website),
    aliases: values.aliases.map((alias) => alias.trim()).filter(Boolean),
    customers: values.customers,
  };
}

const sameList = (left: string[], right: string[]) =>
  left.length === right.length && left.every((item, index) => item === right[index]);
const sameMembers = (left: string[], right: string[]) =>
  left.length === right.length && left.every((item) => right.includes(item));

/** Only what changed, so that the audit log says what the moderator did. */
export function toUpdateTargetEntityRequest(
  entity: TargetEntityRecord,
  values: TargetEntityFormValues,
): UpdateTargetEntityRequest {
  const next = toCreateTargetEntityRequest(values);
  const changes: Record<string, unknown> = {};
  for (const key of [
    'name',
    'dunsId',
    'entityType',
    'industry',
    'country',
    'city',
    'latitude',
    'longitude',
    'website',
  ] as const) {
    if (next[key] !== entity[key]) changes[key] = next[key];
  }
  if (!sameList(next.aliases ?? [], entity.aliases)) changes.aliases = next.aliases;
  if (!sameMembers(next.customers ?? [], entity.customers)) changes.customers = next.customers;
  return changes as UpdateTargetEntityRequest;
}

/** "aliases.2" is a problem of the aliases box: the form shows it there. */
function onFormFields(validate: (values: TargetEntityFormValues) => FormErrors) {
  return (values: TargetEntityFormValues) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(validate(values))) {
      errors[path.replace(/^(aliases|customers)\.\d+$/, '$1')] ??= message;
    }
    return errors;
  };
}

export const validateNewTargetEntity = onFormFields(
  validateAsRequest(createTargetEntityRequestSchema, toCreateTargetEntityRequest),
);

export function validateTargetEntityEdit(entity: TargetEntityRecord) {
  return onFormFields(
    validateAsRequest(updateTargetEntityRequestSchema, (values: TargetEntityFormValues) =>
      toUpdateTargetEntityRequest(entity, values),
    ),
  );
}
