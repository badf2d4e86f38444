'use client';

/** A page that fails to render, inside its area's frame. */
export { ErrorScreen as default } from '@/components/layout/error-screen';
