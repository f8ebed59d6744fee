import type { ReadyTagKey } from '../contract/integrations/page-config.ts';

/** The Integrations form's field names (shared by the admin's page and the form's reader). */
export const tagFieldNames = (tag: ReadyTagKey) => ({ enabled: `tag_${tag}_enabled`, id: `tag_${tag}_id`, category: `tag_${tag}_category` });
export const snippetFieldNames = (index: number) => ({
  id: `snippet_${index}_id`,
  name: `snippet_${index}_name`,
  enabled: `snippet_${index}_enabled`,
  placement: `snippet_${index}_placement`,
  category: `snippet_${index}_category`,
  hosts: `snippet_${index}_hosts`,
  code: `snippet_${index}_code`,
  remove: `snippet_${index}_remove`,
});
