import {
  DEFAULT_SOURCE_INTERVAL_MINUTES,
  MAX_SOURCE_INTERVAL_MINUTES,
  MIN_SOURCE_INTERVAL_MINUTES,
  type ImportSourcesOpmlRequest,
  type ImportSourcesOpmlResponse,
  type MediaSegment,
  type SourceLanguage,
} from '@argus/contract';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useImportSourcesOpmlMutation } from '../api/import-sources-opml';
import { LANGUAGE_OPTIONS, MEDIA_SEGMENT_OPTIONS, RELIABILITY_OPTIONS } from '../lib/source-form';
import type { FolderOption } from './source-editor';

type ImportOpmlDialogProps = { opened: boolean; folders: FolderOption[]; onClose: () => void };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import did: the sources made, and each feed skipped with its reason. */
function ImportResult({ result, onDone }: { result: ImportSourcesOpmlResponse; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color={result.created.length > 0 ? 'teal' : 'yellow'} title="Import done">
        <Stack gap="xs">
          <Text size="sm">
            {plural(result.created.length, 'source', 'sources')} created, {result.skipped.length} skipped.
          </Text>
          {result.skipped.length > 0 && (
            <List size="xs" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
              {result.skipped.map((skipped) => (
                <List.Item key={skipped.url}>
                  <Text span size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {skipped.url}
                  </Text>
                  : {skipped.reason}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

type ImportSettings = {
  customers: string[];
  intervalMinutes: number | string;
  mediaSegment: MediaSegment;
  reliability: string;
  language: SourceLanguage;
};

const DEFAULT_SETTINGS: ImportSettings = {
  customers: [],
  intervalMinutes: DEFAULT_SOURCE_INTERVAL_MINUTES,
  mediaSegment: 'news',
  reliability: '3',
  language: 'detect',
};

type ImportSettingsFieldsProps = {
  value: ImportSettings;
  onChange: (change: Partial<ImportSettings>) => void;
  folders: FolderOption[];
};

/** The settings every imported source gets, as the Add source form sets them one by one. */
function ImportSettingsFields({ value, onChange, folders }: ImportSettingsFieldsProps) {
  return (
    <>
      <MultiSelect
        label="Folders"
        description="Leave it empty for every folder with discovery."
        placeholder={value.customers.length === 0 ? 'Every folder with discovery' : undefined}
        data={folders}
        value={value.customers}
        onChange={(customers) => onChange({ customers })}
        searchable
        clearable
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Interval (minutes)"
          min={MIN_SOURCE_INTERVAL_MINUTES}
          max={MAX_SOURCE_INTERVAL_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          value={value.intervalMinutes}
          onChange={(intervalMinutes) => onChange({ intervalMinutes })}
        />
        <Select
          label="Media segment"
          data={MEDIA_SEGMENT_OPTIONS}
          allowDeselect={false}
          value={value.mediaSegment}
          onChange={(segment) => segment && onChange({ mediaSegment: segment as MediaSegment })}
        />
        <Select
          label="Reliability"
          data={RELIABILITY_OPTIONS}
          allowDeselect={false}
          value={value.reliability}
          onChange={(reliability) => reliability && onChange({ reliability })}
        />
        <Select
          label="Language"
          data={LANGUAGE_OPTIONS}
          allowDeselect={false}
          value={value.language}
          onChange={(language) => language && onChange({ language: language as SourceLanguage })}
        />
      </SimpleGrid>
    </>
  );
}

function toImportRequest(opml: string, settings: ImportSettings): ImportSourcesOpmlRequest {
  return {
    opml,
    customers: settings.customers,
    intervalMinutes: Number(settings.intervalMinutes) || DEFAULT_SOURCE_INTERVAL_MINUTES,
    mediaSegment: settings.mediaSegment,
    reliability: Number(settings.reliability),
    language: settings.language,
  };
}

const opmlFieldOf = (path: string) => (path === 'opml' ? 'opml' : undefined);

function ImportOpmlForm({ folders, onClose }: Omit<ImportOpmlDialogProps, 'opened'>) {
  const importOpml = useImportSourcesOpmlMutation();
  const [opml, setOpml] = useState('');
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [error, setError] = useState<string | null>(null);

  const readFile = async (file: File | null) => {
    if (file) setOpml(await file.text());
  };
  const submit = () => {
    if (!opml.trim()) {
      setError('Choose an OPML file or paste its text');
      return;
    }
    setError(null);
    importOpml.mutate(toImportRequest(opml, settings), {
      onSuccess: (result) =>
        showAlert(
          'success',
          'OPML imported',
          `${plural(result.created.length, 'source', 'sources')} created, ${result.skipped.length} skipped.`,
        ),
      onError: (refusal) => {
        const field = serverFieldError(refusal, opmlFieldOf);
        if (field) setError(field.message);
        showSubmitErrorAlert(refusal, 'OPML not imported');
      },
    });
  };

  if (importOpml.data) return <ImportResult result={importOpml.data} onDone={onClose} />;
  return (
    <Stack gap="md">
      <Text size="sm">
        Each feed of the document becomes a source with the settings below; feeds whose URL is already a source are
        skipped.
      </Text>
      <FileInput
        label="OPML file"
        placeholder="Choose a .opml file"
        accept=".opml,.xml,text/x-opml,text/xml,application/xml"
        leftSection={<IconFileImport size={16} />}
        clearable
        onChange={(file) => void readFile(file)}
      />
      <Textarea
        label="Or paste the OPML"
        autosize
        minRows={4}
        maxRows={10}
        value={opml}
        onChange={(event) => setOpml(event.currentTarget.value)}
        error={error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      />
      <ImportSettingsFields
        value={settings}
        onChange={(change) => setSettings((current) => ({ ...current, ...change }))}
        folders={folders}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={importOpml.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={importOpml.isPending}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}

/** Import OPML: a feed reader's list of feeds becomes sources. */
export function ImportOpmlDialog({ opened, folders, onClose }: ImportOpmlDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import OPML" size="lg" centered>
      {opened && <ImportOpmlForm folders={folders} onClose={onClose} />}
    </Modal>
  );
}
