import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesk } from '../../api/DeskContext';
import { actionErrorMessage, type Message } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { ImportResult } from '../../api/types';
import { Notice } from '../../ui/Notice';
import { importResultOf } from './catalogueEdits';
import { TableScroll } from '../../ui/TableScroll';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** A file's text (FileReader: also where Blob.text is missing). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

const shown = (value: unknown) => (value === null || value === undefined ? '–' : String(value));

/** CSV import: a dry run shows every change and every row error; only a clean preview can be applied. */
export function ImportPanel() {
  const { t } = useTranslation();
  const { api } = useDesk();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: Message } | null>(null);

  const run = useMutation({
    mutationFn: ({ text, dryRun }: { text: string; dryRun: boolean }) => api.importProducts(text, dryRun),
    onSuccess: async (result, { dryRun }) => {
      if (dryRun || !result.applied) {
        setPreview(result);
        if (!dryRun) setMessage({ kind: 'error', text: { key: 'csv.notApplied' } });
        return;
      }
      setPreview(null);
      setCsv(null);
      setMessage({ kind: 'success', text: { key: 'csv.applied', values: { count: result.changes.length } } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
    onError: (error) => {
      const result = importResultOf(error);
      if (result) setPreview(result);
      else setMessage({ kind: 'error', text: actionErrorMessage(error) });
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setPreview(null);
    setMessage(null);
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setMessage({ kind: 'error', text: { key: 'csv.tooLarge' } });
      return;
    }
    const text = await readText(file);
    setCsv(text);
    run.mutate({ text, dryRun: true });
  };

  return (
    <div className="stack">
      <h3>{t('csv.importHeading')}</h3>
      <label>
        {t('csv.file')}
        <input type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
      </label>
      {preview ? (
        <div aria-live="polite">
          <h4>{t('csv.preview')}</h4>
          <p>{t('csv.summary', { changes: preview.changes.length, errors: preview.errors.length })}</p>
          {preview.errors.length > 0 ? (
            <TableScroll label={t('csv.errorsCaption')}>
              <table>
                <caption>{t('csv.errorsCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('csv.row')}</th>
                    <th scope="col">{t('csv.column')}</th>
                    <th scope="col">{t('csv.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.map((error, index) => (
                    <tr key={index}>
                      <td>{error.row}</td>
                      <td>{shown(error.column)}</td>
                      <td>{t(`csv.codes.${error.code}`, { defaultValue: error.detail })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          {preview.changes.length > 0 ? (
            <TableScroll label={t('csv.changesCaption')}>
              <table>
                <caption>{t('csv.changesCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('csv.productNumber')}</th>
                    <th scope="col">{t('csv.field')}</th>
                    <th scope="col">{t('csv.from')}</th>
                    <th scope="col">{t('csv.to')}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.changes.map((change, index) => (
                    <tr key={index}>
                      <td>{change.productNumber}</td>
                      <td>{t(`csv.fields.${change.field}`, { defaultValue: change.field })}</td>
                      <td>{shown(change.from)}</td>
                      <td>{shown(change.to)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
          <button
            type="button"
            disabled={
              csv === null || run.isPending || preview.errors.length > 0 || preview.changes.length === 0
            }
            onClick={() => csv !== null && run.mutate({ text: csv, dryRun: false })}
          >
            {t('csv.apply', { count: preview.changes.length })}
          </button>
          {preview.errors.length > 0 ? <p>{t('csv.fixFirst')}</p> : null}
        </div>
      ) : null}
      <Notice kind="error" message={message?.kind === 'error' ? message.text : null} />
      <Notice kind="success" message={message?.kind === 'success' ? message.text : null} />
    </div>
  );
}
