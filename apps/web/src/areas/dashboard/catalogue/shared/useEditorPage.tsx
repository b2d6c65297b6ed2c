import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert.tsx';
import { notifySuccess } from '../../../../components/notify.ts';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { ReadOnlyFieldset, ReadOnlyNotice, useCan } from '../../access/index.ts';
import { useSaveErrors } from './useSaveErrors.ts';

/**
 * The item of an editor page, `…/new` (none) or `…/:id` (loaded by `useItem`, a query hook): render `fallback`
 * when there is one (loading, or failed with a retry), else the editor keyed by `id` (a new id starts afresh).
 */
export function useEditorPage<T>(useItem: (id: string | undefined) => UseQueryResult<T>): {
  id?: string;
  item?: T;
  fallback?: ReactNode;
} {
  const { id } = useParams();
  const query = useItem(id);
  if (!id) return {};
  if (query.isPending) return { id, fallback: <PageLoader /> };
  if (query.isError) return { id, fallback: <ErrorAlert error={query.error} onRetry={() => query.refetch()} /> };
  return { id, item: query.data };
}

/** Where the texts of an editor are: `{texts}.saved`, `{texts}.save`, `{texts}.create`. */
type EditorTexts = 'catalogue.product' | 'catalogue.packs' | 'catalogue.services';

/**
 * Submitting an editor's form: saves, says so, then stays on the saved item (an existing one) or goes to the
 * page of the created one; server errors land on their fields. Returns the props of `EditorForm`.
 */
export function useEditorSubmit<V, I>(
  form: UseFormReturnType<V>,
  {
    exists,
    save,
    payload,
    texts,
    listPath,
  }: {
    /** Whether the form edits a saved item (rather than creates one). */
    exists: boolean;
    save: UseMutationResult<{ id: string; name: string }, Error, I>;
    payload: (values: V) => I;
    texts: EditorTexts;
    /** The list's path, followed by `/{id}` for an item's page. */
    listPath: string;
  },
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onError = useSaveErrors();
  const onSubmit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(payload(values));
      notifySuccess(t(`${texts}.saved`, { name: saved.name }));
      if (exists) form.resetDirty();
      else navigate(`${listPath}/${saved.id}`, { replace: true });
    } catch (error) {
      onError(form, error);
    }
  });
  return { onSubmit, saving: save.isPending, submitLabel: exists ? t(`${texts}.save`) : t(`${texts}.create`) };
}

/**
 * An editor's form: its sections, then the save (or create) button. Those who only read the catalogue see the
 * fields read-only, why, and no button.
 */
export function EditorForm({
  onSubmit,
  saving,
  submitLabel,
  children,
}: ReturnType<typeof useEditorSubmit> & { children: ReactNode }) {
  const canWrite = useCan('catalogue', 'write');
  return (
    <form onSubmit={canWrite ? onSubmit : (event) => event.preventDefault()} noValidate>
      <Stack gap="md">
        <ReadOnlyNotice area="catalogue" />
        <ReadOnlyFieldset readOnly={!canWrite}>
          <Stack gap="md">{children}</Stack>
        </ReadOnlyFieldset>
        {canWrite && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
