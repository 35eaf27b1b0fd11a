/** A request the benchmark depends on: anything but the expected status fails the section loudly. */
export async function checkedFetch(
  url: string,
  init: RequestInit & { expect?: number } = {},
): Promise<{ response: Response; body: Buffer; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  const expected = init.expect ?? 200;
  if (response.status !== expected)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${response.status}, not ${expected}: ${body.toString().slice(0, 300)}`,
    );
  return { response, body, ms };
}

/** The JSON body of a checked request. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const { body } = await checkedFetch(url, { headers });
  return JSON.parse(body.toString()) as T;
}

/** A signed-in admin's write through the API (same-origin header, JSON body). */
export async function adminWrite<T>(
  base: string,
  method: 'PUT' | 'POST',
  path: string,
  cookie: string,
  body: unknown,
): Promise<T> {
  const { body: answer } = await checkedFetch(`${base}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  return JSON.parse(answer.toString()) as T;
}

export interface NightCounts {
  capacityMale: number | null;
  confirmed: { ladies: number; men: number };
  waitlisted: { ladies: number; men: number };
}

/** A night's counters as the admin API reads them. */
export async function nightCounts(base: string, cookie: string, clubId: string, date: string) {
  const { dates } = await getJson<{ dates: (NightCounts & { date: string })[] }>(
    `${base}/api/admin/clubs/${clubId}/dates?from=${date}&to=${date}`,
    { cookie },
  );
  const night = dates.find((d) => d.date === date);
  if (!night) throw new Error(`${date} is not open for club ${clubId}`);
  return night;
}
