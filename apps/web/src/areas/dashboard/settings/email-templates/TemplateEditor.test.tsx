import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SettingsReadOnly } from '../sectionForm.ts';
import type { EmailTemplate } from './emailTemplatesApi.ts';
import { TemplateEditor } from './TemplateEditor.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const text = (subject: string, body: string) => ({ subject, body });
const template: EmailTemplate = {
  id: null,
  event: 'LATE',
  isDefault: true,
  updatedAt: null,
  variables: ['customer.firstName', 'order.number', 'order.link'],
  texts: {
    fr: text('Retard {{order.number}}', 'Bonjour'),
    en: text('Late {{order.number}}', 'Hello'),
    es: text('Retraso', 'Hola'),
    pt: text('Atraso', 'Olá'),
    it: text('Ritardo', 'Ciao'),
  },
};

const previewCalls = () =>
  mockedApi.mock.calls.filter(([operation]) => operation === 'previewEmailTemplate').map(([, args]) => args?.body);

describe('email template editor', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation, args) => {
      const body = args?.body as unknown as { subject?: string; body?: string };
      if (operation === 'previewEmailTemplate') {
        return { subject: `[${body.subject}]`, html: `<p>${body.body}</p>`, text: body.body, language: 'fr' } as never;
      }
      if (operation === 'saveEmailTemplate') return { ...template, id: 'x', isDefault: false } as never;
      throw new Error(`unexpected ${operation}`);
    });
  });

  it('inserts a variable at the cursor, previews after a pause in a sandboxed frame, and saves every language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateEditor template={template} />);
    const body = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    await user.click(body);
    body.setSelectionRange(7, 7);
    fireEvent.select(body);
    await user.click(screen.getByRole('button', { name: 'Prénom du client' }));
    expect(body.value).toBe('Bonjour{{customer.firstName}}');
    expect(screen.queryByRole('button', { name: "Lien vers la page d'avis" })).toBeNull();

    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toBe('[Retard {{order.number}}]'));
    await waitFor(() =>
      expect(previewCalls().at(-1)).toEqual({
        event: 'LATE',
        language: 'fr',
        subject: 'Retard {{order.number}}',
        body: 'Bonjour{{customer.firstName}}',
      }),
    );
    const frame = screen.getByTitle("Aperçu de l'e-mail") as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Bonjour{{customer.firstName}}</p>');

    await user.click(screen.getByRole('radio', { name: 'Anglais' }));
    const subject = screen.getByLabelText('Objet') as HTMLInputElement;
    expect(subject.value).toBe('Late {{order.number}}');
    await user.clear(subject);
    await user.type(subject, 'Overdue');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('saveEmailTemplate', {
        body: {
          event: 'LATE',
          texts: {
            ...template.texts,
            fr: text('Retard {{order.number}}', 'Bonjour{{customer.firstName}}'),
            en: text('Overdue', 'Hello'),
          },
        },
      }),
    );
  });

  it("shows the server's refusal of an unknown variable next to the form", async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'saveEmailTemplate') {
        throw new ApiError(400, {
          statusCode: 400,
          code: 'validationFailed',
          message: 'Unknown variable {{order.total}} in texts.fr.body',
          requestId: 'r',
        });
      }
      return { subject: 's', html: '', text: '', language: 'fr' } as never;
    });
    const user = userEvent.setup();
    renderWithProviders(<TemplateEditor template={template} />);
    await user.type(screen.getByLabelText(/^Message/), ' {{{{order.total}}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le modèle' }));
    expect((await screen.findByTestId('template-problem')).textContent).toContain('{{order.total}}');
  });

  it('offers going back to the default text for a customised one, and nothing to change when read-only', async () => {
    mockedApi.mockImplementation(async (operation) =>
      operation === 'deleteEmailTemplate'
        ? ({ ok: true } as never)
        : ({ subject: 's', html: '', text: '', language: 'fr' } as never),
    );
    const user = userEvent.setup();
    const own = { ...template, id: '0190aaaa-0000-7000-8000-000000000001', isDefault: false };
    const { unmount } = renderWithProviders(<TemplateEditor template={own} />);
    await user.click(screen.getByRole('button', { name: 'Revenir au texte par défaut' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('deleteEmailTemplate', { params: { path: { id: own.id } } }),
    );
    unmount();
    renderWithProviders(
      <SettingsReadOnly.Provider value={true}>
        <TemplateEditor template={own} />
      </SettingsReadOnly.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer le modèle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prénom du client' })).toBeNull();
    expect((screen.getByLabelText('Objet') as HTMLInputElement).disabled).toBe(true);
  });
});
