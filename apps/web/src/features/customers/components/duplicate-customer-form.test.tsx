import type { CustomerDetail } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { DuplicateCustomerForm } from './duplicate-customer-form';

const searchTerm = (term: string, index: number) => ({ id: `term-${term}-${index}`, term, keywords: [term] });

/** A source like the demo's northwind: three discoveries with twelve search terms in all. */
const NORTHWIND: CustomerDetail = {
  customerName: 'northwind',
  customerLabel: 'Northwind Logistics',
  folderDbTable: 'events_northwind',
  features: { monitoring: true, discovery: true, trend: false },
  groupStories: true,
  discoveries: [
    { discoveryId: 'd1', name: 'Cyber security', searchTerms: ['Data leaks', 'Ransomware'].map(searchTerm) },
    { discoveryId: 'd2', name: 'Labour', searchTerms: ['Strikes', 'Layoffs', 'Unions', 'Wages'].map(searchTerm) },
    {
      discoveryId: 'd3',
      name: 'Supply chain risk',
      searchTerms: ['Port', 'Delay', 'Shortage', 'Recall', 'Tariff', 'Embargo'].map(searchTerm),
    },
  ],
  entityCount: 900,
  userCount: 2,
};

const nameField = () => screen.getByRole('textbox', { name: 'New customer name' });
const duplicateButton = () => screen.getByRole('button', { name: 'Duplicate customer' });

describe('DuplicateCustomerForm', () => {
  it('says what is copied, and checks the name by the contract before anything is sent', async () => {
    const requests = stubFetch();
    const { user, fill } = renderWithApp(<DuplicateCustomerForm source={NORTHWIND} onDuplicated={vi.fn()} />);
    expect(screen.getByText(/^3 discoveries with 12 search terms/)).toBeTruthy();

    await fill(nameField(), 'not a name');
    await user.click(duplicateButton());

    expect(
      screen.getByRole('textbox', {
        name: 'New customer name',
        description: /May contain only letters, digits, underscore and hyphen/,
      }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends the new name with the copied label and reports the copy', async () => {
    const requests = stubFetch(({ body }) =>
      jsonResponse(201, { ...NORTHWIND, ...(body as object), folderDbTable: 'events_northwind_copy', userCount: 0 }),
    );
    const onDuplicated = vi.fn();
    const { user, fill } = renderWithApp(<DuplicateCustomerForm source={NORTHWIND} onDuplicated={onDuplicated} />);

    await fill(nameField(), 'northwind_copy');
    await user.click(duplicateButton());

    expect(within(await screen.findByRole('alert')).getByText('Customer duplicated')).toBeTruthy();
    expect(onDuplicated).toHaveBeenCalledWith('northwind_copy');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/customers/northwind/duplicate',
        body: { customerName: 'northwind_copy', customerLabel: 'Northwind Logistics (copy)' },
      },
    ]);
  });

  it("shows the server's refusal of a taken name under the name field", async () => {
    stubFetch(() =>
      errorResponse(409, {
        error: 'Conflict',
        message: 'A customer named "acme" already exists.',
        field: 'customerName',
      }),
    );
    const onDuplicated = vi.fn();
    const { user, fill } = renderWithApp(<DuplicateCustomerForm source={NORTHWIND} onDuplicated={onDuplicated} />);

    await fill(nameField(), 'acme');
    await user.click(duplicateButton());

    expect(
      await screen.findByRole('textbox', {
        name: 'New customer name',
        description: /A customer named "acme" already exists\./,
      }),
    ).toBeTruthy();
    expect(onDuplicated).not.toHaveBeenCalled();
  });
});
