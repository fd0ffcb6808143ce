import { z } from 'zod';
import { createSignalRequestSchema } from '@argus/contract';

/**
 * One line of an import file: a create-signal body, plus the source document the extraction came from (so that
 * hiding can find the same event in other customers' folders).
 */
export const importSignalLineSchema = createSignalRequestSchema.extend({
  sourceDocumentId: z.string().trim().min(1).max(200).optional(),
});
export type ImportSignalLine = z.infer<typeof importSignalLineSchema>;

/** The line's signal, or what is wrong with it (the first problem, named by its field). */
export function parseLine(text: string): { data: ImportSignalLine } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'is not valid JSON' };
  }
  const result = importSignalLineSchema.safeParse(json);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'line';
  return { error: `${field}: ${issue?.message ?? 'is invalid'}` };
}

/** The customer, the event type and its argument names the line names must exist. */
export function checkReferences(
  value: ImportSignalLine,
  customerNames: Set<string>,
  argumentNamesByType: Map<string, Set<string>>,
): string | null {
  if (!customerNames.has(value.customerName)) return `customerName: there is no customer "${value.customerName}"`;
  const argumentNames = argumentNamesByType.get(value.eventType);
  if (!argumentNames) return `eventType: there is no event type "${value.eventType}"`;
  const index = value.eventArguments.findIndex((argument) => !argumentNames.has(argument.name));
  if (index >= 0) {
    return `eventArguments.${index}.name: "${value.eventArguments[index]!.name}" is not an argument of ${value.eventType}`;
  }
  return null;
}
