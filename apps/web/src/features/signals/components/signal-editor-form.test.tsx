import {
  RELIABILITY_LABELS,
  createSignalRequestSchema,
  eventTypesResponseSchema,
  signalSchema,
  signalsEndpoints,
  targetEntityRecordSchema,
  updateSignalRequestSchema,
  type CreateSignalRequest,
  type Signal,
  type TargetEntityRecord,
} from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch, type SentRequest } from '../../../test/fetch';
import { renderWithApp, type Rendered } from '../../../test/render';
import { SignalEditorForm } from './signal-editor-form';

const CUSTOMER = 'northwind';

/**
 * GET /events-management/event-types: two categories and a type without one (the form groups them), and types that
 * share argument names (the form keeps what was typed under them).
 */
const EVENT_TYPES = eventTypesResponseSchema.parse([
  { name: 'Merger', category: 'M&A', description: null, argumentNames: ['partner'] },
  {
    name: 'Acquisition',
    category: 'M&A',
    description: 'One company buys another.',
    argumentNames: ['acquirer', 'target', 'value'],
  },
  { name: 'Takeover bid', category: 'M&A', description: null, argumentNames: ['acquirer', 'target'] },
  { name: 'Layoffs', category: 'Workforce', description: null, argumentNames: ['headcount'] },
  { name: 'Lawsuit', category: null, description: null, argumentNames: [] },
]);

/** A row of GET /target-entities/table, as the signal stream hands them to the editor. */
function targetEntity(id: string, name: string, dunsId: string | null): TargetEntityRecord {
  return targetEntityRecordSchema.parse({
    id,
    name,
    dunsId,
    entityType: 'Company',
    industry: null,
    country: 'US',
    city: null,
    latitude: null,
    longitude: null,
    website: null,
    aliases: [],
    customers: [CUSTOMER],
  });
}

const GLOBEX = targetEntity('0b7f3c52-8d1e-4c3a-9f6e-2a5d7c1b9e01', 'Globex Corporation', '123456789');
const INITECH = targetEntity('0b7f3c52-8d1e-4c3a-9f6e-2a5d7c1b9e02', 'Initech', null);

/** A stored signal of an Acquisition: two of the type's three arguments filled in. */
const STORED = signalSchema.parse({
  id: '6d1f6a4e-3b7a-4f0e-9a57-2f4c1f7f1a01',
  publishDate: '2026-03-02T09:15:00.000Z',
  targetEntityName: 'Globex Corporation',
  targetEntityId: GLOBEX.id,
  mediaSegment: 'blog',
  reliability: 'High',
  language: 'de',
  result: 'relevant',
  eventType: 'Acquisition',
  category: 'M&A',
  dunsId: '123456789',
  title: 'Globex buys Initech',
  sentence: 'Globex Corporation agreed to buy Initech for $2bn.',
  url: 'https://news.example.com/globex-initech',
  source: 'Reuters',
  eventArguments: [
    { name: 'acquirer', value: 'Globex Corporation', targetEntityId: GLOBEX.id },
    { name: 'value', value: '$2bn' },
  ],
  createdBy: '7',
  updatedAt: '2026-03-02T10:00:00.000Z',
});

/** The signal the server answers a create with: the request's fields, as the API reads them back. */
function createdSignal(request: CreateSignalRequest): Signal {
  return signalSchema.parse({
    ...request,
    id: '9a3e7b10-2c4d-4e5f-8a6b-7c8d9e0f1a2b',
    targetEntityId: request.targetEntityId ?? null,
    dunsId: request.dunsId ?? null,
    reliability: RELIABILITY_LABELS[request.reliability],
    result: request.result ?? null,
    category: EVENT_TYPES.find((eventType) => eventType.name === request.eventType)?.category ?? null,
    title: request.title ?? null,
    sentence: request.sentence ?? null,
    url: request.url ?? null,
    source: request.source ?? null,
    createdBy: '7',
    updatedAt: '2026-03-02T10:00:00.000Z',
  });
}

const isEventTypes = (request: SentRequest) => request.url === signalsEndpoints.eventTypes.path;

/**
 * The API as the editor meets it: the event types the start-up loads, and `answerWrite` for the create or edit.
 * `writes()` lists what the form itself sent.
 */
function stubSignalApi(answerWrite: (request: SentRequest) => Response = () => new Response(null, { status: 204 })) {
  const requests = stubFetch((request) =>
    isEventTypes(request) ? jsonResponse(200, EVENT_TYPES) : answerWrite(request),
  );
  return { writes: () => requests.filter((request) => !isEventTypes(request)) };
}

