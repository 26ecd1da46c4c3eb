import { forwardToApi } from '@/lib/api/forward.ts';

// Forwarded to the API on every request (see src/lib/api/forward.ts).
export const dynamic = 'force-dynamic';

export {
  forwardToApi as DELETE,
  forwardToApi as GET,
  forwardToApi as HEAD,
  forwardToApi as OPTIONS,
  forwardToApi as PATCH,
  forwardToApi as POST,
  forwardToApi as PUT,
};
