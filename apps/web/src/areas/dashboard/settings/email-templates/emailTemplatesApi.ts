import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult } from '../../../../api/client.ts';

export type EmailTemplate = CallResult<'listEmailTemplates'>[number];
export type MailEvent = EmailTemplate['event'];
export type MailLanguage = keyof EmailTemplate['texts'];
export type MailSchedule = CallResult<'getMailSchedule'>;
export const MAIL_LANGUAGES: MailLanguage[] = ['fr', 'en', 'es', 'pt', 'it'];

const keys = {
  list: ['email-templates'] as const,
  schedule: ['email-templates', 'schedule'] as const,
};

export const useEmailTemplates = () => useQuery({ queryKey: keys.list, queryFn: () => api('listEmailTemplates') });

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<CallArgs<'saveEmailTemplate'>['body']>) => api('saveEmailTemplate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useResetEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteEmailTemplate', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.list }),
  });
}

export type PreviewInput = NonNullable<CallArgs<'previewEmailTemplate'>['body']>;

export const useMailPreview = (input: PreviewInput) =>
  useQuery({
    queryKey: ['email-templates', 'preview', input],
    queryFn: () => api('previewEmailTemplate', { body: input }),
    placeholderData: (previous) => previous,
    retry: false,
  });

export const useMailSchedule = () => useQuery({ queryKey: keys.schedule, queryFn: () => api('getMailSchedule') });

export function useSaveMailSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<CallArgs<'updateMailSchedule'>['body']>) => api('updateMailSchedule', { body }),
    onSuccess: (schedule) => queryClient.setQueryData(keys.schedule, schedule),
  });
}
