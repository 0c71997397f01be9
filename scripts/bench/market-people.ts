/**
 * People and listings for the benchmarks, made through the API as anyone would. The server runs with
 * TRUST_PROXY=1 (one proxy in front) and each person sends a single X-Forwarded-For address of their own,
 * which the server then takes as theirs: the per-address sign-up limit counts people, not the one machine
 * the benchmark runs on.
 */
import { randomUUID } from 'node:crypto';
import { multipart } from '@scripts/lib/multipart-body';

export type Person = { id: string; cookie: string; ip: string };

let addressSequence = 0;

function nextAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/** The headers of a request made by `person` (or by nobody signed in) from the site's own pages. */
export function headersOf(baseUrl: string, person?: Person): Record<string, string> {
  return { origin: baseUrl, ...(person && { cookie: person.cookie, 'x-forwarded-for': person.ip }) };
}

export async function signUpPerson(baseUrl: string): Promise<Person> {
  const ip = nextAddress();
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Person', email: `bench-${randomUUID()}@example.lk`, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie, ip };
}

/** Lists a product (no photos) and answers its id. */
export async function listProduct(baseUrl: string, seller: Person, listing: { title: string; quantity: number }): Promise<string> {
  const product = {
    ...listing,
    description: 'Benchmark stock.',
    priceCents: 25_000,
    unit: 'kg',
    category: 'vegetables',
    district: 'kandy',
  };
  const form = multipart({ product: JSON.stringify(product) });
  const response = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...headersOf(baseUrl, seller), ...form.headers },
    body: form.payload,
  });
  if (response.status !== 201) throw new Error(`listing failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
