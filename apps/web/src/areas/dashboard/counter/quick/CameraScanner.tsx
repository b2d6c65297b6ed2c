import { Alert, Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here (not in TypeScript's DOM library yet). */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's own QR detector when it has one; otherwise jsQR (loaded on first use) over a canvas frame. */
async function makeDecoder(): Promise<Decode> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const FRAME_MS = 250;
/** A code held in front of the camera is read many times a second: the same one counts again only after this. */
const REPEAT_MS = 2500;

/** The back camera, reading QR codes continuously; each new code goes to `onCode`. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [problem, setProblem] = useState<'unavailable' | 'denied' | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: '', at: 0 };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      const element = video.current;
      if (stopped || !element) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await makeDecoder();
      const tick = async () => {
        if (stopped) return;
        const code = await decode(element).catch(() => null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > REPEAT_MS)) {
          last = { code, at: now };
          onCodeRef.current(code);
        }
        timer = setTimeout(tick, FRAME_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) {
    return (
      <Alert color="yellow" variant="light">
        {t(problem === 'denied' ? 'counter.scan.cameraDenied' : 'counter.scan.cameraUnavailable')}
      </Alert>
    );
  }
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={t('counter.scan.camera')}
      w="100%"
      mah={320}
      bg="dark"
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
