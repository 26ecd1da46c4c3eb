import { notFound } from 'next/navigation';

// Any path no route claims: HTTP 404 with the localized error screen of not-found.tsx.
export default function UnknownPage() {
  notFound();
}
