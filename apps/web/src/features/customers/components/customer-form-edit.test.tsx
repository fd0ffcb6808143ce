// customer-form.test.tsx follows the journey of a new customer (its keyword rule, a taken name, the creation); this file
// the existing customer's editor, and what a new one starts with.
import { customerDetailSchema, updateCustomerRequestSchema, type CustomerDetail } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { CustomerForm } from './customer-form';

const DISCOVERY_ID = '5c1d0e7a-6b2f-4d3e-9a8b-1c2d3e4f5a61';
const PORT_STRIKE = {
  id: '5c1d0e7a-6b2f-4d3e-9a8b-1c2d3e4f5a62',
  term: 'Port strike',
  keywords: ['port strike', 'dock workers'],
};
const RECALL = { id: '5c1d0e7a-6b2f-4d3e-9a8b-1c2d3e4f5a63', term: 'Recall', keywords: ['recall'] };

/** GET /customers/northwind: monitoring and discovery, one discovery with two search terms. */
function northwind(changes: Partial<CustomerDetail> = {}): CustomerDetail {
  return customerDetailSchema.parse({
    customerName: 'northwind',
    customerLabel: 'Northwind Logistics',
    folderDbTable: 'events_northwind',
    features: { monitoring: true, discovery: true, trend: false },
    groupStories: true,
    discoveries: [{ discoveryId: DISCOVERY_ID, name: 'Supply chain risk', searchTerms: [PORT_STRIKE, RECALL] }],
    entityCount: 12,
    userCount: 3,
    ...changes,
  });
}

const NORTHWIND = northwind();