async function renderEditor(signal?: Signal) {
  const props = {
    customer: CUSTOMER,
    signal,
    targetEntities: [GLOBEX, INITECH],
    onTargetEntitySearch: vi.fn(),
    onSaved: vi.fn(),
    onCancel: vi.fn(),
  };
  // The form loads the event types itself when the start-up has not (yet): here it always does.
  const rendered = renderWithApp(<SignalEditorForm {...props} />);
  await screen.findByRole('button', { name: signal ? 'Save changes' : 'Create signal' });
  return { ...rendered, ...props };
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const createButton = () => screen.getByRole('button', { name: 'Create signal' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const publishDateButton = () => screen.getByRole('button', { name: 'Publish date' });

/** An option of a Select's open list (looked up in that list only: the form holds seven). */
const option = (field: string, name: string) =>
  within(screen.getByRole('listbox', { name: field })).getByRole('option', { name });

/** Picks an option of a Select as a user does: opens the list, clicks the option. */
async function choose(user: Rendered['user'], field: string, name: string) {
  await user.click(combobox(field));
  await user.click(option(field, name));
}

/** What an element's `aria-labelledby` points at: a group's name. */
const labelOf = (element: HTMLElement) =>
  element.ownerDocument.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;

/** The argument rows as the user reads them: each row's name and value. */
const argumentRows = () =>
  screen
    .queryAllByRole('combobox', { name: /^Argument \d+ name$/ })
    .map((name, index) => [valueOf(name), valueOf(textbox(`Argument ${index + 1} value`))]);

describe('SignalEditorForm (new signal)', () => {
  it("opens with the defaults, shows the contract's rules under the fields and sends nothing while they fail", async () => {
    const { writes } = stubSignalApi();
    const { user, fill, onSaved, onCancel } = await renderEditor();

    expect(valueOf(combobox('Target entity'))).toBe('');
    expect(valueOf(combobox('Event type'))).toBe('');
    expect(valueOf(combobox('Media segment'))).toBe('news');
    expect(valueOf(combobox('Reliability'))).toBe('Middle');
    expect(valueOf(combobox('Language'))).toBe('en');
    expect(valueOf(combobox('Result'))).toBe('No result label');
    // Today, as the cards show a day (UTC).
    expect(publishDateButton().textContent).toBe(new Date().toISOString().slice(0, 10));
    // No argument before an event type is chosen.
    expect(argumentRows()).toEqual([]);
    expect(screen.getByText('Choose an event type to see the arguments it takes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add argument' })).toHaveProperty('disabled', true);

    // A field is checked as it is left.
    await fill(textbox('URL'), 'news.example.com/globex');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'URL', description: 'Must be a URL' })).toBeTruthy();

    await user.click(createButton());
    expect(screen.getByRole('combobox', { name: 'Target entity', description: 'Is required' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Event type', description: 'Is required' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'URL', description: 'Must be a URL' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(writes()).toEqual([]);
  });

  it('groups the event types by category and offers the arguments of the chosen type', async () => {
    stubSignalApi();
    const { user, fill } = await renderEditor();

    // Categories in alphabetical order, a type without one under "Uncategorised", the types sorted in each.
    await user.click(combobox('Event type'));
    const groups = within(screen.getByRole('listbox', { name: 'Event type' }))
      .getAllByRole('group')
      .map((group) => [
        labelOf(group),
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ]);
    expect(groups).toEqual([
      ['M&A', ['Acquisition', 'Merger', 'Takeover bid']],
      ['Uncategorised', ['Lawsuit']],
      ['Workforce', ['Layoffs']],
    ]);

    await user.click(option('Event type', 'Acquisition'));
    expect(argumentRows()).toEqual([
      ['acquirer', ''],
      ['target', ''],
      ['value', ''],
    ]);
    expect(screen.getByText('Arguments left empty are not saved.')).toBeTruthy();

    // Another type keeps what was typed under the names it shares, and drops the rows it does not take.
    await fill(textbox('Argument 1 value'), 'Globex Corporation');
    await choose(user, 'Event type', 'Takeover bid');
    expect(argumentRows()).toEqual([
      ['acquirer', 'Globex Corporation'],
      ['target', ''],
    ]);

    // A removed row comes back under the first name the type takes that no row has.
    await user.click(screen.getByRole('button', { name: 'Remove argument 1' }));
    await user.click(screen.getByRole('button', { name: 'Add argument' }));
    expect(argumentRows()).toEqual([
      ['target', ''],
      ['acquirer', ''],
    ]);
  });

  it("sends the contract's create request, only the filled arguments, and reports the new signal", async () => {
    const { writes } = stubSignalApi(({ body }) =>
      jsonResponse(201, createdSignal(createSignalRequestSchema.parse(body))),
    );
    const { user, fill, onSaved, onTargetEntitySearch } = await renderEditor();

    // What is typed is the page's to search on the server (names, aliases, D-U-N-S).
    await fill(combobox('Target entity'), 'glo');
    expect(onTargetEntitySearch).toHaveBeenLastCalledWith('glo');
    await user.click(option('Target entity', 'Globex Corporation'));
    // The picked name shown in the box is no new search.
    expect(onTargetEntitySearch).toHaveBeenLastCalledWith('glo');
    // The entity brings its D-U-N-S number along.
    expect(valueOf(textbox('D-U-N-S'))).toBe('123456789');
    await choose(user, 'Event type', 'Acquisition');
    await fill(textbox('Argument 2 value'), 'Initech');
    await fill(textbox('Title'), ' Globex buys Initech ');
    const day = publishDateButton().textContent;
    await user.click(createButton());

    expect(within(await screen.findByRole('alert')).getByText('Wohooo!')).toBeTruthy();
    expect(screen.getByText('The New Signal has been added to the DataBase')).toBeTruthy();
    const sent = writes();
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['POST', signalsEndpoints.createSignal.path],
    ]);
    const bodies = sent.map((request) => createSignalRequestSchema.parse(request.body));
    // Sent as the contract reads it: nothing left for the server to trim or drop.
    expect(sent.map((request) => request.body)).toEqual(bodies);
    expect(bodies).toEqual([
      {
        customerName: CUSTOMER,
        targetEntityName: 'Globex Corporation',
        targetEntityId: GLOBEX.id,
        dunsId: '123456789',
        eventType: 'Acquisition',
        publishDate: expect.stringMatching(new RegExp(`^${day}T\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$`)),
        mediaSegment: 'news',
        reliability: 3,
        language: 'en',
        result: null,
        title: 'Globex buys Initech',
        sentence: null,
        url: null,
        source: null,
        eventArguments: [{ name: 'target', value: 'Initech' }],
      },
    ]);
    // The dialog is handed the server's copy of the new signal.
    expect(onSaved.mock.calls).toEqual(bodies.map((body) => [createdSignal(body)]));
  });

  it("shows the server's refusal of an argument under the row it came from, and keeps the input", async () => {
    // The event type lost an argument on the server since the start-up loaded the types.
    const refusal = 'eventArguments.0.name: "target" is not an argument of Acquisition (acquirer, value)';
    stubSignalApi(() => errorResponse(400, { error: 'Bad Request', message: refusal, field: 'eventArguments.0.name' }));
    const { user, fill, onSaved } = await renderEditor();

    await choose(user, 'Target entity', 'Initech');
    await choose(user, 'Event type', 'Acquisition');
    // Only the second row is filled: it is the first argument sent.
    await fill(textbox('Argument 2 value'), 'Initrode');
    await user.click(createButton());

    expect(
      await screen.findByRole('combobox', {
        name: 'Argument 2 name',
        description: '"target" is not an argument of Acquisition (acquirer, value)',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Argument 1 name', description: '' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Sorry...')).toBeTruthy();
    expect(within(alert).getByText(`Signal Creation Failed. Why? "${refusal}"`)).toBeTruthy();
    expect(argumentRows()).toEqual([
      ['acquirer', ''],
      ['target', 'Initrode'],
      ['value', ''],
    ]);
    expect(valueOf(combobox('Target entity'))).toBe('Initech');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('SignalEditorForm (stored signal)', () => {
  it('opens with the signal’s values and an empty row for each other argument its type takes', async () => {
    stubSignalApi();
    await renderEditor(STORED);

    expect(valueOf(combobox('Target entity'))).toBe('Globex Corporation');
    expect(valueOf(combobox('Event type'))).toBe('Acquisition');
    expect(publishDateButton().textContent).toBe('2026-03-02');
    expect(valueOf(combobox('Media segment'))).toBe('blog');
    expect(valueOf(combobox('Reliability'))).toBe('High');
    expect(valueOf(combobox('Language'))).toBe('de');
    expect(valueOf(combobox('Result'))).toBe('relevant');
    expect(valueOf(textbox('D-U-N-S'))).toBe('123456789');
    expect(valueOf(textbox('Source'))).toBe('Reuters');
    expect(valueOf(textbox('Title'))).toBe('Globex buys Initech');
    expect(valueOf(textbox('Sentence'))).toBe('Globex Corporation agreed to buy Initech for $2bn.');
    expect(valueOf(textbox('URL'))).toBe('https://news.example.com/globex-initech');
    expect(argumentRows()).toEqual([
      ['acquirer', 'Globex Corporation'],
      ['value', '$2bn'],
      ['target', ''],
    ]);
  });

  it("shows a refused argument under its row, then saves the corrected signal as the contract's update request", async () => {
    const answers = [
      // The acquirer's target entity was deleted meanwhile.
      errorResponse(400, {
        error: 'Bad Request',
        message: 'eventArguments.0.targetEntityId: there is no such target entity',
        field: 'eventArguments.0.targetEntityId',
      }),
      jsonResponse(
        200,
        signalSchema.parse({
          ...STORED,
          result: 'needs review',
          sentence: null,
          eventArguments: [
            { name: 'acquirer', value: 'Globex Corp.' },
            { name: 'value', value: '$2bn' },
          ],
        }),
      ),
    ];
    const { writes } = stubSignalApi(() => answers.shift()!);
    const { user, fill, onSaved } = await renderEditor(STORED);

    await choose(user, 'Result', 'needs review');
    await user.clear(textbox('Sentence'));
    await user.click(saveButton());

    // The entity is not a field of its own: its refusal is the value's.
    expect(
      await screen.findByRole('textbox', { name: 'Argument 1 value', description: 'There is no such target entity' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('Ops :(')).toBeTruthy();
    // The edits stay for the next try.
    expect(valueOf(combobox('Result'))).toBe('needs review');
    expect(valueOf(textbox('Sentence'))).toBe('');

    // Retyped, the value no longer names the deleted entity.
    await user.clear(textbox('Argument 1 value'));
    await fill(textbox('Argument 1 value'), 'Globex Corp.');
    await user.click(saveButton());

    expect(await screen.findByText('Great!')).toBeTruthy();
    expect(
      screen.getByText('Signal has been updated. In a few seconds the changes will be visible from this dashboard.'),
    ).toBeTruthy();
    const sent = writes();
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['PATCH', signalsEndpoints.updateSignal.path],
      ['PATCH', signalsEndpoints.updateSignal.path],
    ]);
    const bodies = sent.map((request) => updateSignalRequestSchema.parse(request.body));
    expect(sent.map((request) => request.body)).toEqual(bodies);
    expect(bodies).toEqual([
      // The first try sent the acquirer's entity as stored.
      expect.objectContaining({ eventArguments: STORED.eventArguments }),
      // Every field, so that the cleared sentence is cleared (null); the stored time of day stays.
      {
        id: STORED.id,
        customerName: CUSTOMER,
        targetEntityName: 'Globex Corporation',
        targetEntityId: GLOBEX.id,
        dunsId: '123456789',
        eventType: 'Acquisition',
        publishDate: '2026-03-02T09:15:00.000Z',
        mediaSegment: 'blog',
        reliability: 4,
        language: 'de',
        result: 'needs review',
        title: 'Globex buys Initech',
        sentence: null,
        url: 'https://news.example.com/globex-initech',
        source: 'Reuters',
        eventArguments: [
          { name: 'acquirer', value: 'Globex Corp.' },
          { name: 'value', value: '$2bn' },
        ],
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: STORED.id, result: 'needs review', sentence: null }),
    );
  });

  it('loads the event types itself, again after a failed load, and shows the stored type once they come', async () => {
    let eventTypesAnswers = 0;
    stubFetch((request) => {
      if (!isEventTypes(request)) return new Response(null, { status: 204 });
      eventTypesAnswers += 1;
      return eventTypesAnswers === 1
        ? errorResponse(500, {
            error: 'Internal Server Error',
            message: 'Please give it a minute and try again later.',
          })
        : jsonResponse(200, EVENT_TYPES);
    });
    const props = {
      customer: CUSTOMER,
      signal: STORED,
      targetEntities: [GLOBEX, INITECH],
      onTargetEntitySearch: vi.fn(),
      onSaved: vi.fn(),
      onCancel: vi.fn(),
    };
    renderWithApp(<SignalEditorForm {...props} />);
    // A server failure is tried again (shared/state/query-client.ts), a second later.
    await screen.findByRole('button', { name: 'Save changes' }, { timeout: 10_000 });
    expect(valueOf(combobox('Event type'))).toBe('Acquisition');
    expect(eventTypesAnswers).toBe(2);
  });
});
