'use client';

/** An address without a page (HTTP 404), inside its area's frame. */
export { NotFoundView as default } from '@/components/layout/not-found-view';
