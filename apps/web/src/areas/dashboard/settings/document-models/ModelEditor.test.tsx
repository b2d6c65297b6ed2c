import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { DocumentModel } from './documentModelsApi.ts';
import { ModelEditor } from './ModelEditor.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const shipped: DocumentModel = {
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'RECEIPT',
  name: 'Reçu',
  builtIn: true,
  updatedAt: null,
  blocks: [{ type: 'title', text: { fr: 'Reçu {{order.number}}', en: 'Receipt {{order.number}}' } }, { type: 'lines' }],
};
const own: DocumentModel = {
  id: '0190aaaa-0000-7000-8000-000000000001',
  kind: 'RECEIPT',
  name: 'Reçu vélo',
  builtIn: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  blocks: [
    { type: 'title', text: { fr: 'Reçu vélo', en: 'Bike receipt' } },
    { type: 'text', text: { fr: 'Merci ' } },
    { type: 'totals' },
  ],
};
const variables = ['customer.name', 'order.number'];

const callsOf = (operation: string) =>
  mockedApi.mock.calls.filter(([name]) => name === operation).map(([, args]) => args as { body?: unknown });

const renderEditor = (model: DocumentModel, readOnly = false) =>
  renderWithProviders(
    <ModelEditor
      model={model}
      shipped={shipped}
      variables={variables}
      language="fr"
      readOnly={readOnly}
      onSaved={() => {}}
      onDeleted={() => {}}
    />,
  );

describe('document model editor', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'previewDocumentModel') return new Blob(['%PDF-1.3'], { type: 'application/pdf' }) as never;
      if (operation === 'saveDocumentModel') return { ...own, ...(args?.body as unknown as object) } as never;
      throw new Error(`unexpected ${operation}`);
    });
  });

  it('edits a text with a variable, previews the unsaved model, reorders and adds blocks, and saves them', async () => {
    const user = userEvent.setup();
    renderEditor(own);
    const text = screen.getByLabelText('Texte du bloc 2 (Texte)') as HTMLTextAreaElement;
    await user.click(text);
    text.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Nom du client' }));
    expect(text.value).toBe('Merci {{customer.name}}');

    const edited = [
      { type: 'title', text: { fr: 'Reçu vélo', en: 'Bike receipt' } },
      { type: 'text', text: { fr: 'Merci {{customer.name}}' } },
      { type: 'totals' },
    ];
    await waitFor(
      () =>
        expect(callsOf('previewDocumentModel').at(-1)?.body).toEqual({
          kind: 'RECEIPT',
          name: 'Reçu vélo',
          blocks: edited,
          language: 'fr',
        }),
      { timeout: 3000 },
    );

    await user.click(screen.getByRole('button', { name: 'Monter le bloc 3' }));
    await user.click(screen.getByRole('button', { name: 'Retirer le bloc 1' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter le bloc' }));
    await user.type(screen.getByLabelText('Texte du bloc 3 (Texte)'), 'Bonne route');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('saveDocumentModel', {
        body: {
          id: own.id,
          kind: 'RECEIPT',
          name: 'Reçu vélo',
          blocks: [{ type: 'totals' }, edited[1], { type: 'text', text: { fr: 'Bonne route' } }],
        },
      }),
    );
  });

  it('says why a model used by documents cannot be deleted, and restores the shipped blocks instead', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'deleteDocumentModel') {
        throw new ApiError(409, {
          statusCode: 409,
          code: 'modelInUse',
          message: 'Documents were made with the model',
          requestId: 'r',
        });
      }
      if (operation === 'saveDocumentModel') return own as never;
      return new Blob(['%PDF-1.3']) as never;
    });
    const user = userEvent.setup();
    renderEditor(own);
    await user.click(screen.getByRole('button', { name: 'Supprimer le modèle' }));
    expect((await screen.findByTestId('model-problem')).textContent).toBe(
      'Des documents ont été faits avec le modèle « Reçu vélo » : il ne peut pas être supprimé. Modifiez-le ou rétablissez le modèle fourni.',
    );
    expect(callsOf('deleteDocumentModel')).toEqual([{ params: { path: { documentModelId: own.id } } }]);

    await user.click(screen.getByRole('button', { name: 'Rétablir le modèle fourni' }));
    expect((screen.getByLabelText('Texte du bloc 1 (Titre)') as HTMLTextAreaElement).value).toBe(
      'Reçu {{order.number}}',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('saveDocumentModel', {
        body: { id: own.id, kind: 'RECEIPT', name: 'Reçu vélo', blocks: shipped.blocks },
      }),
    );
  });

  it('shows a shipped model without delete, and nothing to change when read-only', async () => {
    const { unmount } = renderEditor(shipped);
    expect(screen.queryByRole('button', { name: 'Supprimer le modèle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enregistrer le modèle' })).toBeTruthy();
    unmount();
    renderEditor(own, true);
    expect(screen.queryByRole('button', { name: 'Enregistrer le modèle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer le bloc 1' })).toBeNull();
    expect((screen.getByLabelText('Texte du bloc 1 (Titre)') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
