import { serverEnv } from '@/lib/config/env';
import { KeystaticEditor } from '@/components/admin/content/keystatic-editor';
import { editorRecordKeys, editorStorage } from '@/lib/content/editor/server';

export const dynamic = 'force-dynamic';

/** Keystatic's single-page app; its own router reads the rest of the path. */
export default async function EditorPage() {
  return (
    <KeystaticEditor storage={editorStorage()} recordKeys={await editorRecordKeys()} appSlug={serverEnv().KEYSTATIC_GITHUB_APP_SLUG} />
  );
}
