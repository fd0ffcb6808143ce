import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSettingsSchema, errorResponseSchema, userSettingsSchema, settingsEndpoints } from '@argus/contract';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer, createUser } from '../../../test/factories';
import { createRoleWorld, expectRoleMatrix, type RoleWorld } from '../../../test/role-world';
import { testDatabaseKinds } from '../../../test/test-database';
import { discoveries } from '../../db/schema';

describe.each(testDatabaseKinds())('GET /api/settings/customer/{customer} on %s', (kind) => {
  let testApp: TestApp;
  let world: RoleWorld;
  const get = (url: string, role: 'analyst' | 'otherAnalyst' | 'moderator' | 'admin') =>
    testApp.app.inject({ method: 'GET', url, headers: world.headersFor(role) });

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    world = await createRoleWorld(testApp);
  });
  afterAll(() => testApp.close());

  it("answers the customer's label, folder table, features and discoveries", async () => {
    const customer = await createCustomer(testApp.db, {
      label: 'Northwind Logistics',
      monitoring: true,
      discovery: true,
      trend: true,
    });
    const [portRisk, supplyRisk] = await testApp.db
      .insert(discoveries)
      .values([
        { customerName: customer.name, name: 'Port & freight disruptions' },
        { customerName: customer.name, name: 'Supply chain risk' },
      ])
      .returning();
    await testApp.db.insert(discoveries).values({ customerName: world.otherCustomer.name, name: 'Cyber security' });

    const response = await get(`/api/settings/customer/${customer.name}`, 'moderator');
    expect(response.statusCode).toBe(200);
    expect(customerSettingsSchema.strict().parse(response.json())).toEqual({
      customerName: customer.name,
      customerLabel: 'Northwind Logistics',
      folderDbTable: customer.folderDbTable,
      features: { monitoring: true, discovery: true, trend: true },
      discoveries: [
        { discoveryId: portRisk!.id, name: 'Port & freight disruptions' },
        { discoveryId: supplyRisk!.id, name: 'Supply chain risk' },
      ],
    });
  });

  it("falls back to the capitalised name for a label of null, 'nan' or '0'", async () => {
    for (const label of [null, 'nan', '0']) {
      const customer = await createCustomer(testApp.db, { label });
      const response = await get(`/api/settings/customer/${customer.name}`, 'admin');
      expect(response.json().customerLabel).toBe(customer.name.charAt(0).toUpperCase() + customer.name.slice(1));
    }
  });

  it('routes /api/settings/customer/{x} here and leaves /api/settings/{username} as it was', async () => {
    const userNamedCustomer = await createUser(testApp.db, { username: 'customer', privilege: 1 });
    const customerRoute = await get(`/api/settings/customer/${world.ownCustomer.name}`, 'analyst');
    expect(customerSettingsSchema.strict().parse(customerRoute.json()).customerName).toBe(world.ownCustomer.name);
    const userRoute = await get(`/api/settings/${world.users.analyst.username}`, 'analyst');
    expect(userSettingsSchema.parse(userRoute.json()).tables.map((table) => table.customerName)).toEqual([
      world.ownCustomer.name,
    ]);
    // A user called "customer" still has their settings at /api/settings/customer.
    const settingsOfCustomerUser = await get('/api/settings/customer', 'moderator');
    expect(settingsOfCustomerUser.statusCode).toBe(200);
    expect(userSettingsSchema.parse(settingsOfCustomerUser.json()).permissions).toContain('signals:read');
    expect(userNamedCustomer.username).toBe('customer');
  });

  it('answers 400 naming the field for a malformed customer name', async () => {
    const response = await get('/api/settings/customer/not%20a%20name', 'admin');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).field).toBe('customer');
  });

  it('enforces the role matrix', async () => {
    await expectRoleMatrix(testApp, world, [
      {
        name: 'GET own customer',
        request: () => ({ method: 'GET', url: `/api/settings/customer/${world.ownCustomer.name}` }),
        endpoint: settingsEndpoints.customerSettings,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET unknown customer',
        request: () => ({ method: 'GET', url: '/api/settings/customer/no_such_customer' }),
        endpoint: settingsEndpoints.customerSettings,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
      {
        name: "GET /api/settings/{username} of the analyst: one's own, or staff",
        request: () => ({ method: 'GET', url: `/api/settings/${world.users.analyst.username}` }),
        endpoint: settingsEndpoints.userSettings,
        service: { otherAnalyst: 403 },
      },
      {
        name: 'GET /api/settings/{username} of nobody',
        request: () => ({ method: 'GET', url: '/api/settings/nobody_at_all' }),
        endpoint: settingsEndpoints.userSettings,
        service: { analyst: 403, otherAnalyst: 403, moderator: 404, admin: 404 },
      },
    ]);
  });
});
