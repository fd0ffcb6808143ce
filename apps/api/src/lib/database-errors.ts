/** PostgreSQL's SQLSTATE of an error, also when a driver or Drizzle wraps it. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = typeof current === 'object' ? (current as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for unique_violation (23505): a check-then-insert can lose a race, and the loser should get the same 409 as
 * a request that saw the row first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The constraint (or unique index) a unique violation hit, also when a driver or Drizzle wraps the error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (!isUniqueViolation(error)) return undefined;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const constraint = typeof current === 'object' ? (current as { constraint?: unknown }).constraint : undefined;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * True for SQLSTATE class 22, "data exception": a value the database cannot store (a NUL character in text, a number
 * out of range, an impossible date). The contract should refuse such input first; this is the net under it.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
