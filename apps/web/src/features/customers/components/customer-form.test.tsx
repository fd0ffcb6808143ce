import type { CustomerDetail } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp, type Rendered } from '../../../test/render';
import { CustomerForm } from './customer-form';

const createButton = () => screen.getByRole('button', { name: 'Create customer' });
const keywordsField = () => screen.getByRole('combobox', { name: 'Keywords' });

/** The journey's new customer: a name, a label, one discovery with one search term, and no keyword yet. */
async function fillNewCustomer({ user, fill }: Rendered, customerName: string) {
  await fill(screen.getByRole('textbox', { name: 'Customer name' }), customerName);
  await fill(screen.getByRole('textbox', { name: 'Label' }), 'Acme Corp');
  await user.click(screen.getByRole('button', { name: 'Add discovery' }));
  await fill(screen.getByRole('textbox', { name: 'Discovery name' }), 'Recalls');
  await user.click(screen.getByRole('button', { name: 'Add search term' }));
  await fill(screen.getByRole('textbox', { name: 'Search term' }), 'Product recall');
}

function savedCustomer(customerName: string): CustomerDetail {
  return {
    customerName,
    customerLabel: 'Acme Corp',
    folderDbTable: `events_${customerName}`,
    features: { monitoring: true, discovery: false, trend: false },
    groupStories: true,
    discoveries: [
      {
        discoveryId: '00000000-0000-4000-8000-00000000000a',
        name: 'Recalls',
        searchTerms: [{ id: '00000000-0000-4000-8000-00000000000b', term: 'Product recall', keywords: ['recall'] }],
      },
    ],
    entityCount: 0,
    userCount: 0,
  };
}

describe('CustomerForm (new customer)', () => {
  it('ties the missing keyword to the Keywords field and sends nothing', async () => {
    const requests = stubFetch();
    const rendered = renderWithApp(<CustomerForm onSaved={vi.fn()} />, { url: '/system/customers/new' });
    await fillNewCustomer(rendered, 'acme');

    await rendered.user.click(createButton());

    expect(
      screen.getByRole('combobox', { name: 'Keywords', description: /Must list at least one keyword/ }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal of a taken name under the name and in an alert", async () => {
    const requests = stubFetch(() =>
      errorResponse(409, {
        error: 'Conflict',
        message: 'A customer named "northwind" already exists.',
        field: 'customerName',
      }),
    );
    const onSaved = vi.fn();
    const rendered = renderWithApp(<CustomerForm onSaved={onSaved} />, { url: '/system/customers/new' });
    await fillNewCustomer(rendered, 'northwind');
    await rendered.user.type(keywordsField(), 'recall{Enter}');

    await rendered.user.click(createButton());

    // Under the field, after its hint; and in the save's alert.
    const message = /A customer named "northwind" already exists\./;
    expect(await screen.findByRole('textbox', { name: 'Customer name', description: message })).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(message)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/customers',
        body: {
          customerName: 'northwind',
          customerLabel: 'Acme Corp',
          features: { monitoring: true, discovery: false, trend: false },
          groupStories: true,
          discoveries: [{ name: 'Recalls', searchTerms: [{ term: 'Product recall', keywords: ['recall'] }] }],
        },
      },
    ]);
  });

  it('reports the created customer by its name', async () => {
    stubFetch(() => jsonResponse(201, savedCustomer('acme')));
    const onSaved = vi.fn();
    const rendered = renderWithApp(<CustomerForm onSaved={onSaved} />, { url: '/system/customers/new' });
    await fillNewCustomer(rendered, 'acme');
    await rendered.user.type(keywordsField(), 'recall{Enter}');

    await rendered.user.click(createButton());

    expect(within(await screen.findByRole('alert')).getByText('Customer created')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('acme');
  });

  it('takes Enter in the keywords box as the end of a keyword, never as the submit of the customer', async () => {
    const requests = stubFetch(() => jsonResponse(201, savedCustomer('acme')));
    const onSaved = vi.fn();
    const rendered = renderWithApp(<CustomerForm onSaved={onSaved} />, { url: '/system/customers/new' });
    await fillNewCustomer(rendered, 'acme');
    // A keyword, then a second Enter in the now empty box, as a user makes sure it was taken.
    await rendered.user.type(keywordsField(), 'recall{Enter}{Enter}');

    expect(screen.getByText('recall')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