const textbox = (name: string) => screen.getByRole('textbox', { name });
const FEATURES = ['Monitoring', 'Discovery', 'Trend'];
// A switch is named by its label alone, its hint is its description (the app's theme, ADR 0131).
const featureSwitch = (name: string) => screen.getByRole('switch', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** The n-th of the fields that share a label (one per search term). */
function nth(fields: HTMLElement[], index: number): HTMLElement {
  const field = fields[index];
  if (!field) throw new Error(`There is no field number ${index + 1}`);
  return field;
}
const searchTermField = (index: number) => nth(screen.getAllByRole('textbox', { name: 'Search term' }), index);
const keywordsField = (index: number) => nth(screen.getAllByRole('combobox', { name: 'Keywords' }), index);

/** The keywords a Keywords box shows, one pill each. */
const keywordsIn = (box: HTMLElement) =>
  [...box.parentElement!.children].filter((element) => element !== box).map((pill) => pill.textContent);

/** The search terms as the admin reads them: each term and the keywords beside it. */
const searchTerms = () =>
  screen
    .getAllByRole('textbox', { name: 'Search term' })
    .map((term, index) => [valueOf(term), keywordsIn(keywordsField(index))]);

function renderForm(customer?: CustomerDetail) {
  const onSaved = vi.fn();
  const url = customer ? `/system/customers/edit/${customer.customerName}` : '/system/customers/new';
  return { ...renderWithApp(<CustomerForm customer={customer} onSaved={onSaved} />, { url }), onSaved };
}

describe('CustomerForm (existing customer)', () => {
  it('shows the stored customer with its name fixed, where a new one starts empty with monitoring only', () => {
    const requests = stubFetch();
    const { unmount } = renderForm(NORTHWIND);

    expect(
      screen.getByRole('textbox', {
        name: 'Customer name',
        description: 'The key every folder, signal and grant uses; it cannot change.',
      }),
    ).toHaveProperty('disabled', true);
    expect(valueOf(textbox('Customer name'))).toBe('northwind');
    expect(valueOf(textbox('Label'))).toBe('Northwind Logistics');
    expect(valueOf(textbox('Folder table'))).toBe('events_northwind');
    expect(FEATURES.map((name) => isChecked(featureSwitch(name)))).toEqual([true, true, false]);
    expect(valueOf(textbox('Discovery name'))).toBe('Supply chain risk');
    expect(searchTerms()).toEqual([
      ['Port strike', ['port strike', 'dock workers']],
      ['Recall', ['recall']],
    ]);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    unmount();

    renderForm();
    expect(
      screen.getByRole('textbox', { name: 'Customer name', description: 'Letters, digits, _ and -' }),
    ).toHaveProperty('disabled', false);
    expect(valueOf(textbox('Customer name'))).toBe('');
    expect(
      screen.getByRole('textbox', { name: 'Folder table', description: 'Empty: events_<customer name>.' }),
    ).toBeTruthy();
    expect(FEATURES.map((name) => isChecked(featureSwitch(name)))).toEqual([true, false, false]);
    expect(screen.getByText('No discoveries yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create customer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it("shows the contract's rules under the fields and sends nothing while they fail", async () => {
    const requests = stubFetch();
    const { user, fill } = renderForm(NORTHWIND);

    await user.clear(textbox('Folder table'));
    await fill(textbox('Folder table'), 'Events-Northwind');
    await user.clear(textbox('Discovery name'));
    // The last keyword of "Recall" taken out with Backspace, as an admin would.
    await user.type(keywordsField(1), '{Backspace}');
    await user.click(saveButton());

    expect(
      screen.getByRole('textbox', {
        name: 'Folder table',
        description: /May contain only lower-case letters, digits and underscore/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Discovery name', description: 'Is required' })).toBeTruthy();
    // Under the box that lost its keyword only; the other keeps its keywords.
    expect(
      screen.getAllByRole('combobox', { name: 'Keywords', description: /Must list at least one keyword/ }),
    ).toEqual([keywordsField(1)]);
    expect(keywordsIn(keywordsField(0))).toEqual(['port strike', 'dock workers']);

    // Emptied, the folder table is required on an existing customer.
    await user.clear(textbox('Folder table'));
    await user.click(saveButton());
    expect(screen.getByRole('textbox', { name: 'Folder table', description: /Is required/ })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends only what changed, the discoveries whole with their ids, and reports the customer saved', async () => {
    const saved = northwind({
      features: { monitoring: true, discovery: false, trend: true },
      discoveries: [
        {
          discoveryId: DISCOVERY_ID,
          name: 'Supply chain risk',
          searchTerms: [
            PORT_STRIKE,
            { ...RECALL, keywords: ['recall', 'product recall'] },
            { id: '5c1d0e7a-6b2f-4d3e-9a8b-1c2d3e4f5a64', term: 'Tariffs', keywords: ['tariff'] },
          ],
        },
      ],
    });
    const requests = stubFetch(() => jsonResponse(200, saved));
    const { user, fill, onSaved } = renderForm(NORTHWIND);

    await user.click(featureSwitch('Discovery'));
    await user.click(featureSwitch('Trend'));
    // Pasted, a keyword becomes a pill at once (an Enter after it would submit the form).
    await fill(keywordsField(1), 'product recall');
    await user.click(screen.getByRole('button', { name: 'Add search term' }));
    await fill(searchTermField(2), 'Tariffs');
    await fill(keywordsField(2), 'tariff');
    expect(searchTerms()).toEqual([
      ['Port strike', ['port strike', 'dock workers']],
      ['Recall', ['recall', 'product recall']],
      ['Tariffs', ['tariff']],
    ]);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Customer saved')).toBeTruthy();
    expect(within(alert).getByText('The changes to Northwind Logistics are saved.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('northwind');
    expect(requests.map((request) => [request.method, request.url])).toEqual([['PATCH', '/customers/northwind']]);
    const bodies = requests.map((request) => updateCustomerRequestSchema.parse(request.body));
    expect(requests.map((request) => request.body)).toEqual(bodies);
    // The label and the folder table did not change: not sent. The kept terms keep their ids, the new one has none.
    expect(bodies).toEqual([
      {
        features: { monitoring: true, discovery: false, trend: true },
        discoveries: [
          {
            discoveryId: DISCOVERY_ID,
            name: 'Supply chain risk',
            searchTerms: [
              PORT_STRIKE,
              { ...RECALL, keywords: ['recall', 'product recall'] },
              { term: 'Tariffs', keywords: ['tariff'] },
            ],
          },
        ],
      },
    ]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it("marks the discovery whose id the server refused (removed meanwhile), under the discovery's name", async () => {
    const refusal = 'discoveries.0.discoveryId: not a discovery of this customer, or listed twice.';
    stubFetch(() => errorResponse(400, { error: 'Bad Request', message: refusal, field: 'discoveries.0.discoveryId' }));
    const { user, fill } = renderForm(NORTHWIND);

    await fill(textbox('Discovery name'), ' 2026');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Customer not saved')).toBeTruthy();
    const name = textbox('Discovery name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toBe('Not a discovery of this customer, or listed twice.');
    expect(valueOf(name)).toBe('Supply chain risk 2026');
  });

  it("shows the server's refusal of a search term deleted meanwhile, and keeps the input", async () => {
    // Another admin removed "Recall" since this page was loaded (customers.service: the ids must be the customer's).
    const refusal = 'discoveries.0.searchTerms.1.id: not a search term of this discovery, or listed twice.';
    const requests = stubFetch(() =>
      errorResponse(400, { error: 'Bad Request', message: refusal, field: 'discoveries.0.searchTerms.1.id' }),
    );
    const { user, fill, onSaved } = renderForm(NORTHWIND);

    await user.clear(searchTermField(1));
    await fill(searchTermField(1), 'Product recall');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Customer not saved')).toBeTruthy();
    expect(within(alert).getByText(refusal)).toBeTruthy();
    expect(searchTerms()).toEqual([
      ['Port strike', ['port strike', 'dock workers']],
      ['Product recall', ['recall']],
    ]);
    // The refused id marks its row: the term's own field says why.
    expect(searchTermField(1).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(searchTermField(1))).toBe('Not a search term of this discovery, or listed twice.');
    expect(searchTermField(0).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    // The renamed term went with its id: the server changes it in place, its mentions keep their link.
    expect(requests.map((request) => updateCustomerRequestSchema.parse(request.body))).toEqual([
      {
        discoveries: [
          {
            discoveryId: DISCOVERY_ID,
            name: 'Supply chain risk',
            searchTerms: [PORT_STRIKE, { ...RECALL, term: 'Product recall' }],
          },
        ],
      },
    ]);
  });

  it('shows whether the folder groups copies into stories, and saves the switch alone', async () => {
    const grouped = () => screen.getByRole('switch', { name: 'Group copies into stories' });
    const { unmount } = renderForm(northwind({ groupStories: false }));
    expect(
      screen.getByRole('switch', {
        name: 'Group copies into stories',
        description: 'Copies of one text from several outlets show as one card; off shows every copy.',
      }),
    ).toBeTruthy();
    expect(isChecked(grouped())).toBe(false);
    unmount();

    const requests = stubFetch(() => jsonResponse(200, northwind({ groupStories: false })));
    const { user, onSaved } = renderForm(NORTHWIND);
    expect(isChecked(grouped())).toBe(true);
    await user.click(grouped());
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(saveButton());

    expect(within(await screen.findByRole('alert')).getByText('Customer saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith('northwind');
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PATCH', '/customers/northwind', { groupStories: false }],
    ]);
    expect(isChecked(grouped())).toBe(false);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('discards the changes, and has nothing to save then', async () => {
    const requests = stubFetch();
    const { user, fill } = renderForm(NORTHWIND);

    await user.clear(textbox('Label'));
    await fill(textbox('Label'), 'Northwind');
    await user.click(featureSwitch('Trend'));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(valueOf(textbox('Label'))).toBe('Northwind Logistics');
    expect(isChecked(featureSwitch('Trend'))).toBe(false);
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing to save')).toBeTruthy();
    expect(within(alert).getByText('The customer is as shown.')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('CustomerForm (new customer)', () => {
  it('requires a name, and a name and search term for each discovery, before anything is sent', async () => {
    const requests = stubFetch();
    const { user, onSaved } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Add discovery' }));
    await user.click(screen.getByRole('button', { name: 'Add search term' }));
    await user.click(screen.getByRole('button', { name: 'Create customer' }));

    expect(screen.getByRole('textbox', { name: 'Customer name', description: /Is required/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Discovery name', description: 'Is required' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search term', description: 'Is required' })).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
