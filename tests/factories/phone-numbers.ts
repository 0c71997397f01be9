let sequence = 0;

/**
 * A mobile number no other test of this process uses, as a person writes it and as it is stored: tests keep their
 * codes and their limits per number apart.
 */
export function newMobileNumber() {
  sequence += 1;
  const digits = String(1_000_000 + ((process.pid * 97 + sequence) % 8_999_999)).padStart(7, '0');
  return { written: `077 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9477${digits}` };
}
