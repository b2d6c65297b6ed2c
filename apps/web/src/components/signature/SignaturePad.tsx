import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeGreyAlphaPng, pngDataUrl } from './png.ts';
import { greyAlphaOf, hasInk, INK, rasterize, type Stroke } from './strokes.ts';

export interface SignatureResult {
  /** The signature as PNG bytes (drawn, or the typed name drawn in a handwriting face); null when the browser cannot draw text. */
  png: Uint8Array | null;
  dataUrl: string | null;
  /** The typed name, in the typed mode (the API writes it itself when no PNG comes). */
  typedName: string | null;
  /** The consent words as shown, for the audit page. */
  consentText: string;
  consent: true;
}

const WIDTH = 600;
const HEIGHT = 200;
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';

/** The typed name as the browser draws it in a handwriting face; null without a 2D canvas. */
function typedNamePixels(name: string): Uint8Array | null {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext?.('2d');
  if (!ctx) return null;
  let size = 72;
  ctx.font = `${size}px ${SCRIPT_FONT}`;
  while (size > 16 && ctx.measureText(name).width > WIDTH - 40) {
    size -= 4;
    ctx.font = `${size}px ${SCRIPT_FONT}`;
  }
  ctx.fillStyle = `rgb(${INK},${INK},${INK})`;
  ctx.textBaseline = 'middle';
  ctx.fillText(name, 20, HEIGHT / 2);
  return greyAlphaOf(ctx.getImageData(0, 0, WIDTH, HEIGHT).data);
}

/**
 * Draw (finger, pen, mouse: pointer events) or type a signature, tick consent, sign. Phone first: the pad takes the
 * width it has and keeps its 3:1 shape. The typed mode is the keyboard path.
 */
export function SignaturePad({
  defaultName = '',
  consentText,
  submitting = false,
  onSubmit,
}: {
  defaultName?: string;
  /** The consent words; the default says the signer read the document and signs it. */
  consentText?: string;
  submitting?: boolean;
  onSubmit: (result: SignatureResult) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [name, setName] = useState(defaultName);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ consent?: string; signature?: string }>({});
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);
  const consentWords = consentText ?? t('signature.consent');

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? WIDTH / rect.width : 1;
    const scaleY = rect.height ? HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };
  const paint = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const ctx = canvasRef.current?.getContext?.('2d');
    if (!ctx) return;
    ctx.strokeStyle = `rgb(${INK},${INK},${INK})`;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointAt(event);
    drawing.current = [point];
    paint(point, point);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    const point = pointAt(event);
    paint(stroke[stroke.length - 1], point);
    stroke.push(point);
  };
  const end = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) {
      setStrokes((all) => [...all, stroke]);
      setErrors((e) => ({ ...e, signature: undefined }));
    }
  };
  const clear = () => {
    setStrokes([]);
    const canvas = canvasRef.current;
    canvas?.getContext?.('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
  };

  const submit = async () => {
    const typed = name.trim();
    const pixels = mode === 'draw' ? rasterize(strokes, WIDTH, HEIGHT) : typed ? typedNamePixels(typed) : null;
    const signed = mode === 'draw' ? !!pixels && hasInk(pixels) : typed.length > 0;
    const found = {
      signature: signed ? undefined : t('signature.signatureRequired'),
      consent: consent ? undefined : t('signature.consentRequired'),
    };
    setErrors(found);
    if (found.signature || found.consent) return;
    const png = pixels ? await encodeGreyAlphaPng(WIDTH, HEIGHT, pixels) : null;
    onSubmit({
      png,
      dataUrl: png ? pngDataUrl(png) : null,
      typedName: mode === 'type' ? typed : null,
      consentText: consentWords,
      consent: true,
    });
  };

  return (
    <Stack gap="sm" maw={640} w="100%">
      <SegmentedControl
        aria-label={t('signature.modeLabel')}
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as 'draw' | 'type')}
        data={[
          { value: 'draw', label: t('signature.draw') },
          { value: 'type', label: t('signature.type') },
        ]}
      />
      {mode === 'draw' ? (
        <Stack gap={4}>
          <canvas
            ref={canvasRef}
            width={WIDTH}
            height={HEIGHT}
            role="img"
            aria-label={t('signature.padLabel')}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            style={{
              width: '100%',
              aspectRatio: `${WIDTH} / ${HEIGHT}`,
              touchAction: 'none',
              border: '1px solid var(--mantine-color-gray-5)',
              borderRadius: 8,
              background: 'white',
            }}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('signature.padLabel')}
            </Text>
            <Button variant="subtle" size="xs" onClick={clear}>
              {t('signature.clear')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap={4}>
          <TextInput
            label={t('signature.typedLabel')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setErrors((er) => ({ ...er, signature: undefined }));
            }}
            autoComplete="name"
          />
          <Text aria-hidden fz={36} style={{ fontFamily: SCRIPT_FONT, minHeight: 54 }}>
            {name}
          </Text>
        </Stack>
      )}
      {errors.signature && (
        <Text c="red.8" size="sm" role="alert">
          {errors.signature}
        </Text>
      )}
      <Checkbox
        label={consentWords}
        checked={consent}
        onChange={(e) => {
          setConsent(e.currentTarget.checked);
          setErrors((er) => ({ ...er, consent: undefined }));
        }}
        error={errors.consent}
      />
      <Button size="md" fullWidth loading={submitting} onClick={() => void submit()}>
        {t('signature.submit')}
      </Button>
    </Stack>
  );
}
