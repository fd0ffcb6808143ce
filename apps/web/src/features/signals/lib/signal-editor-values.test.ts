import type { Signal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import {
  argumentRowsForEventType,
  editorFieldOf,
  emptySignalEditorValues,
  NO_RESULT,
  signalEditorValuesOf,
  toCreateSignalRequest,
  toUpdateSignalRequest,
  validateSignalEditor,
  type SignalEditorValues,
} from './signal-editor-values';

const ENTITY_ID = '6f1c8f0e-4a8e-4a57-9a43-0d2f5c1b7e21';

function makeSignal(overrides: Partial<Signal> = {}): Signal {
  return {
    id: '0b7e3c52-9d0f-4f8e-bb0a-6a1f2d3c4e5f',
    publishDate: '2026-11-02T14:30:00.000Z',
    targetEntityName: 'Acme AG',
    targetEntityId: ENTITY_ID,
    mediaSegment: 'news',
    reliability: 'High',
    language: 'de',
    result: 'relevant',
    eventType: 'Acquisition',
    category: 'M&A',
    dunsId: '123456789',
    title: 'Acme buys Beta',
    sentence: 'Acme buys Beta for EUR 1 billion.',
    url: 'https://news.example/acme',
    source: 'Reuters',
    eventArguments: [
      { name: 'acquirer', value: 'Acme', targetEntityId: ENTITY_ID },
      { name: 'target', value: 'Beta' },
    ],
    updatedAt: '2026-11-03T08:00:00.000Z',
    ...overrides,
  };
}

function filledValues(overrides: Partial<SignalEditorValues> = {}): SignalEditorValues {
  return {
    ...emptySignalEditorValues(new Date('2026-11-20T10:00:00.000Z')),
    targetEntityId: ENTITY_ID,
    targetEntityName: 'Acme AG',
    eventType: 'Acquisition',
    ...overrides,
  };
}

describe('the signal editor values', () => {
  it('round-trips a stored signal into the same update request', () => {
    const signal = makeSignal();
    const request = toUpdateSignalRequest(signalEditorValuesOf(signal), signal, 'poc');
    expect(request).toEqual({
      id: signal.id,
      customerName: 'poc',
      targetEntityName: 'Acme AG',
      targetEntityId: ENTITY_ID,
      dunsId: '123456789',
      eventType: 'Acquisition',
      publishDate: '2026-11-02T14:30:00.000Z',
      mediaSegment: 'news',
      reliability: 4,
      language: 'de',
      result: 'relevant',
      title: 'Acme buys Beta',
      sentence: 'Acme buys Beta for EUR 1 billion.',
      url: 'https://news.example/acme',
      source: 'Reuters',
      eventArguments: [
        { name: 'acquirer', value: 'Acme', targetEntityId: ENTITY_ID },
        { name: 'target', value: 'Beta' },
      ],
    });
  });

  it('sends emptied optional fields as null, so that the edit clears them, and "no result" as null', () => {
    const signal = makeSignal();
    const values = { ...signalEditorValuesOf(signal), title: '  ', url: '', source: '', dunsId: '', result: NO_RESULT };
    const request = toUpdateSignalRequest(values, signal, 'poc');
    expect(request).toMatchObject({ title: null, url: null, source: null, dunsId: null, result: null });
  });

  it('keeps the time of day when only the day changes, and the stored instant when the day stays', () => {
    const signal = makeSignal();
    const moved = toUpdateSignalRequest({ ...signalEditorValuesOf(signal), publishDay: '2026-11-05' }, signal, 'poc');
    expect(moved.publishDate).toBe('2026-11-05T14:30:00.000Z');
    const created = toCreateSignalRequest(filledValues({ publishDay: '2026-11-05' }), 'poc');
    expect(created.publishDate).toMatch(/^2026-11-05T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('leaves argument rows without a value out of the request, trimmed', () => {
    const values = filledValues({
      eventArguments: [
        { key: 'a', name: 'acquirer', value: '  Acme ' },
        { key: 'b', name: 'target', value: ' ' },
        { key: 'c', name: 'value', value: 'EUR 1 billion' },
      ],
    });
    expect(toCreateSignalRequest(values, 'poc').eventArguments).toEqual([
      { name: 'acquirer', value: 'Acme' },
      { name: 'value', value: 'EUR 1 billion' },
    ]);
  });
});

describe('argumentRowsForEventType', () => {
  it('offers one row per argument name, keeping what was typed under a name the new type also takes', () => {
    const rows = [
      { key: 'a', name: 'acquirer', value: 'Acme' },
      { key: 'b', name: 'investor', value: 'Gamma' },
    ];
    const next = argumentRowsForEventType(rows, ['acquirer', 'target']);
    expect(next.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'acquirer', value: 'Acme' },
      { name: 'target', value: '' },
    ]);
    expect(next[0]!.key).toBe('a');
    expect(new Set(next.map((row) => row.key)).size).toBe(next.length);
  });

  it("keeps a stored signal's own rows when asked to", () => {
    const rows = [{ key: 'b', name: 'investor', value: 'Gamma' }];
    const next = argumentRowsForEventType(rows, ['acquirer'], { keepOthers: true });
    expect(next.map((row) => row.name)).toEqual(['investor', 'acquirer']);
  });
});

describe('validateSignalEditor', () => {
  it('asks for what the contract requires, under the field the form shows', () => {
    const errors = validateSignalEditor(
      { ...emptySignalEditorValues(), targetEntityName: '', eventType: null, url: 'not a url' },
      'poc',
      undefined,
    );
    expect(errors).toMatchObject({
      targetEntityId: 'Is required',
      eventType: 'Is required',
      url: 'Must be a URL',
    });
  });

  it('names the row of an argument whose value is too long, though empty rows before it are not sent', () => {
    const values = filledValues({
      eventArguments: [
        { key: 'a', name: 'acquirer', value: '' },
        { key: 'b', name: 'target', value: 'x'.repeat(1001) },
      ],
    });
    expect(validateSignalEditor(values, 'poc', undefined)).toEqual({
      'eventArguments.1.value': 'Must be at most 1000 characters',
    });
  });

  it('accepts a complete signal', () => {
    expect(validateSignalEditor(filledValues(), 'poc', undefined)).toEqual({});
    const signal = makeSignal();
    expect(validateSignalEditor(signalEditorValuesOf(signal), 'poc', signal)).toEqual({});
  });
});

describe('editorFieldOf', () => {
  it('maps the server’s argument paths back to the rows they came from', () => {
    const values = filledValues({
      eventArguments: [
        { key: 'a', name: 'acquirer', value: '' },
        { key: 'b', name: 'target', value: 'Beta' },
      ],
    });
    const fieldOf = editorFieldOf(values);
    expect(fieldOf['eventArguments.0.name']).toBe('eventArguments.1.name');
    expect(fieldOf['eventArguments.0.targetEntityId']).toBe('eventArguments.1.value');
    expect(fieldOf.targetEntityName).toBe('targetEntityId');
    expect(fieldOf.publishDate).toBe('publishDay');
    expect(fieldOf.eventType).toBe('eventType');
  });
});
