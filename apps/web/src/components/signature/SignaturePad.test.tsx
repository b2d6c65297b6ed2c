import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import { encodeGreyAlphaPng } from './png.ts';
import { SignaturePad, type SignatureResult } from './SignaturePad.tsx';
import { rasterize } from './strokes.ts';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

/** Draws a stroke across the pad with pointer events (the pad's box is 600×200 in jsdom's absence of layout). */
function drawStroke(pad: HTMLElement) {
  pad.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 600,
    height: 200,
    right: 600,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.pointerDown(pad, { clientX: 20, clientY: 150, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 200, clientY: 60, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 400, clientY: 140, pointerId: 1 });
  fireEvent.pointerUp(pad, { clientX: 400, clientY: 140, pointerId: 1 });
}

describe('the signature pad', () => {
  it('turns a drawn stroke into a non-empty PNG once consent is ticked', async () => {
    const onSubmit = vi.fn<(r: SignatureResult) => void>();
    renderWithProviders(<SignaturePad onSubmit={onSubmit} />);
    const user = userEvent.setup();
    drawStroke(screen.getByRole('img', { name: /Zone de signature/ }));
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Cochez la case pour accepter avant de signer.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'J’ai lu le document et je le signe électroniquement.' }));
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const result = onSubmit.mock.calls[0][0];
    expect([...(result.png as Uint8Array).subarray(0, 4)]).toEqual(PNG_MAGIC);
    expect(result.dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(result).toMatchObject({ typedName: null, consent: true });
    expect(result.consentText).toBe('J’ai lu le document et je le signe électroniquement.');
    // the PNG holds ink: the same strokes give more than a blank pad's bytes
    const blank = await encodeGreyAlphaPng(600, 200, rasterize([], 600, 200));
    expect(result.png).not.toEqual(blank);
  });

  it('asks for a signature when nothing was drawn, and clears a drawing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignaturePad onSubmit={onSubmit} />);
    const user = userEvent.setup();
    drawStroke(screen.getByRole('img', { name: /Zone de signature/ }));
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Dessinez votre signature ou écrivez votre nom.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs with the typed name from the keyboard alone', async () => {
    const onSubmit = vi.fn<(r: SignatureResult) => void>();
    renderWithProviders(<SignaturePad onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Écrire mon nom'));
    await user.type(
      screen.getByRole('textbox', { name: 'Votre nom, tel qu’il apparaîtra comme signature' }),
      'Zoé Martin',
    );
    await user.click(screen.getByRole('checkbox'));
    screen.getByRole('button', { name: 'Signer' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ typedName: 'Zoé Martin', consent: true });
  });
});

describe('the one-time code entry', () => {
  it('sends the six digits typed, and asks for a new code', async () => {
    const onSubmit = vi.fn();
    const onResend = vi.fn();
    renderWithProviders(<CodeEntry email="zoe@example.test" onSubmit={onSubmit} onResend={onResend} />);
    const user = userEvent.setup();
    expect(screen.getByText(/envoyé à zoe@example.test/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Valider le code' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('textbox', { name: 'Code reçu par e-mail 1/6' }));
    await user.keyboard('123456');
    await user.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    await user.click(screen.getByRole('button', { name: 'Renvoyer un code' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
