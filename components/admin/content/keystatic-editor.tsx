'use client';

// Before any schema runs: zod's probe for `new Function` is a violation of the editor's script policy.
import '@/lib/validation/zod';
import { Keystatic } from '@keystatic/core/ui';
import { useMemo } from 'react';
import { editorConfig, type EditorRecordKeys, type EditorStorage } from '@/lib/content/editor/config';

/** The editor's configuration is built here from plain data: its field rules are functions the server cannot send. */
export function KeystaticEditor({
  storage,
  recordKeys,
  appSlug,
}: {
  storage: EditorStorage;
  recordKeys: EditorRecordKeys;
  appSlug?: string;
}) {
  const config = useMemo(() => editorConfig(storage, recordKeys), [storage, recordKeys]);
  return <Keystatic config={config} appSlug={{ envName: 'KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }} />;
}
