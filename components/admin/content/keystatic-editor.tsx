'use client';

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
