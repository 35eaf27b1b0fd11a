let counter = 0;

/** A valid New York number no other test in this worker uses, so per-phone limits never collide. */
export function uniquePhone(): string {
  counter += 1;
  return `+1212555${String(1000 + (counter % 9000)).padStart(4, '0')}`;
}

/** A client address no other test in this worker uses, so per-IP limits never collide. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
