import { useDebouncedValue } from '@mantine/hooks';
import { useNameUnique, useSlugUnique } from '../../../api/admin.ts';
import { SLUG_PATTERN } from './companyForm.ts';

/** Whether the typed name and slug are already used by another company (checked after a pause in typing). */
export function useUniqueness(name: string, slug: string) {
  const [debouncedName] = useDebouncedValue(name.trim(), 400);
  const [debouncedSlug] = useDebouncedValue(slug.trim(), 400);
  const nameCheck = useNameUnique(debouncedName);
  const slugCheck = useSlugUnique(SLUG_PATTERN.test(debouncedSlug) ? debouncedSlug : '');
  return {
    nameTaken: debouncedName === name.trim() && nameCheck.data?.unique === false,
    slugTaken: debouncedSlug === slug.trim() && slugCheck.data?.unique === false,
    checking: nameCheck.isFetching || slugCheck.isFetching,
  };
}
