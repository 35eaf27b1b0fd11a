import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Decision 036: money is integer cents in `*Cents` fields; the dollar fields answered before stay
// beside them for a release, marked deprecated in the OpenAPI document.

type Schema = {
  type?: string | string[];
  deprecated?: boolean;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  [key: string]: unknown;
};

let t: TestApp;
let deprecated: { where: string; field: string; schema: Schema; parent: Schema }[];
beforeAll(async () => {
  t = await createTestApp();
  deprecated = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    for (const [field, property] of Object.entries(schema.properties ?? {}))
      if (property.deprecated === true) deprecated.push({ where, field, schema: property, parent: schema });
    for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
  };
  walk(t.app.swagger().paths, '');
});
afterAll(() => t?.close());

const isInteger = (schema: Schema | undefined) =>
  schema !== undefined &&
  (schema.type === 'integer' ||
    (Array.isArray(schema.type) && schema.type.includes('integer')) ||
    (schema.anyOf ?? []).some((option) => option.type === 'integer'));

describe('money in the OpenAPI document', () => {
  test('each deprecated dollar field names its integer *Cents twin, which sits beside it', () => {
    expect(deprecated.length).toBeGreaterThan(40);
    for (const { where, field, schema, parent } of deprecated) {
      const twin = /`(\w+Cents)`/.exec(schema.description ?? '')?.[1];
      expect(twin, `${where} ${field}`).toBeDefined();
      expect(isInteger(parent.properties?.[twin!]), `${where} ${field} → ${twin}`).toBe(true);
    }
  });

  test.each([
    ['/api/cashback', ['balance', 'amountSpent', 'amount']],
    ['/api/reservations/{id}', ['minimumSpend', 'amountSpent', 'cashbackEarned']],
    ['/api/admin/reservations/{id}/status', ['amountSpent']],
    ['/api/admin/reservations/{id}/spend-correction', ['amountSpent', 'spendBefore', 'spendAfter']],
    ['/api/admin/nights/{clubId}/{date}', ['minimumSpend', 'amountSpent']],
    ['/api/admin/reports', ['spend', 'cashback']],
    ['/api/admin/clubs/{id}', ['minimumSpend']],
    ['/api/clubs/{clubId}/reservation-options', ['minimumSpend']],
    ['/api/admin/clubs/{id}/promoter-rates', ['lady', 'man', 'bonus']],
    ['/api/promoter/clubs', ['lady', 'man', 'bonus']],
    ['/api/promoter/summary', ['earnings']],
    ['/api/admin/promoters', ['earnings']],
  ])('%s marks its dollar fields deprecated', (path, fields) => {
    const marked = new Set(deprecated.filter((d) => d.where.startsWith(`/${path}/`)).map((d) => d.field));
    for (const field of fields) expect(marked, `${path} ${field}`).toContain(field);
  });

  test('the spend inputs take cents, and the deprecated dollars beside them', () => {
    const paths = t.app.swagger().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const path of [
      '/api/admin/reservations/{id}/status',
      '/api/admin/reservations/{id}/spend-correction',
    ]) {
      const body = (paths[path]!.post!.requestBody as { content: Record<string, { schema: Schema }> })
        .content['application/json']!.schema;
      expect(body.properties?.amountSpentCents?.type, path).toBe('integer');
      expect(body.properties?.amountSpent?.deprecated, path).toBe(true);
    }
  });
});
