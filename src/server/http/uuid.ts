const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` has the shape of a row id. Callers check it before a lookup, so a malformed id
 * answers as not found instead of reaching the database as an invalid uuid.
 */
export const isUuid = (value: string) => UUID.test(value);
