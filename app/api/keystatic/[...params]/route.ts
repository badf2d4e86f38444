import { handleEditorApi } from '@/lib/content/editor/api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The staff content editor's API (Keystatic's), admins only: see lib/content/editor/api.ts. */
export const GET = handleEditorApi;
export const POST = handleEditorApi;
