import type { ReactNode } from 'react';
import './globals.css';

// The document (<html lang>) is rendered by app/[locale]/layout.tsx, which knows the locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
