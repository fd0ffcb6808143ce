import { errorResponseSchema } from '@argus/contract';

/** The error answers a route declares, e.g. `response: { 200: …, ...errorResponses(400, 401, 403) }`. */
export function errorResponses<const Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}
