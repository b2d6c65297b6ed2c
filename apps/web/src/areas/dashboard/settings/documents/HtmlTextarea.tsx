import { Button, Group, Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Tags the toolbar wraps around the selection. */
const FORMATS = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  heading: ['<h2>', '</h2>'],
  paragraph: ['<p>', '</p>'],
  list: ['<ul>\n  <li>', '</li>\n</ul>'],
} as const;
type Format = keyof typeof FORMATS;

/** Wraps the selected part of `text` in a format's tags; returns the new text and where the selection goes. */
function wrapSelection(text: string, start: number, end: number, format: Format) {
  const [open, close] = FORMATS[format];
  const next = text.slice(0, start) + open + text.slice(start, end) + close + text.slice(end);
  return { text: next, start: start + open.length, end: end + open.length };
}

/**
 * A text kept as HTML (terms, notices): a textarea with a small formatting toolbar and a preview. The preview is a
 * sandboxed frame, so nothing in the text can run in the dashboard.
 */
export function HtmlTextarea({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const labelId = useId();

  const apply = (format: Format) => {
    const area = ref.current;
    if (!area) return;
    const next = wrapSelection(value, area.selectionStart, area.selectionEnd, format);
    onChange(next.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Input.Label id={labelId}>{label}</Input.Label>
        <SegmentedControl
          size="xs"
          aria-label={t('settings.legal.mode', { text: label })}
          value={mode}
          onChange={(next) => setMode(next as 'edit' | 'preview')}
          data={[
            { value: 'edit', label: t('settings.legal.edit') },
            { value: 'preview', label: t('settings.legal.preview') },
          ]}
        />
      </Group>
      {mode === 'edit' ? (
        <>
          {!disabled && (
            <Group gap={4} role="toolbar" aria-label={t('settings.legal.toolbar', { text: label })}>
              {(Object.keys(FORMATS) as Format[]).map((format) => (
                <Button key={format} variant="default" size="compact-xs" onClick={() => apply(format)}>
                  {t(`settings.legal.formats.${format}`)}
                </Button>
              ))}
            </Group>
          )}
          <Textarea
            ref={ref}
            aria-labelledby={labelId}
            autosize
            minRows={4}
            maxRows={14}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error}
            disabled={disabled}
            styles={{ input: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } }}
          />
        </>
      ) : (
        <iframe
          title={t('settings.legal.previewOf', { text: label })}
          sandbox=""
          srcDoc={`<body style="font-family: system-ui, sans-serif; font-size: 14px; margin: 12px">${value}</body>`}
          style={{ width: '100%', minHeight: 220, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        />
      )}
    </Stack>
  );
}
